import { describe, expect, it } from 'vitest';
import { cardAmount } from './rules.ts';

const invoice = { state: 1, type: 3, ttcCents: 12_000, creditedCents: 0, paidCents: 0 };

describe('cardAmount', () => {
  it('charges what is still owed', () => {
    expect(cardAmount(invoice)).toBe(12_000);
    expect(cardAmount({ ...invoice, paidCents: 2_000, creditedCents: 1_000 })).toBe(9_000);
    expect(cardAmount({ ...invoice, state: 0 })).toBe(12_000);
  });
  it('refuses a paid, cancelled or credit-note invoice, or one with nothing owed', () => {
    expect(cardAmount({ ...invoice, state: 2 })).toBeNull();
    expect(cardAmount({ ...invoice, state: 3 })).toBeNull();
    expect(cardAmount({ ...invoice, type: 5 })).toBeNull();
    expect(cardAmount({ ...invoice, paidCents: 12_000 })).toBeNull();
  });
});
