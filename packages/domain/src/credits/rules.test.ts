import { describe, expect, it } from 'vitest';
import { balanceOfEntries, debitOutcome, manualEntryRefusal, signedAmount } from './rules.ts';

describe('debitOutcome', () => {
  it('takes the price when the balance covers it, down to exactly 0', () => {
    expect(debitOutcome(5000, 2000, false)).toEqual({ ok: true, charged: 2000, balanceAfter: 3000 });
    expect(debitOutcome(2000, 2000, false)).toEqual({ ok: true, charged: 2000, balanceAfter: 0 });
  });
  it('refuses a booking the balance does not cover', () => {
    expect(debitOutcome(1500, 2000, false)).toEqual({ ok: false, balance: 1500, price: 2000 });
    expect(debitOutcome(0, 1, false).ok).toBe(false);
  });
  it('a forced booking takes what is left and leaves the balance at 0', () => {
    expect(debitOutcome(1500, 2000, true)).toEqual({ ok: true, charged: 1500, balanceAfter: 0 });
    expect(debitOutcome(0, 2000, true)).toEqual({ ok: true, charged: 0, balanceAfter: 0 });
  });
  it('a free booking costs nothing, whatever the balance', () => {
    expect(debitOutcome(0, 0, false)).toEqual({ ok: true, charged: 0, balanceAfter: 0 });
  });
});

describe('manualEntryRefusal', () => {
  it('a grant must add credits', () => {
    expect(manualEntryRefusal('grant', 0, 100)).toBe('amountPositive');
    expect(manualEntryRefusal('grant', -5, 100)).toBe('amountPositive');
    expect(manualEntryRefusal('grant', 5000, 0)).toBeNull();
  });
  it('an adjustment may remove credits, never below 0', () => {
    expect(manualEntryRefusal('adjustment', -100, 100)).toBeNull();
    expect(manualEntryRefusal('adjustment', -101, 100)).toBe('belowZero');
    expect(manualEntryRefusal('adjustment', 300, 0)).toBeNull();
  });
});

describe('entries', () => {
  it('debits subtract, grants and refunds add, and the balance is their sum', () => {
    const amounts = [signedAmount('grant', 10_000), signedAmount('debit', 2500), signedAmount('refund', 2500), signedAmount('debit', 4000)];
    expect(amounts).toEqual([10_000, -2500, 2500, -4000]);
    expect(balanceOfEntries(amounts)).toBe(6000);
  });
});
