import { normalizeFrenchMobile } from '@hubgrade/domain/auth/rules';
import { MEMBER_LABELS as L } from '@hubgrade/domain/members/labels';
import { canManageUser } from '@hubgrade/domain/members/rules';
import type { Member, MemberPatch } from '@hubgrade/domain/members/schemas';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { endSessions } from '../../lib/sessions.ts';
import { refreshSearchTextsOf } from '../contracts/search-text.ts';
import { findMember } from './queries.ts';

export type UserRow = typeof users.$inferSelect;
type Changes = Partial<Pick<UserRow, keyof MemberPatch>>;

function changesOf(patch: MemberPatch): Changes {
  const changes: Changes = {};
  if (patch.enabled !== undefined) changes.enabled = patch.enabled;
  if (patch.companyOwner !== undefined) changes.companyOwner = patch.companyOwner;
  if (patch.firstName !== undefined) changes.firstName = patch.firstName;
  if (patch.lastName !== undefined) changes.lastName = patch.lastName;
  if (patch.mobile !== undefined) changes.mobile = normalizeFrenchMobile(patch.mobile);
  return changes;
}

function before(row: UserRow, changes: Changes): Changes {
  return Object.fromEntries(Object.keys(changes).map((k) => [k, row[k as keyof Changes]]));
}

/** Members-bookings-feed §4: a company has one owner; naming one first clears the others. */
async function clearOtherOwners(tx: Tx, actor: SessionUser, target: UserRow): Promise<void> {
  if (target.companyId === null) throw badRequest(L.noCompany, { 'hubgrade_user.companyOwner': [L.noCompany] });
  // Owner changes of one company take turns: two at once would each keep their own owner.
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, target.companyId)).for('update');
  const demoted = await tx
    .update(users)
    .set({ companyOwner: false })
    .where(
      and(
        eq(users.companyId, target.companyId),
        eq(users.companyOwner, true),
        ne(users.id, target.id),
        isNull(users.deletedAt),
        brandScope(users.brandId, actor),
      ),
    )
    .returning({ id: users.id, brandId: users.brandId });
  for (const user of demoted) {
    await recordHistory(tx, {
      entity: 'user',
      entityId: user.id,
      brandId: user.brandId,
      actor,
      oldData: { companyOwner: true },
      newData: { companyOwner: false },
    });
  }
}

/**
 * The member a change is about, locked for the transaction: another brand's or a deleted account
 * is 404, an account ranked above the actor 403.
 */
export async function lockMember(tx: Tx, actor: SessionUser, id: number): Promise<UserRow> {
  const [target] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), brandScope(users.brandId, actor)))
    .for('update');
  if (!target) throw notFound();
  if (!canManageUser(actor.roles, target.roles)) throw forbidden(L.higherRights);
  return target;
}

/** §6: the company actions are for employees; an owner already has them all (409), a user without company has none (400). */
export function assertEmployee(target: UserRow, field: string): void {
  if (target.companyOwner) throw conflict(L.ownerRefused);
  if (target.companyId === null) throw badRequest(L.noCompany, { [field]: [L.noCompany] });
}

/** The user's words that the contracts and messages searches copy. */
const SEARCHED_USER_FIELDS = ['firstName', 'lastName', 'email', 'companyId'];

/** PATCH /users/{id}: checks, change and history entry in one transaction. */
export async function patchMember(db: Db, actor: SessionUser, id: number, patch: MemberPatch): Promise<Member> {
  await db.transaction(async (tx) => {
    const target = await lockMember(tx, actor, id);
    if (patch.enabled === false && target.id === actor.id) throw forbidden(L.cannotDisableSelf);
    if (patch.companyOwner === true && target.companyOwner) throw conflict(L.ownerRefused);
    if (patch.companyOwner === true) await clearOtherOwners(tx, actor, target);

    const changes = changesOf(patch);
    await tx.update(users).set(changes).where(eq(users.id, id));
    if (SEARCHED_USER_FIELDS.some((field) => field in changes)) await refreshSearchTextsOf(tx, { userId: id });
    await recordHistory(tx, {
      entity: 'user',
      entityId: id,
      brandId: target.brandId,
      actor,
      oldData: before(target, changes),
      newData: changes,
    });
  });
  return findMember(db, actor, id);
}

/**
 * POST /users/{id}/disable: the account is switched off with its history entry, and its sessions
 * end for good: re-enabling the account later does not bring back a token signed before.
 */
export async function disableMember(db: Db, actor: SessionUser, id: number): Promise<Member> {
  await db.transaction(async (tx) => {
    const target = await lockMember(tx, actor, id);
    if (target.id === actor.id) throw forbidden(L.cannotDisableSelf);
    if (!target.enabled) throw conflict(L.alreadyDisabled);
    await tx
      .update(users)
      .set({ enabled: false, ...endSessions() })
      .where(eq(users.id, id));
    await recordHistory(tx, {
      entity: 'user',
      entityId: id,
      brandId: target.brandId,
      actor,
      oldData: { enabled: true },
      newData: { enabled: false },
    });
  });
  return findMember(db, actor, id);
}
