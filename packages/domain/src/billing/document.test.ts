import { describe, expect, it } from 'vitest';
import { lineAmounts, vatBreakdownOf } from './document.ts';

describe('lineAmounts', () => {
  it('rounds the HT and the VAT of each line to the cent, half away from zero', () => {
    // 3 × 33.33 € = 99.99 €, VAT 20 % = 19.998 → 20.00 €
    expect(lineAmounts(3, 3333, 2000)).toEqual({ htCents: 9999, vatCents: 2000, ttcCents: 11999 });
    // 5.5 % of 0.10 € is 0.55 cent: rounded up to 1 cent
    expect(lineAmounts(1, 10, 550)).toEqual({ htCents: 10, vatCents: 1, ttcCents: 11 });
    // 5.5 % of 0.09 € is 0.495 cent: rounded down to 0
    expect(lineAmounts(1, 9, 550)).toEqual({ htCents: 9, vatCents: 0, ttcCents: 9 });
  });

  it('bills a fractional quantity (a pro-rata month) rounded on the line', () => {
    // 17 days of 30 in a 450 € month: 0.5667 × 45000 = 25501.5 cents → 25502
    expect(lineAmounts(0.5667, 45_000, 2000)).toEqual({ htCents: 25_502, vatCents: 5100, ttcCents: 30_602 });
    expect(lineAmounts(0.25, 1999, 1000)).toEqual({ htCents: 500, vatCents: 50, ttcCents: 550 });
  });

  it('gives a credit note line the exact opposite of the invoice line it cancels', () => {
    const invoiced = lineAmounts(0.5, 333, 2000);
    const credited = lineAmounts(-0.5, 333, 2000);
    expect(invoiced).toEqual({ htCents: 167, vatCents: 33, ttcCents: 200 });
    expect(credited).toEqual({ htCents: -167, vatCents: -33, ttcCents: -200 });
    expect(lineAmounts(0.5, -333, 2000)).toEqual(credited);
  });

  it('charges no VAT at a zero rate', () => {
    expect(lineAmounts(2, 12_500, 0)).toEqual({ htCents: 25_000, vatCents: 0, ttcCents: 25_000 });
  });
});

describe('vatBreakdownOf', () => {
  const line = (vatRate: number, vatCategory: 'S' | 'E' | 'AE', htCents: number) => ({
    vatRate,
    vatCategory,
    htCents,
    vatCents: lineAmounts(1, htCents, vatRate).vatCents,
  });

  it('sums the lines’ own rounded VAT per rate, not the VAT of the summed base', () => {
    // Three lines of 0.10 € at 5.5 %: 1 cent each, 3 cents in all (5.5 % of 0.30 € would be 2 cents)
    const breakdown = vatBreakdownOf([line(550, 'S', 10), line(550, 'S', 10), line(550, 'S', 10)]);
    expect(breakdown).toEqual([{ vatRate: 550, vatCategory: 'S', baseCents: 30, vatCents: 3, exemptionReason: null }]);
  });

  it('gives one group per rate and category, highest rate first, with the exemption reason of the exempt ones', () => {
    const breakdown = vatBreakdownOf(
      [line(1000, 'S', 5000), line(2000, 'S', 10_000), line(0, 'E', 2500), line(2000, 'S', -4000), line(0, 'AE', 700)],
      (category) => (category === 'AE' ? 'Autoliquidation' : 'Exonération de TVA'),
    );
    expect(breakdown).toEqual([
      { vatRate: 2000, vatCategory: 'S', baseCents: 6000, vatCents: 1200, exemptionReason: null },
      { vatRate: 1000, vatCategory: 'S', baseCents: 5000, vatCents: 500, exemptionReason: null },
      { vatRate: 0, vatCategory: 'AE', baseCents: 700, vatCents: 0, exemptionReason: 'Autoliquidation' },
      { vatRate: 0, vatCategory: 'E', baseCents: 2500, vatCents: 0, exemptionReason: 'Exonération de TVA' },
    ]);
  });

  it('has no group when there is no line', () => {
    expect(vatBreakdownOf([])).toEqual([]);
  });
});
