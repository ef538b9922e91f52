import { addMonths, format, parseISO } from 'date-fns';
import { addParisDays, parisDay, parisDayStart } from '../format/paris-calendar.ts';
import type { CreditEntryKind } from './rules.ts';

/**
 * When a pack's credits stop counting: they can be spent through the Paris day `months` months
 * after the day they were granted (the month's last day when it is shorter: 31 January plus one
 * month is 28 February), and expire at the midnight that ends it.
 */
export function packExpiry(grantedAt: Date, months: number): Date {
  // parseISO reads a bare day as local midnight and format writes it back: the calendar day, whatever the zone.
  const lastDay = format(addMonths(parseISO(parisDay(grantedAt)), months), 'yyyy-MM-dd');
  return parisDayStart(addParisDays(lastDay, 1));
}

/** One entry of an account, as the validity rule reads it. */
export interface LedgerMovement {
  id: number;
  kind: CreditEntryKind;
  /** Signed cents. */
  amount: number;
  /** A pack's grant: when it ends. */
  expiresAt: Date | null;
  /** An expiry: the grant it ends. */
  expiryOf: number | null;
}

/** What is left of a pack not yet expired in the ledger. */
export interface OpenPack {
  grantId: number;
  expiresAt: Date;
  remaining: number;
}

/**
 * The packs still counted in the balance and what is left of each, replaying the entries in order.
 * Spending (a debit, a negative adjustment) takes first from the pack that ends soonest, then from
 * the credits that never expire (grants without validity, refunds, positive adjustments): so a
 * member never loses credits they could have spent. A refund comes back as credits that never
 * expire: the pack it was taken from may have ended meanwhile. An expiry closes its pack.
 */
export function openPacks(entries: readonly LedgerMovement[]): OpenPack[] {
  const packs = new Map<number, OpenPack>();
  for (const entry of entries) {
    if (entry.kind === 'expiry') {
      if (entry.expiryOf !== null) packs.delete(entry.expiryOf);
      continue;
    }
    if (entry.amount > 0) {
      if (entry.expiresAt) packs.set(entry.id, { grantId: entry.id, expiresAt: entry.expiresAt, remaining: entry.amount });
      continue;
    }
    let owed = -entry.amount;
    for (const pack of soonestFirst(packs)) {
      if (owed === 0) break;
      const taken = Math.min(pack.remaining, owed);
      pack.remaining -= taken;
      owed -= taken;
    }
  }
  return soonestFirst(packs);
}

function soonestFirst(packs: Map<number, OpenPack>): OpenPack[] {
  return [...packs.values()].sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.grantId - b.grantId);
}

/** The packs whose validity has ended at `now`, each with what it takes back (0 when all was spent). */
export function expiredPacks(entries: readonly LedgerMovement[], now: Date): OpenPack[] {
  return openPacks(entries).filter((pack) => pack.expiresAt.getTime() <= now.getTime());
}
