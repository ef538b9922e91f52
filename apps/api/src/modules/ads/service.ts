import { AD_LABELS } from '@hubgrade/domain/ads/labels';
import {
  AD_OFFLINE_STATE,
  AD_ONLINE_STATE,
  boostEnd,
  canBoost,
  canDelete,
  canRemoveBoost,
  canTakeOffline,
  canTakeOnline,
  checkAvailabilityDate,
  isBoosted,
  type Verdict,
} from '@hubgrade/domain/ads/rules';
import type { AdBackAnswer, AdBackPatchBody, AdEdit } from '@hubgrade/domain/ads/schemas';
import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { adPhotos as adPhotosTable, ads, uploads } from '../../db/schema/index.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { refreshSearchTextsOf } from '../contracts/search-text.ts';
import { uploadVisibleTo } from '../uploads/queries.ts';
import { adPhotos, visibleAds } from './queries.ts';

type AdRow = typeof ads.$inferSelect;

/** A refusal of the rules becomes the answer: 403 for who may not, 409 for what the ad's state forbids. */
export function enforce(verdict: Verdict): void {
  if (verdict.ok) return;
  throw verdict.status === 403 ? forbidden(verdict.message) : conflict(verdict.message);
}

/** The ad, locked for the change, if the actor may see it; another brand's ad is not found. */
async function lockAd(tx: Tx, actor: SessionUser, id: number): Promise<AdRow> {
  const [ad] = await tx
    .select()
    .from(ads)
    .where(and(eq(ads.id, id), visibleAds(actor)))
    .for('update');
  if (!ad) throw notFound();
  return ad;
}

const boostOf = (ad: Pick<AdRow, 'boostUntil'>) => ad.boostUntil?.toISOString() ?? null;

async function record(tx: Tx, actor: SessionUser, ad: AdRow, oldData: unknown, newData: unknown): Promise<void> {
  await recordHistory(tx, { entity: 'ad', entityId: ad.id, brandId: ad.brandId, actor, oldData, newData });
}

/** PATCH /annonces/{adId} with adState: online (7) or offline (6), by the rules of §4. */
export async function changeAdState(db: Db, actor: SessionUser, id: number, adState: 6 | 7): Promise<void> {
  await db.transaction(async (tx) => {
    const ad = await lockAd(tx, actor, id);
    enforce(adState === AD_ONLINE_STATE ? canTakeOnline(ad, actor) : canTakeOffline(ad, actor));
    const state = adState === AD_ONLINE_STATE ? AD_ONLINE_STATE : AD_OFFLINE_STATE;
    await tx.update(ads).set({ state }).where(eq(ads.id, id));
    await record(tx, actor, ad, { state: ad.state }, { state });
  });
}

const EDIT_COLUMNS = {
  title: 'title',
  seoH1: 'seoH1',
  seo: 'seo',
  description: 'description',
  category: 'category',
  address: 'address',
  zipcode: 'zipcode',
  city: 'city',
  rentMonthly: 'rentCents',
  rentDaily: 'dailyRentCents',
  capacity: 'capacity',
  areaSquare: 'areaSquare',
  contractTypes: 'contractTypes',
  mandate: 'mandate',
  wrongPhoto: 'wrongPhoto',
} as const satisfies Record<keyof AdEdit, keyof AdRow>;

/** PATCH /annonces/{adId} from the sheet's form: the fields given, with their history entry. */
export async function editAd(db: Db, actor: SessionUser, id: number, edit: AdEdit): Promise<void> {
  await db.transaction(async (tx) => {
    const ad = await lockAd(tx, actor, id);
    const changes: Partial<AdRow> = {};
    const oldData: Record<string, unknown> = {};
    for (const [field, column] of Object.entries(EDIT_COLUMNS) as [keyof AdEdit, keyof AdRow][]) {
      const value = edit[field];
      if (value === undefined) continue;
      (changes as Record<string, unknown>)[column] = value;
      oldData[column] = ad[column];
    }
    await tx.update(ads).set(changes).where(eq(ads.id, id));
    if ('title' in changes || 'city' in changes) await refreshSearchTextsOf(tx, { adId: id });
    await record(tx, actor, ad, oldData, changes);
  });
}

/**
 * PATCH /back/annonces/{adId}: the availability start (a date from yesterday on: yesterday is the
 * "make available" action, six months ahead "make unavailable") or the boost, on or off.
 */
export async function patchAdBack(db: Db, actor: SessionUser, id: number, body: AdBackPatchBody, now = new Date()): Promise<AdBackAnswer> {
  return db.transaction(async (tx) => {
    const ad = await lockAd(tx, actor, id);
    let next: Pick<AdRow, 'availabilityStart' | 'boostUntil'> = ad;
    if (body.type === 'adDispo') {
      enforce(checkAvailabilityDate(body.value, parisDay(now)));
      await tx.update(ads).set({ availabilityStart: body.value }).where(eq(ads.id, id));
      await record(tx, actor, ad, { availabilityStart: ad.availabilityStart }, { availabilityStart: body.value });
      next = { ...ad, availabilityStart: body.value };
    } else if (body.value) {
      const facts = { state: ad.state, bookingState: ad.bookingState, boostUntil: boostOf(ad) };
      enforce(canBoost(facts, actor, now));
      // The schema refuses a boost without its duration; this keeps the type narrow.
      if (body.duration === undefined) throw badRequest(ERROR_LABELS.badRequest, { duration: [AD_LABELS.validation.required] });
      const boostUntil = boostEnd(now, body.duration);
      await tx.update(ads).set({ boostUntil }).where(eq(ads.id, id));
      await record(tx, actor, ad, { boostUntil: boostOf(ad) }, { boostUntil: boostUntil.toISOString(), duration: body.duration });
      next = { ...ad, boostUntil };
    } else {
      enforce(canRemoveBoost({ boostUntil: boostOf(ad) }, actor, now));
      await tx.update(ads).set({ boostUntil: null }).where(eq(ads.id, id));
      await record(tx, actor, ad, { boostUntil: boostOf(ad) }, { boostUntil: null });
      next = { ...ad, boostUntil: null };
    }
    const boostUntil = next.boostUntil?.toISOString() ?? null;
    return {
      id,
      adAdState: ad.state,
      isBoost: isBoosted(boostUntil, now),
      dateExpBoost: boostUntil,
      contract: { availabilityStart: next.availabilityStart },
    };
  });
}

/** DELETE /annonces/{adId}: refused while rented; the ad is kept for its contracts and history. */
export async function deleteAd(db: Db, actor: SessionUser, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const ad = await lockAd(tx, actor, id);
    enforce(canDelete(ad));
    await tx.update(ads).set({ deletedAt: now, boostUntil: null }).where(eq(ads.id, id));
    await record(tx, actor, ad, { deletedAt: null }, { deletedAt: now.toISOString() });
  });
}

/** PUT /annonces/{adId}/photos: the ad's photos become these uploads, in this order. */
export async function setAdPhotos(db: Db, actor: SessionUser, id: number, uploadIds: number[]): Promise<Upload[]> {
  const wanted = [...new Set(uploadIds)];
  await db.transaction(async (tx) => {
    const ad = await lockAd(tx, actor, id);
    const found =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: uploads.id, mimeType: uploads.mimeType })
            .from(uploads)
            .where(
              and(
                inArray(uploads.id, wanted),
                // The ad's own photos stay acceptable to whoever may edit it, whoever uploaded them:
                // reordering or removing one must not require having uploaded the others.
                or(
                  uploadVisibleTo(actor),
                  inArray(uploads.id, tx.select({ id: adPhotosTable.uploadId }).from(adPhotosTable).where(eq(adPhotosTable.adId, id))),
                ),
              ),
            );
    const missing = wanted.filter((u) => !found.some((f) => f.id === u && f.mimeType.startsWith('image/')));
    if (missing.length > 0) {
      throw badRequest(
        ERROR_LABELS.badRequest,
        Object.fromEntries(missing.map((u) => [`uploadIds.${wanted.indexOf(u)}`, [AD_LABELS.refusals.photoNotFound]])),
      );
    }
    const before = await tx.select({ id: adPhotosTable.uploadId }).from(adPhotosTable).where(eq(adPhotosTable.adId, id));
    await tx.delete(adPhotosTable).where(eq(adPhotosTable.adId, id));
    if (wanted.length > 0) await tx.insert(adPhotosTable).values(wanted.map((uploadId, position) => ({ adId: id, uploadId, position })));
    await record(tx, actor, ad, { photos: before.map((p) => p.id) }, { photos: wanted });
  });
  return adPhotos(db, id);
}
