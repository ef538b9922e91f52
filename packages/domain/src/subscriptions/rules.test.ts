import { describe, expect, it } from 'vitest';
import {
  commitmentEnd,
  earliestEnd,
  monthBilling,
  nextBillingMonth,
  nextInvoiceOn,
  SUBSCRIPTION_AWAITING_INVOICE,
  SUBSCRIPTION_AWAITING_PAYMENT,
  SUBSCRIPTION_CANCELLED,
  SUBSCRIPTION_ENDED,
  SUBSCRIPTION_RUNNING,
  subscriptionNext,
} from './rules.ts';

describe('the subscription state machine', () => {
  it('waits for its first invoice, then for its payment, then runs', () => {
    expect(subscriptionNext(SUBSCRIPTION_AWAITING_INVOICE, 'invoiced')).toBe(SUBSCRIPTION_AWAITING_PAYMENT);
    expect(subscriptionNext(SUBSCRIPTION_AWAITING_PAYMENT, 'paid')).toBe(SUBSCRIPTION_RUNNING);
    expect(subscriptionNext(SUBSCRIPTION_RUNNING, 'invoiced')).toBe(SUBSCRIPTION_AWAITING_PAYMENT);
  });
  it('ends when the invoice of its last month is paid', () => {
    expect(subscriptionNext(SUBSCRIPTION_RUNNING, 'lastPaid')).toBe(SUBSCRIPTION_ENDED);
    expect(subscriptionNext(SUBSCRIPTION_AWAITING_PAYMENT, 'lastPaid')).toBe(SUBSCRIPTION_ENDED);
  });
  it('is cancelled only before its first invoice', () => {
    expect(subscriptionNext(SUBSCRIPTION_AWAITING_INVOICE, 'cancel')).toBe(SUBSCRIPTION_CANCELLED);
    expect(subscriptionNext(SUBSCRIPTION_AWAITING_PAYMENT, 'cancel')).toBeNull();
    expect(subscriptionNext(SUBSCRIPTION_RUNNING, 'cancel')).toBeNull();
  });
  it('never leaves a closed state', () => {
    for (const event of ['invoiced', 'paid', 'lastPaid', 'cancel'] as const) {
      expect(subscriptionNext(SUBSCRIPTION_ENDED, event)).toBeNull();
      expect(subscriptionNext(SUBSCRIPTION_CANCELLED, event)).toBeNull();
    }
  });
  it('is not paid before it is invoiced', () => {
    expect(subscriptionNext(SUBSCRIPTION_AWAITING_INVOICE, 'paid')).toBeNull();
  });
});

describe('commitment and notice', () => {
  it('commits until the day before the anniversary', () => {
    expect(commitmentEnd('2026-01-15', 12)).toBe('2027-01-14');
    expect(commitmentEnd('2026-01-31', 1)).toBe('2026-02-27');
    expect(commitmentEnd('2026-03-01', 0)).toBe('2026-03-01');
  });
  it('ends a month after the notice at the earliest, never inside the commitment', () => {
    expect(earliestEnd({ startOn: '2026-01-15', commitmentEndOn: '2026-02-14' }, '2026-11-27')).toBe('2026-12-27');
    expect(earliestEnd({ startOn: '2026-01-15', commitmentEndOn: '2027-01-14' }, '2026-11-27')).toBe('2027-01-14');
    expect(earliestEnd({ startOn: '2027-06-01', commitmentEndOn: '2027-06-01' }, '2026-11-27')).toBe('2027-06-01');
  });
});

describe('a month of a subscription', () => {
  const terms = { startOn: '2026-11-16', endOn: null, monthlyPriceCents: 9_900, monthlyCreditsCents: 5_000 };
  it('bills the first month pro rata of its days, to the cent', () => {
    // 15 days of November's 30.
    expect(monthBilling(terms, '2026-11')).toEqual({
      period: { from: '2026-11-16', to: '2026-11-30' },
      quantity: 0.5,
      amountCents: 4_950,
      creditsCents: 2_500,
      last: false,
    });
  });
  it('bills a whole month whole', () => {
    expect(monthBilling(terms, '2026-12')).toMatchObject({ quantity: 1, amountCents: 9_900, creditsCents: 5_000 });
  });
  it('bills the last month pro rata up to the end', () => {
    // 10 days of February 2027's 28: 0.3571 of 99.00 € = 35.35 €.
    const ending = { ...terms, endOn: '2027-02-10' };
    expect(monthBilling(ending, '2027-02')).toEqual({
      period: { from: '2027-02-01', to: '2027-02-10' },
      quantity: 0.3571,
      amountCents: 3_535,
      creditsCents: 1_786,
      last: true,
    });
  });
  it('bills nothing outside its days', () => {
    expect(monthBilling(terms, '2026-10')).toBeNull();
    expect(monthBilling({ ...terms, endOn: '2026-12-31' }, '2027-01')).toBeNull();
  });
  it('knows which month comes next', () => {
    const sub = { startOn: '2026-11-16', endOn: null, billedThrough: null, state: SUBSCRIPTION_AWAITING_INVOICE } as const;
    expect(nextBillingMonth(sub)).toBe('2026-11');
    expect(nextInvoiceOn(sub)).toBe('2026-11-16');
    expect(nextBillingMonth({ ...sub, billedThrough: '2026-12', state: SUBSCRIPTION_RUNNING })).toBe('2027-01');
    expect(nextInvoiceOn({ ...sub, billedThrough: '2026-12', state: SUBSCRIPTION_RUNNING })).toBe('2027-01-01');
    expect(nextBillingMonth({ ...sub, endOn: '2027-01-10', billedThrough: '2027-01', state: SUBSCRIPTION_RUNNING })).toBeNull();
    expect(nextBillingMonth({ ...sub, state: SUBSCRIPTION_CANCELLED })).toBeNull();
  });
});
