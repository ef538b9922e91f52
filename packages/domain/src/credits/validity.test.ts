import { describe, expect, it } from 'vitest';
import { expiredPacks, type LedgerMovement, openPacks, packExpiry } from './validity.ts';

const at = (iso: string) => new Date(iso);

describe('packExpiry', () => {
  it('keeps the credits through the same day M months later in Paris, ending at the midnight after it', () => {
    // 27/11/2026 at 10:00 Paris, 3 months: usable through 27/02/2027, expired at 28/02/2027 00:00 Paris (23:00 UTC the day before).
    expect(packExpiry(at('2026-11-27T09:00:00Z'), 3).toISOString()).toBe('2027-02-27T23:00:00.000Z');
  });

  it('counts the Paris day, not the UTC one: 00:30 Paris on 1 March is still 28 February in UTC', () => {
    expect(packExpiry(at('2026-02-28T23:30:00Z'), 1).toISOString()).toBe('2026-04-01T22:00:00.000Z');
  });

  it('stops at the last day of a shorter month', () => {
    // 31/01/2027 + 1 month → 28/02/2027, expired at 01/03/2027 00:00 Paris.
    expect(packExpiry(at('2027-01-31T12:00:00Z'), 1).toISOString()).toBe('2027-02-28T23:00:00.000Z');
  });

  it('follows the change to summer time: midnight Paris is 22:00 UTC in April', () => {
    expect(packExpiry(at('2027-01-15T12:00:00Z'), 3).toISOString()).toBe('2027-04-15T22:00:00.000Z');
  });
});

const grant = (id: number, amount: number, expiresAt: string | null): LedgerMovement => ({
  id,
  kind: 'grant',
  amount,
  expiresAt: expiresAt ? at(expiresAt) : null,
  expiryOf: null,
});
const debit = (id: number, amount: number): LedgerMovement => ({ id, kind: 'debit', amount: -amount, expiresAt: null, expiryOf: null });
const refund = (id: number, amount: number): LedgerMovement => ({ id, kind: 'refund', amount, expiresAt: null, expiryOf: null });
const expiry = (id: number, of: number, amount: number): LedgerMovement => ({
  id,
  kind: 'expiry',
  amount: -amount,
  expiresAt: null,
  expiryOf: of,
});

describe('openPacks', () => {
  it('spends the pack that ends soonest first, then the credits that never expire', () => {
    const entries = [grant(1, 5000, null), grant(2, 3000, '2027-03-01T00:00:00Z'), grant(3, 2000, '2027-01-01T00:00:00Z'), debit(4, 2500)];
    expect(openPacks(entries).map((p) => [p.grantId, p.remaining])).toEqual([
      [3, 0],
      [2, 2500],
    ]);
  });

  it('takes from the credits that never expire once every pack is spent', () => {
    const entries = [grant(1, 1000, '2027-01-01T00:00:00Z'), grant(2, 5000, null), debit(3, 4000)];
    expect(openPacks(entries).map((p) => p.remaining)).toEqual([0]);
  });

  it('gives a refund back as credits that never expire, the pack keeping what was spent from it', () => {
    const entries = [grant(1, 3000, '2027-01-01T00:00:00Z'), debit(2, 3000), refund(3, 3000)];
    expect(openPacks(entries).map((p) => p.remaining)).toEqual([0]);
  });

  it('closes a pack once its expiry is written', () => {
    const entries = [grant(1, 3000, '2027-01-01T00:00:00Z'), debit(2, 1000), expiry(3, 1, 2000), grant(4, 500, '2027-06-01T00:00:00Z')];
    expect(openPacks(entries).map((p) => p.grantId)).toEqual([4]);
  });

  it('spends a negative adjustment like a booking', () => {
    const entries: LedgerMovement[] = [
      grant(1, 3000, '2027-01-01T00:00:00Z'),
      { id: 2, kind: 'adjustment', amount: -1000, expiresAt: null, expiryOf: null },
      { id: 3, kind: 'adjustment', amount: 700, expiresAt: null, expiryOf: null },
    ];
    expect(openPacks(entries).map((p) => p.remaining)).toEqual([2000]);
  });
});

describe('expiredPacks', () => {
  const entries = [grant(1, 3000, '2027-01-01T00:00:00Z'), grant(2, 2000, '2027-02-01T00:00:00Z'), debit(3, 500)];

  it('lists the packs ended at the instant, with what each takes back', () => {
    expect(expiredPacks(entries, at('2027-01-01T00:00:00Z'))).toEqual([
      { grantId: 1, expiresAt: at('2027-01-01T00:00:00Z'), remaining: 2500 },
    ]);
  });

  it('lists none before the end, and a spent pack with nothing to take back after it', () => {
    expect(expiredPacks(entries, at('2026-12-31T23:59:59Z'))).toEqual([]);
    expect(expiredPacks([...entries, debit(4, 2500)], at('2027-01-02T00:00:00Z')).map((p) => p.remaining)).toEqual([0]);
  });
});
