import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { SPACE_LABELS as L } from '@hubgrade/domain/spaces/labels';
import type { Space, SpaceBody, SpacePatch } from '@hubgrade/domain/spaces/site-schemas';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brands, sitePhotos, sites, uploads } from '../../db/schema/index.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { uploadVisibleTo } from '../uploads/queries.ts';
import { findSite, sitePhotoUploads, visibleSites } from './site-queries.ts';

type SiteRow = typeof sites.$inferSelect;

const snapshot = (site: SiteRow) => ({
  name: site.name,
  address: site.address,
  zipcode: site.zipcode,
  city: site.city,
  openingHours: site.openingHours,
});

/** The site of the caller's scope, locked for the change; another brand's is not found. */
async function lockSite(tx: Tx, actor: SessionUser, id: number): Promise<SiteRow> {
  const [site] = await tx
    .select()
    .from(sites)
    .where(and(eq(sites.id, id), visibleSites(actor)))
    .for('update');
  if (!site) throw notFound();
  return site;
}

/** A brand's staff create in their brand; the main platform's choose one (or none, a platform site). */
async function brandOfNewSite(tx: Tx, actor: SessionUser, brand: number | null): Promise<number | null> {
  if (actor.brandId !== null) {
    if (brand !== null && brand !== actor.brandId) throw badRequest(L.unknownBrand, { brand: [L.unknownBrand] });
    return actor.brandId;
  }
  if (brand === null) return null;
  const [found] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brand));
  if (!found) throw badRequest(L.unknownBrand, { brand: [L.unknownBrand] });
  return found.id;
}

/** POST /espaces: a site with its opening hours, and its history entry. */
export async function createSite(db: Db, actor: SessionUser, body: SpaceBody): Promise<Space> {
  const id = await db.transaction(async (tx) => {
    const brandId = await brandOfNewSite(tx, actor, body.brand);
    const [created] = await tx
      .insert(sites)
      .values({ brandId, name: body.name, address: body.address, zipcode: body.zipcode, city: body.city, openingHours: body.openingHours })
      .returning();
    if (!created) throw new Error('site insert returned nothing');
    await recordHistory(tx, { entity: 'site', entityId: created.id, brandId, actor, oldData: null, newData: snapshot(created) });
    return created.id;
  });
  return findSite(db, actor, id);
}

/** PATCH /patch/espaces/{id}: the fields given; the brand never changes. */
export async function patchSite(db: Db, actor: SessionUser, id: number, patch: SpacePatch): Promise<Space> {
  await db.transaction(async (tx) => {
    const site = await lockSite(tx, actor, id);
    const [updated] = await tx
      .update(sites)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(sites.id, id))
      .returning();
    if (!updated) throw notFound();
    await recordHistory(tx, {
      entity: 'site',
      entityId: id,
      brandId: site.brandId,
      actor,
      oldData: snapshot(site),
      newData: snapshot(updated),
    });
  });
  return findSite(db, actor, id);
}

/** PUT /espaces/{id}/photos: the site's photos become these images, in this order. */
export async function setSitePhotos(db: Db, actor: SessionUser, id: number, uploadIds: number[]): Promise<Upload[]> {
  const wanted = [...new Set(uploadIds)];
  await db.transaction(async (tx) => {
    const site = await lockSite(tx, actor, id);
    const before = await tx.select({ id: sitePhotos.uploadId }).from(sitePhotos).where(eq(sitePhotos.siteId, id));
    // The site's own photos stay acceptable whoever uploaded them: reordering must not need the uploader.
    const own = before.map((p) => p.id);
    const reachable = own.length > 0 ? or(uploadVisibleTo(actor), inArray(uploads.id, own)) : uploadVisibleTo(actor);
    const found =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: uploads.id, mimeType: uploads.mimeType })
            .from(uploads)
            .where(and(inArray(uploads.id, wanted), reachable));
    const missing = wanted.filter((u) => !found.some((f) => f.id === u && f.mimeType.startsWith('image/')));
    if (missing.length > 0) {
      throw badRequest(
        ERROR_LABELS.badRequest,
        Object.fromEntries(missing.map((u) => [`uploadIds.${wanted.indexOf(u)}`, [L.photoNotFound]])),
      );
    }
    await tx.delete(sitePhotos).where(eq(sitePhotos.siteId, id));
    if (wanted.length > 0) await tx.insert(sitePhotos).values(wanted.map((uploadId, position) => ({ siteId: id, uploadId, position })));
    await recordHistory(tx, {
      entity: 'site',
      entityId: id,
      brandId: site.brandId,
      actor,
      oldData: { photos: before.map((p) => p.id) },
      newData: { photos: wanted },
    });
  });
  return sitePhotoUploads(db, id);
}
