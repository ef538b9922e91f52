import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { KEY_LABELS as L } from '@hubgrade/domain/keys/labels';
import { isReturnDateValid } from '@hubgrade/domain/keys/rules';
import type {
  KeyAssignment,
  KeyAssignmentBody,
  KeyReturnBody,
  KeyTariff,
  KeyTariffBody,
  KeyTariffPatch,
} from '@hubgrade/domain/keys/schemas';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { keyAssignments, keyTariffs, keyTypes, sites, users } from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findAssignment, findTariff } from './queries.ts';

/** A unique index refused the write: two requests raced past the checks (or the check is the index). */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint === undefined || e.constraint === constraint;
  }
  return false;
}

async function guardUnique<T>(constraint: string, message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw conflict(message);
    throw error;
  }
}

/** The site of the caller's scope, and a key type offered to that site's brand; 400 on the field otherwise. */
async function resolveSiteAndType(tx: Tx, actor: SessionUser, siteId: number, typeId: number) {
  const [site] = await tx
    .select({ id: sites.id, brandId: sites.brandId })
    .from(sites)
    .where(and(eq(sites.id, siteId), brandScope(sites.brandId, actor)));
  if (!site) throw badRequest(L.unknownSite, { espace: [L.unknownSite] });
  const [type] = await tx
    .select({ id: keyTypes.id, brandId: keyTypes.brandId })
    .from(keyTypes)
    .where(and(eq(keyTypes.id, typeId), or(isNull(keyTypes.brandId), ofBrand(keyTypes.brandId, site.brandId))));
  if (!type) {
    const [exists] = await tx.select({ id: keyTypes.id }).from(keyTypes).where(eq(keyTypes.id, typeId));
    const message = exists ? L.typeNotForSite : L.unknownType;
    throw badRequest(message, { type: [message] });
  }
  return site;
}

async function checkNoDuplicate(tx: Tx, siteId: number, typeId: number, exceptId: number | null) {
  const [duplicate] = await tx
    .select({ id: keyTariffs.id })
    .from(keyTariffs)
    .where(
      and(eq(keyTariffs.siteId, siteId), eq(keyTariffs.keyTypeId, typeId), exceptId === null ? undefined : ne(keyTariffs.id, exceptId)),
    );
  if (duplicate) throw conflict(L.duplicate);
}

async function lockTariff(tx: Tx, actor: SessionUser, id: number) {
  const [tariff] = await tx
    .select()
    .from(keyTariffs)
    .where(and(eq(keyTariffs.id, id), brandScope(keyTariffs.brandId, actor)))
    .for('update');
  if (!tariff) throw notFound();
  return tariff;
}

async function heldCount(tx: Tx, tariffId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(keyAssignments)
    .where(and(eq(keyAssignments.tariffId, tariffId), isNull(keyAssignments.returnedOn)));
  return Number(row?.n ?? 0);
}

const snapshot = (t: typeof keyTariffs.$inferSelect) => ({ espace: t.siteId, type: t.keyTypeId, price: t.priceCents });

/** POST /key_tarif: a price for one key type at one site (one per type and site). */
export async function createTariff(db: Db, actor: SessionUser, body: KeyTariffBody): Promise<KeyTariff> {
  const id = await guardUnique('key_tariffs_site_type_unique', L.duplicate, () =>
    db.transaction(async (tx) => {
      const site = await resolveSiteAndType(tx, actor, body.espace, body.type);
      await checkNoDuplicate(tx, body.espace, body.type, null);
      const [created] = await tx
        .insert(keyTariffs)
        .values({ brandId: site.brandId, siteId: body.espace, keyTypeId: body.type, priceCents: body.price })
        .returning();
      if (!created) throw new Error('insert returned nothing');
      await recordHistory(tx, {
        entity: 'key',
        entityId: created.id,
        brandId: created.brandId,
        actor,
        oldData: null,
        newData: snapshot(created),
      });
      return created.id;
    }),
  );
  return findTariff(db, actor, id);
}

/** PATCH /patch/key_tarif/{id}: type, site or price; the site stays while keys are held. */
export async function patchTariff(db: Db, actor: SessionUser, id: number, patch: KeyTariffPatch): Promise<KeyTariff> {
  await guardUnique('key_tariffs_site_type_unique', L.duplicate, () =>
    db.transaction(async (tx) => {
      const tariff = await lockTariff(tx, actor, id);
      const siteId = patch.espace ?? tariff.siteId;
      const typeId = patch.type ?? tariff.keyTypeId;
      const site = await resolveSiteAndType(tx, actor, siteId, typeId);
      if (siteId !== tariff.siteId && (await heldCount(tx, id)) > 0) throw conflict(L.siteChangeWhileHeld);
      if (siteId !== tariff.siteId || typeId !== tariff.keyTypeId) await checkNoDuplicate(tx, siteId, typeId, id);
      const [updated] = await tx
        .update(keyTariffs)
        .set({ siteId, keyTypeId: typeId, brandId: site.brandId, priceCents: patch.price ?? tariff.priceCents, updatedAt: new Date() })
        .where(eq(keyTariffs.id, id))
        .returning();
      if (!updated) throw notFound();
      await recordHistory(tx, {
        entity: 'key',
        entityId: id,
        brandId: updated.brandId,
        actor,
        oldData: snapshot(tariff),
        newData: snapshot(updated),
      });
    }),
  );
  return findTariff(db, actor, id);
}

/** DELETE /key_tarif/{id}: refused while a member still holds one of its keys. */
export async function deleteTariff(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const tariff = await lockTariff(tx, actor, id);
    if ((await heldCount(tx, id)) > 0) throw conflict(L.stillAssigned);
    await tx.delete(keyTariffs).where(eq(keyTariffs.id, id));
    await recordHistory(tx, { entity: 'key', entityId: id, brandId: tariff.brandId, actor, oldData: snapshot(tariff), newData: null });
  });
}

/** POST /key_tarif/{id}/assignments: one key or badge of this tariff handed to a member of the site's brand. */
export async function assignKey(db: Db, actor: SessionUser, tariffId: number, body: KeyAssignmentBody): Promise<KeyAssignment> {
  const id = await guardUnique('key_assignments_held_label_idx', L.assignment.labelTaken, () =>
    db.transaction(async (tx) => {
      const tariff = await lockTariff(tx, actor, tariffId);
      const [member] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.id, body.user), isNull(users.deletedAt), ofBrand(users.brandId, tariff.brandId), brandScope(users.brandId, actor)),
        );
      if (!member) throw badRequest(L.assignment.memberOutOfScope, { user: [L.assignment.memberOutOfScope] });
      const [taken] = await tx
        .select({ id: keyAssignments.id })
        .from(keyAssignments)
        .where(
          and(
            eq(keyAssignments.tariffId, tariffId),
            isNull(keyAssignments.returnedOn),
            sql`lower(${keyAssignments.label}) = lower(${body.label})`,
          ),
        );
      if (taken) throw conflict(L.assignment.labelTaken);
      const assignedOn = body.assignedAt ?? parisDay();
      const [created] = await tx
        .insert(keyAssignments)
        .values({ tariffId, brandId: tariff.brandId, userId: member.id, label: body.label, assignedOn })
        .returning({ id: keyAssignments.id });
      if (!created) throw new Error('insert returned nothing');
      await recordHistory(tx, {
        entity: 'key',
        entityId: tariffId,
        brandId: tariff.brandId,
        actor,
        oldData: null,
        newData: { assignment: created.id, user: member.id, label: body.label, assignedAt: assignedOn },
      });
      return created.id;
    }),
  );
  return findAssignment(db, id);
}

/** POST /key_assignments/{id}/return: the key came back; the day cannot precede the handover. */
export async function returnKey(db: Db, actor: SessionUser, id: number, body: KeyReturnBody): Promise<KeyAssignment> {
  await db.transaction(async (tx) => {
    const [assignment] = await tx
      .select({
        id: keyAssignments.id,
        tariffId: keyAssignments.tariffId,
        brandId: keyAssignments.brandId,
        assignedOn: keyAssignments.assignedOn,
        returnedOn: keyAssignments.returnedOn,
      })
      .from(keyAssignments)
      .where(and(eq(keyAssignments.id, id), brandScope(keyAssignments.brandId, actor)))
      .for('update');
    if (!assignment) throw notFound();
    if (assignment.returnedOn !== null) throw conflict(L.assignment.alreadyReturned);
    const returnedOn = body.returnedAt ?? parisDay();
    if (!isReturnDateValid(assignment.assignedOn, returnedOn)) {
      throw badRequest(L.assignment.returnBeforeAssign, { returnedAt: [L.assignment.returnBeforeAssign] });
    }
    await tx.update(keyAssignments).set({ returnedOn }).where(eq(keyAssignments.id, id));
    await recordHistory(tx, {
      entity: 'key',
      entityId: assignment.tariffId,
      brandId: assignment.brandId,
      actor,
      oldData: { assignment: id, returnedAt: null },
      newData: { assignment: id, returnedAt: returnedOn },
    });
  });
  return findAssignment(db, id);
}
