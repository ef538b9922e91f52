import { describe, expect, test } from 'vitest';
import { activeDays, type BillableContract, billingPeriod, contractLines, proRata } from './contract-billing.ts';
import { lineAmounts } from './document.ts';

const contract: BillableContract = {
  spaceLabel: 'Bureau 12 — Paris 9e',
  startDate: '2026-01-01',
  endDate: null,
  rentCents: 120_000,
  discountCents: 0,
  vatRate: 2000,
  keys: [],
};

describe('billing period', () => {
  test('a month from its first to its last day, leap years included', () => {
    expect(billingPeriod('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(billingPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(billingPeriod('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  test('refuses what is not a month', () => {
    expect(() => billingPeriod('2026-13')).toThrow(RangeError);
    expect(() => billingPeriod('2026-1')).toThrow(RangeError);
  });
});

describe('pro rata', () => {
  const november = billingPeriod('2026-11');

  test('a whole month is 1, half of November 0.5, one day of 31 to 4 decimals', () => {
    expect(proRata(november, november)).toBe(1);
    expect(proRata(november, { from: '2026-11-16', to: '2026-11-30' })).toBe(0.5);
    expect(proRata(billingPeriod('2026-12'), { from: '2026-12-31', to: '2026-12-31' })).toBe(0.0323);
  });

  test('active days are clipped to the month, and none when the range is outside it', () => {
    expect(activeDays(november, '2026-11-10', null)).toEqual({ from: '2026-11-10', to: '2026-11-30' });
    expect(activeDays(november, '2026-01-01', '2026-11-05')).toEqual({ from: '2026-11-01', to: '2026-11-05' });
    expect(activeDays(november, '2026-12-01', null)).toBeNull();
    expect(activeDays(november, '2026-01-01', '2026-10-31')).toBeNull();
  });
});

describe('contract lines', () => {
  const november = billingPeriod('2026-11');

  test('a contract running all month is billed its rent once', () => {
    expect(contractLines(contract, november)).toEqual([
      {
        designation: 'Loyer — Bureau 12 — Paris 9e',
        quantity: 1,
        unitPriceCents: 120_000,
        vatRate: 2000,
        vatCategory: 'S',
        period: november,
      },
    ]);
  });

  test('a contract starting on the 16th pays half the rent, its discount prorated alike', () => {
    const lines = contractLines({ ...contract, startDate: '2026-11-16', discountCents: 10_000 }, november);
    expect(lines.map((l) => [l.designation, l.quantity, l.unitPriceCents])).toEqual([
      ['Loyer — Bureau 12 — Paris 9e', 0.5, 120_000],
      ['Remise', 0.5, -10_000],
    ]);
    const total = lines.reduce((sum, l) => sum + lineAmounts(l.quantity, l.unitPriceCents, l.vatRate).ttcCents, 0);
    expect(total).toBe(66_000);
  });

  test('a contract ended before the month, or starting after it, is not billed', () => {
    expect(contractLines({ ...contract, endDate: '2026-10-31' }, november)).toEqual([]);
    expect(contractLines({ ...contract, startDate: '2026-12-01' }, november)).toEqual([]);
  });

  test('keys are billed for the days they were held while the contract ran', () => {
    const lines = contractLines(
      {
        ...contract,
        endDate: '2026-11-20',
        keys: [
          { label: 'Badge 4', priceCents: 3_000, assignedOn: '2026-11-11', returnedOn: null },
          { label: 'Badge 5', priceCents: 3_000, assignedOn: '2025-01-01', returnedOn: '2026-10-01' },
          { label: 'Clé 6', priceCents: 0, assignedOn: '2025-01-01', returnedOn: null },
        ],
      },
      november,
    );
    expect(lines.map((l) => [l.designation, l.quantity, l.period])).toEqual([
      ['Loyer — Bureau 12 — Paris 9e', 0.6667, { from: '2026-11-01', to: '2026-11-20' }],
      ['Clé / badge — Badge 4', 0.3333, { from: '2026-11-11', to: '2026-11-20' }],
    ]);
  });

  test('a contract without VAT is billed as exempt', () => {
    expect(contractLines({ ...contract, vatRate: 0 }, november)[0]?.vatCategory).toBe('E');
  });
});
