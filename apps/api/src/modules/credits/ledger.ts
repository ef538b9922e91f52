import { CREDIT_LABELS as L } from '@hubgrade/domain/credits/labels';
import { type CreditEntryKind, debitOutcome } from '@hubgrade/domain/credits/rules';
import { expiredPacks, type OpenPack } from '@hubgrade/domain/credits/validity';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client.ts';
import { companies, creditAccounts, creditEntries, users } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';

/**
 * The credit ledger, the face other modules book through. Every function takes the caller's
 * transaction, so a booking and its debit (or a cancellation and its refund) commit together.
 * A balance is never written: it is the `balanceAfterCents` of the account's latest entry, and
 * every writer first locks the account row, so entries of one account are written one at a time.
 */

/** Whose credits: a company's or one member's own. */
export type CreditOwner = { companyId: number } | { userId: number };

/** Who writes the entry (null for the system, as the seed). */
type Actor = { id: number } | null;

const ownerFilter = (owner: CreditOwner) =>
  'companyId' in owner ? eq(creditAccounts.companyId, owner.companyId) : eq(creditAccounts.userId, owner.userId);

/** The refusal a debit answers when the balance does not cover the price and the booking is not forced (§8). */
export const insufficientCredits = () => conflict(L.insufficient);

export function isInsufficientCredits(error: unknown): boolean {
  return error instanceof HttpError && error.status === 409 && error.message === L.insufficient;
}

async function ownerBrand(tx: Executor, owner: CreditOwner): Promise<number | null> {
  const [row] =
    'companyId' in owner
      ? await tx.select({ brandId: companies.brandId }).from(companies).where(eq(companies.id, owner.companyId))
      : await tx
          .select({ brandId: users.brandId })
          .from(users)
          .where(and(eq(users.id, owner.userId), isNull(users.deletedAt)));
  if (!row) throw notFound(L.unknownOwner);
  return row.brandId;
}

/** The owner's account id, the row created on first use (not locked). */
async function accountIdOf(tx: Tx, owner: CreditOwner): Promise<number> {
  const find = () => tx.select({ id: creditAccounts.id }).from(creditAccounts).where(ownerFilter(owner));
  const [existing] = await find();
  if (existing) return existing.id;
  const brandId = await ownerBrand(tx, owner);
  await tx
    .insert(creditAccounts)
    .values({ brandId, ...owner })
    .onConflictDoNothing();
  const [created] = await find();
  if (!created) throw new Error('credit account not created');
  return created.id;
}

/**
 * The owner's account row, created on first use, locked until the transaction ends: a second
 * writer of the same account waits here, then reads the balance the first one left. The packs
 * whose validity has ended are closed first, so that nothing is ever spent from them.
 */
export async function lockAccount(tx: Tx, owner: CreditOwner): Promise<LockedAccount> {
  // Found and locked in one statement when it exists, as it does for every payer but the first time.
  const [account] = await tx.select().from(creditAccounts).where(ownerFilter(owner)).for('update');
  return account ? lockedWithPacksClosed(tx, account, new Date()) : lockAccountById(tx, await accountIdOf(tx, owner));
}

/**
 * `lockAccount` of the member's payer (`payerOf`): found and locked in one statement when the
 * account exists, created first otherwise.
 */
export async function lockPayerAccount(tx: Tx, userId: number): Promise<LockedAccount> {
  const own = alias(creditAccounts, 'own');
  const company = alias(creditAccounts, 'company');
  const payer = tx
    .select({ id: sql<number>`coalesce(${own.id}, ${company.id})` })
    .from(users)
    .leftJoin(own, eq(own.userId, users.id))
    .leftJoin(company, and(isNull(own.id), eq(company.companyId, users.companyId)))
    .where(eq(users.id, userId));
  const [account] = await tx.select().from(creditAccounts).where(sql`${creditAccounts.id} = (${payer})`).for('update');
  return account ? lockedWithPacksClosed(tx, account, new Date()) : lockAccount(tx, await payerOf(tx, userId));
}

export interface LockedAccount {
  id: number;
  brandId: number | null;
  balance: number;
}

/** `lockAccount` for an account known by its id (the expiry pass). */
export async function lockAccountById(tx: Tx, id: number, now = new Date()): Promise<LockedAccount> {
  const [account] = await tx.select().from(creditAccounts).where(eq(creditAccounts.id, id)).for('update');
  if (!account) throw new Error('credit account not found');
  return lockedWithPacksClosed(tx, account, now);
}

/** A locked account's balance, read with whether a pack is due in the same statement; the due packs closed first. */
async function lockedWithPacksClosed(tx: Tx, account: { id: number; brandId: number | null }, now: Date): Promise<LockedAccount> {
  const [state] = await tx
    .select({
      balance: sql<number | null>`(${latestBalanceOf(tx, account.id)})`,
      due: sql<boolean>`exists (${duePackOf(tx, account.id, now)})`,
    })
    .from(sql`(select 1) as one`);
  let locked: LockedAccount = { id: account.id, brandId: account.brandId, balance: Number(state?.balance ?? 0) };
  if (!state?.due) return locked;
  for (const pack of await duePacks(tx, account.id, now)) {
    const entry = await appendEntry(tx, locked, {
      kind: 'expiry',
      label: L.expiryLabel(pack.label),
      amount: -pack.remaining,
      actor: null,
      expiryOf: pack.grantId,
    });
    locked = { ...locked, balance: entry.balanceAfter };
  }
  return locked;
}

/**
 * The packs of an account whose validity has ended at `now` and that the ledger has not closed yet,
 * with what is left of each. The whole history is read only when there is one (rare: once a pack).
 */
async function duePacks(tx: Executor, accountId: number, now: Date): Promise<(OpenPack & { label: string })[]> {
  const [due] = await duePackOf(tx, accountId, now);
  if (!due) return [];
  const entries = await tx
    .select({
      id: creditEntries.id,
      kind: creditEntries.kind,
      label: creditEntries.label,
      amount: creditEntries.amountCents,
      expiresAt: creditEntries.expiresAt,
      expiryOf: creditEntries.expiryOf,
    })
    .from(creditEntries)
    .where(eq(creditEntries.accountId, accountId))
    .orderBy(asc(creditEntries.id));
  const labels = new Map(entries.map((e) => [e.id, e.label]));
  return expiredPacks(entries, now).map((pack) => ({ ...pack, label: labels.get(pack.grantId) ?? '' }));
}

/** A grant no expiry entry has closed yet. */
const unclosed = sql`not exists (select 1 from ${creditEntries} as closing where closing.expiry_of = ${creditEntries.id})`;

/** One pack of the account whose validity has ended and that no expiry entry closed, if any. */
const duePackOf = (tx: Executor, accountId: number, now: Date) =>
  tx
    .select({ id: creditEntries.id })
    .from(creditEntries)
    .where(and(eq(creditEntries.accountId, accountId), lte(creditEntries.expiresAt, now), unclosed))
    .limit(1);

/** The accounts holding a pack whose validity has ended and that the ledger has not closed yet. */
export async function accountsWithDuePacks(tx: Executor, now = new Date()): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ accountId: creditEntries.accountId })
    .from(creditEntries)
    .where(and(lte(creditEntries.expiresAt, now), unclosed))
    .orderBy(asc(creditEntries.accountId));
  return rows.map((row) => row.accountId);
}

/**
 * Locks, in id order and in one statement, the accounts that paid what an edit changes and the
 * account of its new payer (created first when missing). Two edits moving bookings between the
 * same two payers in opposite directions then wait for each other instead of each holding one
 * account and waiting for the other's (a deadlock PostgreSQL would end with an error).
 */
export async function lockAccountsInOrder(tx: Tx, paying: readonly number[], payer: CreditOwner | null): Promise<void> {
  const ids = new Set(paying);
  if (payer) ids.add(await accountIdOf(tx, payer));
  if (ids.size === 0) return;
  await tx
    .select({ id: creditAccounts.id })
    .from(creditAccounts)
    .where(inArray(creditAccounts.id, [...ids]))
    .orderBy(creditAccounts.id)
    .for('update');
}

const latestBalanceOf = (tx: Executor, accountId: number) =>
  tx
    .select({ balance: creditEntries.balanceAfterCents })
    .from(creditEntries)
    .where(eq(creditEntries.accountId, accountId))
    .orderBy(desc(creditEntries.id))
    .limit(1);

async function latestBalance(tx: Executor, accountId: number): Promise<number> {
  const [last] = await latestBalanceOf(tx, accountId);
  return last?.balance ?? 0;
}

/**
 * The owner's balance in cents (0 without any entry), without what packs ended since the expiry
 * pass last ran still hold. Not locked: for a decision, use `debit`.
 */
export async function balanceOf(tx: Executor, owner: CreditOwner): Promise<number> {
  const [account] = await tx.select({ id: creditAccounts.id }).from(creditAccounts).where(ownerFilter(owner));
  if (!account) return 0;
  const expired = (await duePacks(tx, account.id, new Date())).reduce((sum, pack) => sum + pack.remaining, 0);
  return (await latestBalance(tx, account.id)) - expired;
}

/**
 * Whose credits a member's booking spends: the member's own when staff ever granted them credits
 * (they have an account), otherwise their company's; a member without a company spends their own.
 */
export async function payerOf(tx: Executor, userId: number): Promise<CreditOwner> {
  const [row] = await tx
    .select({ companyId: users.companyId, ownAccount: creditAccounts.id })
    .from(users)
    .leftJoin(creditAccounts, eq(creditAccounts.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound(L.unknownOwner);
  return row.ownAccount === null && row.companyId !== null ? { companyId: row.companyId } : { userId };
}

export interface NewEntry {
  kind: CreditEntryKind;
  label: string;
  amount: number;
  actor: Actor;
  refundOf?: number;
  /** A pack's grant: when its credits stop counting. */
  expiresAt?: Date;
  expiryOf?: number;
}

/** Appends one entry to a locked account. */
export async function appendEntry(tx: Tx, account: LockedAccount, entry: NewEntry): Promise<{ id: number; balanceAfter: number }> {
  const [created] = await appendEntries(tx, account, [entry]);
  if (!created) throw new Error('insert returned nothing');
  return created;
}

/**
 * Appends entries to a locked account in one statement, in their order, each balance following
 * the one before (a series' debits): answers them in the same order.
 */
export async function appendEntries(
  tx: Tx,
  account: LockedAccount,
  entries: readonly NewEntry[],
): Promise<{ id: number; balanceAfter: number }[]> {
  if (entries.length === 0) return [];
  let balance = account.balance;
  const rows = entries.map((entry) => {
    balance += entry.amount;
    return {
      accountId: account.id,
      brandId: account.brandId,
      kind: entry.kind,
      label: entry.label,
      amountCents: entry.amount,
      balanceAfterCents: balance,
      refundOf: entry.refundOf ?? null,
      expiresAt: entry.expiresAt ?? null,
      expiryOf: entry.expiryOf ?? null,
      createdBy: entry.actor?.id ?? null,
    };
  });
  const created = await tx.insert(creditEntries).values(rows).returning({ id: creditEntries.id });
  if (created.length !== rows.length) throw new Error('insert returned fewer rows');
  // The ids are drawn row after row: in ascending order they follow the VALUES, and so the balances.
  const ids = created.map((c) => c.id).sort((a, b) => a - b);
  return rows.map((row, i) => ({ id: ids[i] as number, balanceAfter: row.balanceAfterCents }));
}

export interface DebitResult {
  /** The debit entry, to give back on cancellation; null when the booking was free. */
  entryId: number | null;
  /** What was taken, in cents: the price, or less for a forced booking. */
  charged: number;
  balanceAfter: number;
}

/**
 * Takes `price` cents from the owner for a booking, under the account's lock. A balance that does
 * not cover it is refused with `insufficientCredits()` (409), unless `forced`: then what is left
 * is taken and the balance ends at 0 (members-bookings-feed §4). A free booking writes nothing.
 */
export async function debit(
  tx: Tx,
  args: { owner: CreditOwner; price: number; label: string; actor: Actor; forced?: boolean },
): Promise<DebitResult> {
  if (args.price <= 0) return { entryId: null, charged: 0, balanceAfter: await balanceOf(tx, args.owner) };
  const account = await lockAccount(tx, args.owner);
  const outcome = debitOutcome(account.balance, args.price, args.forced ?? false);
  if (!outcome.ok) throw insufficientCredits();
  const entry = await appendEntry(tx, account, { kind: 'debit', label: args.label, amount: -outcome.charged, actor: args.actor });
  return { entryId: entry.id, charged: outcome.charged, balanceAfter: entry.balanceAfter };
}

/**
 * Gives back `amount` cents of a debit (all of it when not said, never more), once: a second
 * refund of the same debit is refused (409), also by the database's unique index on `refund_of`.
 */
export async function refund(
  tx: Tx,
  args: { debitEntryId: number; label: string; actor: Actor; amount?: number },
): Promise<{ entryId: number; refunded: number }> {
  const [debited] = await tx
    .select({ id: creditEntries.id, accountId: creditEntries.accountId, amount: creditEntries.amountCents, kind: creditEntries.kind })
    .from(creditEntries)
    .where(eq(creditEntries.id, args.debitEntryId));
  if (debited?.kind !== 'debit') throw notFound();
  const [account] = await tx.select().from(creditAccounts).where(eq(creditAccounts.id, debited.accountId)).for('update');
  if (!account) throw notFound();
  const [already] = await tx.select({ id: creditEntries.id }).from(creditEntries).where(eq(creditEntries.refundOf, debited.id));
  if (already) throw conflict(L.alreadyRefunded);
  const refunded = Math.min(args.amount ?? -debited.amount, -debited.amount);
  const balance = await latestBalance(tx, account.id);
  const entry = await appendEntry(
    tx,
    { id: account.id, brandId: account.brandId, balance },
    { kind: 'refund', label: args.label, amount: refunded, actor: args.actor, refundOf: debited.id },
  );
  return { entryId: entry.id, refunded };
}
