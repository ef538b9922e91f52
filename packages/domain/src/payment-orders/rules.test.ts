import { describe, expect, it } from 'vitest';
import { PAYMENT_ORDER_LABELS as L } from './labels.ts';
import {
  amountDue,
  checkItemRejection,
  checkOrderTransition,
  landlordAccount,
  nextOrderState,
  ORDER_BANKED,
  ORDER_CLOSED,
  ORDER_OPEN,
  ORDER_PAYOUT,
  orderReference,
  orderTotals,
  otherPayeeAccount,
  sequenceType,
} from './rules.ts';

describe('payment order state machine', () => {
  it('moves one step forward at a time', () => {
    expect(checkOrderTransition(ORDER_OPEN, ORDER_BANKED, 2)).toEqual({ ok: true });
    expect(checkOrderTransition(ORDER_BANKED, ORDER_PAYOUT, 2)).toEqual({ ok: true });
    expect(checkOrderTransition(ORDER_PAYOUT, ORDER_CLOSED, 2)).toEqual({ ok: true });
    expect(([ORDER_OPEN, ORDER_BANKED, ORDER_PAYOUT, ORDER_CLOSED] as const).map(nextOrderState)).toEqual([1, 2, 3, null]);
  });

  it('refuses skipping, going back, banking twice or an empty order, in French', () => {
    expect(checkOrderTransition(ORDER_OPEN, ORDER_CLOSED, 2)).toEqual({ ok: false, message: L.refusals.step });
    expect(checkOrderTransition(ORDER_PAYOUT, ORDER_BANKED, 2)).toEqual({ ok: false, message: L.refusals.alreadyPaidOut });
    expect(checkOrderTransition(ORDER_BANKED, ORDER_BANKED, 2)).toEqual({ ok: false, message: L.refusals.alreadyBanked });
    expect(checkOrderTransition(ORDER_CLOSED, ORDER_BANKED, 2)).toEqual({ ok: false, message: L.refusals.closed });
    expect(checkOrderTransition(ORDER_OPEN, ORDER_BANKED, 0)).toEqual({ ok: false, message: L.refusals.empty });
  });
});

describe('rejecting a debit', () => {
  it('is possible only once collected and before the order is closed', () => {
    expect(checkItemRejection(ORDER_OPEN, { rejectedAt: null })).toEqual({ ok: false, message: L.refusals.rejectOpen });
    expect(checkItemRejection(ORDER_BANKED, { rejectedAt: null })).toEqual({ ok: true });
    expect(checkItemRejection(ORDER_PAYOUT, { rejectedAt: null })).toEqual({ ok: true });
    expect(checkItemRejection(ORDER_CLOSED, { rejectedAt: null })).toEqual({ ok: false, message: L.refusals.closed });
    expect(checkItemRejection(ORDER_BANKED, { rejectedAt: '2026-12-08' })).toEqual({ ok: false, message: L.refusals.alreadyRejected });
  });
});

describe('amounts and references', () => {
  it('collects what is still due', () => {
    expect(amountDue({ ttcCents: 12_000, creditedCents: 2_000, paidCents: 3_000 })).toBe(7_000);
    expect(amountDue({ ttcCents: 12_000, creditedCents: 12_000, paidCents: 0 })).toBe(0);
  });

  it('debits FRST under a fresh mandate, RCUR afterwards', () => {
    expect(sequenceType(false)).toBe('FRST');
    expect(sequenceType(true)).toBe('RCUR');
  });

  it('names orders by kind, year and number', () => {
    expect(orderReference('prelevement', 2026, 12)).toBe('PRLV-2026-000012');
    expect(orderReference('virement', 2027, 1)).toBe('VIR-2027-000001');
  });

  it('sums the items and keeps the rejected ones apart', () => {
    expect(
      orderTotals([
        { amountCents: 100, rejectedAt: null },
        { amountCents: 250, rejectedAt: '2026-12-08' },
      ]),
    ).toEqual({ totalCents: 350, rejectedCents: 250, collectedCents: 100 });
  });
});

describe('payees in the journal', () => {
  it('names a landlord by their member id and another payment by its own id, on six digits', () => {
    expect(landlordAccount(42, 'SCI Les Tilleuls')).toEqual({ code: 'L000042', name: 'SCI Les Tilleuls' });
    expect(otherPayeeAccount(7, 'Nettoyage')).toEqual({ code: 'P000007', name: 'Nettoyage' });
  });
});
