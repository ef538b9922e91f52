import { describe, expect, test } from 'vitest';
import { billingPeriod } from './contract-billing.ts';
import { canRefundDeposit, depositLines } from './deposits.ts';
import { lineAmounts } from './document.ts';
import { DEPOSIT_LABELS as L } from './labels.ts';

const november = billingPeriod('2026-11');
const paidDeposit = { type: 6, state: 2, creditedCents: 0 };

describe('deposit invoice', () => {
  test('one line for the whole deposit, outside the scope of VAT', () => {
    const lines = depositLines({ depositCents: 240_000, spaceLabel: 'Bureau 12 — Paris 9e' }, november);
    expect(lines).toEqual([
      {
        designation: 'Dépôt de garantie — Bureau 12 — Paris 9e',
        quantity: 1,
        unitPriceCents: 240_000,
        vatRate: 0,
        vatCategory: 'E',
        period: november,
      },
    ]);
    expect(lineAmounts(1, 240_000, 0)).toEqual({ htCents: 240_000, vatCents: 0, ttcCents: 240_000 });
  });

  test('no line when the contract asks for no deposit', () => {
    expect(depositLines({ depositCents: 0, spaceLabel: 'Bureau' }, november)).toEqual([]);
  });
});

describe('deposit refund', () => {
  test('a paid deposit of a contract under notice or ended is refunded', () => {
    expect(canRefundDeposit(paidDeposit, false, 5)).toEqual({ ok: true });
    expect(canRefundDeposit(paidDeposit, false, 6)).toEqual({ ok: true });
  });

  test('refused once refunded, unpaid, already credited, or while the contract runs', () => {
    expect(canRefundDeposit(paidDeposit, true, 6)).toEqual({ ok: false, message: L.refusals.alreadyRefunded });
    expect(canRefundDeposit({ ...paidDeposit, state: 1 }, false, 6)).toEqual({ ok: false, message: L.refusals.notPaid });
    expect(canRefundDeposit({ ...paidDeposit, state: 0 }, false, 6)).toEqual({ ok: false, message: L.refusals.notPaid });
    expect(canRefundDeposit({ ...paidDeposit, creditedCents: -100 }, false, 6)).toEqual({ ok: false, message: L.refusals.credited });
    expect(canRefundDeposit(paidDeposit, false, 4)).toEqual({ ok: false, message: L.refusals.contractRunning });
    expect(canRefundDeposit(paidDeposit, false, null)).toEqual({ ok: false, message: L.refusals.contractRunning });
  });

  test('only a deposit invoice is refunded this way', () => {
    expect(canRefundDeposit({ ...paidDeposit, type: 1 }, false, 6)).toEqual({ ok: false, message: L.refusals.notDeposit });
  });
});
