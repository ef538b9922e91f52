import { MANDATE_LABELS as L } from '@hubgrade/domain/signatures/labels';
import { mandateReference, mandateState, maskIban, normalizeBic, normalizeIban } from '@hubgrade/domain/signatures/rules';
import type { Mandate, MandateQuery, MandateSignBody } from '@hubgrade/domain/signatures/schemas';
import { and, count, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { contracts, sepaMandates, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { afterCursor, type KeysetSort, keysetOrder, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findScopedContract } from './contract-access.ts';

const selection = {
  mandate: sepaMandates,
  contractKind: contracts.kind,
  debtor: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
};
type MandateRow = { mandate: typeof sepaMandates.$inferSelect; contractKind: 'platform' | 'coworking'; debtor: Mandate['debtor'] };

function toMandate(row: MandateRow): Mandate {
  const m = row.mandate;
  return {
    id: m.id,
    contractId: m.contractId,
    contractKind: row.contractKind,
    brandId: m.brandId,
    debtor: row.debtor,
    holder: m.holder,
    iban: maskIban(m.iban),
    bic: m.bic,
    reference: m.reference,
    state: mandateState(m),
    signedAt: m.signedAt?.toISOString() ?? null,
    signedIp: m.signedIp,
    removedAt: m.removedAt?.toISOString() ?? null,
  };
}

function baseQuery(db: Executor) {
  return db
    .select(selection)
    .from(sepaMandates)
    .innerJoin(contracts, eq(contracts.id, sepaMandates.contractId))
    .innerJoin(users, eq(users.id, sepaMandates.userId));
}

async function findMandate(db: Executor, viewer: Pick<SessionUser, 'brandId'>, id: number): Promise<Mandate> {
  const [row] = await baseQuery(db)
    .where(and(eq(sepaMandates.id, id), brandScope(sepaMandates.brandId, viewer)))
    .limit(1);
  if (!row) throw notFound();
  return toMandate(row);
}

function stateFilter(state: MandateQuery['state']): SQL | undefined {
  if (state === 'removed') return isNotNull(sepaMandates.removedAt);
  if (state === 'pending') return and(isNull(sepaMandates.removedAt), or(isNull(sepaMandates.signedAt), isNull(sepaMandates.signedIp)));
  if (state === 'active') return and(isNull(sepaMandates.removedAt), isNotNull(sepaMandates.signedAt), isNotNull(sepaMandates.signedIp));
  return undefined;
}

/** GET /mandates: brand-scoped, 25 a page, newest first; keyset paging on the (brand, id) index. */
export async function listMandates(db: Executor, viewer: SessionUser, query: MandateQuery) {
  const sort: KeysetSort =
    query.sortBy === 'signedAt'
      ? { column: sql`coalesce(${sepaMandates.signedAt}, ${sepaMandates.createdAt})`, id: sepaMandates.id, desc: query.sortDesc }
      : { column: sepaMandates.id, id: sepaMandates.id, desc: query.sortDesc };
  const search = query.search
    ? or(
        ilike(
          sql`${sepaMandates.holder} || ' ' || ${sepaMandates.reference} || ' ' || ${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}`,
          likePattern(query.search),
        ),
        /^\d{1,9}$/.test(query.search) ? eq(sepaMandates.contractId, Number(query.search)) : undefined,
      )
    : undefined;
  const where = and(
    brandScope(sepaMandates.brandId, viewer),
    stateFilter(query.state),
    query.contractId ? eq(sepaMandates.contractId, query.contractId) : undefined,
    search,
  );
  const window = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(and(where, afterCursor(sort, query.after)))
      .orderBy(...keysetOrder(sort))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(sepaMandates).innerJoin(users, eq(users.id, sepaMandates.userId)).where(where),
  ]);
  const page = pageOf(rows, query.itemsPerPage, (row) => [
    query.sortBy === 'signedAt' ? (row.mandate.signedAt ?? row.mandate.createdAt) : row.mandate.id,
    row.mandate.id,
  ]);
  return { items: page.items.map(toMandate), total: total?.n ?? 0, next: page.next };
}

/** A mandate no longer collects: removed now, with its history entry. */
async function removeRow(tx: Executor, actor: SessionUser, mandate: typeof sepaMandates.$inferSelect, now: Date) {
  await tx.update(sepaMandates).set({ removedAt: now }).where(eq(sepaMandates.id, mandate.id));
  await recordHistory(tx, {
    entity: 'mandate',
    entityId: mandate.id,
    brandId: mandate.brandId,
    actor,
    oldData: { removedAt: null },
    newData: { removedAt: now.toISOString() },
  });
}

async function setSubscription(
  tx: Executor,
  actor: SessionUser,
  contract: { id: number; brandId: number | null; subscription: number },
  value: 0 | 1,
) {
  if (contract.subscription === value) return;
  await tx.update(contracts).set({ subscription: value }).where(eq(contracts.id, contract.id));
  await recordHistory(tx, {
    entity: 'contract',
    entityId: contract.id,
    brandId: contract.brandId,
    actor,
    oldData: { subscription: contract.subscription },
    newData: { subscription: value },
  });
}

/**
 * POST /bookings/{id}/mandates: the tenant's mandate, signed now from the caller's IP. Any active
 * mandate of the contract is removed first and the contract is collected by direct debit
 * (subscription 1: the payment badge reads Auto), all in one transaction.
 */
export async function signMandate(db: Db, actor: SessionUser, contractId: number, body: MandateSignBody, ip: string): Promise<Mandate> {
  const id = await db.transaction(async (tx) => {
    const contract = await findScopedContract(tx, actor, contractId, { lock: true });
    if (contract.state === 6) throw conflict(L.contractClosed);
    const now = new Date();
    const current = await tx
      .select()
      .from(sepaMandates)
      .where(and(eq(sepaMandates.contractId, contractId), isNull(sepaMandates.removedAt)));
    for (const mandate of current) await removeRow(tx, actor, mandate, now);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(sepaMandates).where(eq(sepaMandates.contractId, contractId));
    const [row] = await tx
      .insert(sepaMandates)
      .values({
        brandId: contract.brandId,
        contractId,
        userId: contract.tenantId,
        holder: body.holder,
        iban: normalizeIban(body.iban),
        bic: body.bic?.trim() ? normalizeBic(body.bic) : null,
        reference: mandateReference(contractId, n + 1, contract.brandId),
        signedAt: now,
        signedIp: ip,
      })
      .returning();
    if (!row) throw new Error('mandate not returned');
    await recordHistory(tx, {
      entity: 'mandate',
      entityId: row.id,
      brandId: row.brandId,
      actor,
      oldData: null,
      newData: {
        contractId,
        holder: row.holder,
        iban: maskIban(row.iban),
        bic: row.bic,
        reference: row.reference,
        signedAt: now.toISOString(),
        signedIp: ip,
      },
    });
    await setSubscription(tx, actor, contract, 1);
    return row.id;
  });
  return findMandate(db, actor, id);
}

/** DELETE /mandates/{id}: removed (kept, with removedAt); without another active mandate the contract goes back to manual payment. */
export async function removeMandate(db: Db, actor: SessionUser, id: number): Promise<Mandate> {
  await db.transaction(async (tx) => {
    const [mandate] = await tx
      .select()
      .from(sepaMandates)
      .where(and(eq(sepaMandates.id, id), brandScope(sepaMandates.brandId, actor)))
      .for('update');
    if (!mandate) throw notFound();
    if (mandate.removedAt) throw conflict(L.alreadyRemoved);
    const contract = await findScopedContract(tx, actor, mandate.contractId, { lock: true });
    await removeRow(tx, actor, mandate, new Date());
    const [other] = await tx
      .select({ id: sepaMandates.id })
      .from(sepaMandates)
      .where(and(eq(sepaMandates.contractId, contract.id), isNull(sepaMandates.removedAt), ne(sepaMandates.id, id)))
      .limit(1);
    if (!other) await setSubscription(tx, actor, contract, 0);
  });
  return findMandate(db, actor, id);
}
