import { MEMBER_LABELS as L } from '@hubgrade/domain/members/labels';
import { accountValidatedMail } from '@hubgrade/domain/members/mails';
import { canManageUser, isPending } from '@hubgrade/domain/members/rules';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { queueMail } from '../../lib/mail.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findLinkBrand, linkBase } from '../auth/mail-links.ts';
import { anonymiseMember } from './removal.ts';
import type { UserRow } from './service.ts';

/**
 * The pending accounts named by a bulk action, locked in id order (two admins validating
 * overlapping selections wait for each other instead of deadlocking). All or nothing: one id
 * outside the viewer's scope is 404, one account no longer pending is 409.
 */
async function lockPending(tx: Tx, actor: SessionUser, ids: number[]): Promise<UserRow[]> {
  const rows = await tx
    .select()
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt), brandScope(users.brandId, actor)))
    .orderBy(asc(users.id))
    .for('update');
  if (rows.length !== ids.length) throw notFound();
  if (rows.some((row) => !isPending(row.enabled, row.lastLogin))) throw conflict(L.notPending);
  if (rows.some((row) => !canManageUser(actor.roles, row.roles))) throw forbidden(L.higherRights);
  return rows;
}

/** POST /users/incoming/validate: each account is enabled and its owner told by mail. */
export async function validateIncoming(db: Db, config: Pick<Config, 'publicUrl'>, actor: SessionUser, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await lockPending(tx, actor, ids);
    await tx.update(users).set({ enabled: true }).where(inArray(users.id, ids));
    for (const row of rows) {
      await recordHistory(tx, {
        entity: 'user',
        entityId: row.id,
        brandId: row.brandId,
        actor,
        oldData: { enabled: false },
        newData: { enabled: true },
      });
      const brand = await findLinkBrand(tx, row.brandId);
      const mail = accountValidatedMail({ firstName: row.firstName, link: `${linkBase(config, brand)}/connexion`, platform: brand?.name });
      await queueMail(tx, { to: row.email, ...mail, brandId: row.brandId });
    }
    return rows.length;
  });
}

/** POST /users/incoming/refuse: each account is deleted (soft, anonymised) as "Supprimer le membre" does. */
export async function refuseIncoming(db: Db, actor: SessionUser, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await lockPending(tx, actor, ids);
    for (const row of rows) await anonymiseMember(tx, actor, row);
    return rows.length;
  });
}
