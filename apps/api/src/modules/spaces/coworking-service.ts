import type { CoworkingSpace, CoworkingSpaceBody, CoworkingSpacePatch } from '@hubgrade/domain/spaces/coworking-schemas';
import { COWORKING_LABELS as L } from '@hubgrade/domain/spaces/labels';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { coworkingSpaces, sites } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findCoworkingSpace, seatsHeldOf } from './coworking-queries.ts';

type SpaceRow = typeof coworkingSpaces.$inferSelect;

/** The site of the caller's scope that the space belongs to; 400 on the field otherwise. */
async function resolveSite(tx: Tx, actor: SessionUser, siteId: number) {
  const [site] = await tx
    .select({ id: sites.id, brandId: sites.brandId })
    .from(sites)
    .where(and(eq(sites.id, siteId), brandScope(sites.brandId, actor)));
  if (!site) throw badRequest(L.unknownSite, { espace: [L.unknownSite] });
  return site;
}

const snapshot = (space: SpaceRow) => ({
  name: space.name,
  color: space.color,
  espace: space.siteId,
  contractCapacity: space.contractCapacity,
  reservationCapacity: space.reservationCapacity,
  openingHour: space.openingHour,
  closingHour: space.closingHour,
  dailyPrice: space.dailyPriceCents,
});

function columnsOf(fields: Partial<CoworkingSpaceBody>) {
  return {
    name: fields.name,
    color: fields.color,
    siteId: fields.espace,
    contractCapacity: fields.contractCapacity,
    reservationCapacity: fields.reservationCapacity,
    openingHour: fields.openingHour,
    closingHour: fields.closingHour,
    dailyPriceCents: fields.dailyPrice,
  };
}

/** POST /coworking: a coworking space at a site of the caller's scope, with its history entry. */
export async function createCoworkingSpace(db: Db, actor: SessionUser, body: CoworkingSpaceBody): Promise<CoworkingSpace> {
  const id = await db.transaction(async (tx) => {
    const site = await resolveSite(tx, actor, body.espace);
    const [created] = await tx
      .insert(coworkingSpaces)
      .values({
        brandId: site.brandId,
        siteId: site.id,
        name: body.name,
        color: body.color,
        contractCapacity: body.contractCapacity,
        reservationCapacity: body.reservationCapacity,
        openingHour: body.openingHour,
        closingHour: body.closingHour,
        dailyPriceCents: body.dailyPrice,
      })
      .returning();
    if (!created) throw new Error('coworking space insert returned nothing');
    await recordHistory(tx, {
      entity: 'coworking-space',
      entityId: created.id,
      brandId: site.brandId,
      actor,
      oldData: null,
      newData: snapshot(created),
    });
    return created.id;
  });
  return findCoworkingSpace(db, actor, id);
}

/**
 * PATCH /patch/coworking/{id}: the fields given. The space stays within its brand (its contracts
 * carry it), and its contract capacity never falls below the seats its live contracts hold.
 */
export async function patchCoworkingSpace(db: Db, actor: SessionUser, id: number, patch: CoworkingSpacePatch): Promise<CoworkingSpace> {
  await db.transaction(async (tx) => {
    const [space] = await tx
      .select({ row: coworkingSpaces, seatsHeld: seatsHeldOf(id) })
      .from(coworkingSpaces)
      .where(and(eq(coworkingSpaces.id, id), brandScope(coworkingSpaces.brandId, actor)))
      .for('update');
    if (!space) throw notFound();
    const old = space.row;
    if (patch.espace !== undefined) {
      const site = await resolveSite(tx, actor, patch.espace);
      if (site.brandId !== old.brandId) throw badRequest(L.otherBrandSite, { espace: [L.otherBrandSite] });
    }
    const opening = patch.openingHour ?? old.openingHour;
    const closing = patch.closingHour ?? old.closingHour;
    if (closing <= opening) throw badRequest(L.hoursOrder, { closingHour: [L.hoursOrder] });
    if (patch.contractCapacity !== undefined && patch.contractCapacity < space.seatsHeld) {
      const message = L.capacityBelowContracts(space.seatsHeld);
      throw badRequest(message, { contractCapacity: [message] });
    }
    const [updated] = await tx
      .update(coworkingSpaces)
      .set({ ...columnsOf(patch), updatedAt: new Date() })
      .where(eq(coworkingSpaces.id, id))
      .returning();
    if (!updated) throw notFound();
    await recordHistory(tx, {
      entity: 'coworking-space',
      entityId: id,
      brandId: old.brandId,
      actor,
      oldData: snapshot(old),
      newData: snapshot(updated),
    });
  });
  return findCoworkingSpace(db, actor, id);
}
