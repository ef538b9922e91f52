import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { LABEL_LABELS as L } from '@hubgrade/domain/labels/labels';
import { distinctIds, labelsAbsorbed, normaliseLabelName } from '@hubgrade/domain/labels/rules';
import type { Label, LabelBody, LabelMergeBody, LabelPatch, LabelTags } from '@hubgrade/domain/labels/schemas';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { adLabels, ads, brands, labels, seoPageLabels, seoPages } from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findLabel } from './queries.ts';

type LabelRecord = typeof labels.$inferSelect;

const refuse = (field: string, message: string) => badRequest(ERROR_LABELS.badRequest, { [field]: [message] });

/** The Postgres error of a failed statement, wherever the driver wrapped it. */
function pgError(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code) return e;
  }
  return undefined;
}

/** Two writes raced past the name check: the unique index answers, as a 409. */
async function guardName<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const pg = pgError(error);
    if (pg?.code === '23505' && pg.constraint === 'labels_brand_name_idx') throw conflict(L.refusals.nameTaken);
    throw error;
  }
}

/** A name already used in the brand, whatever its case (the label being renamed aside). */
async function checkNameFree(tx: Tx, brandId: number | null, name: string, except?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: labels.id })
    .from(labels)
    .where(
      and(
        ofBrand(labels.brandId, brandId),
        sql`lower(${labels.name}) = lower(${name})`,
        except === undefined ? undefined : sql`${labels.id} <> ${except}`,
      ),
    );
  if (taken) throw conflict(L.refusals.nameTaken);
}

/** The brand a new label belongs to: a brand's staff their own; a brandless administrator the one asked (null: the main platform). */
async function targetBrand(tx: Tx, actor: SessionUser, asked: number | null | undefined): Promise<number | null> {
  if (actor.brandId !== null) {
    if (asked !== undefined && asked !== actor.brandId) throw notFound(L.refusals.brand);
    return actor.brandId;
  }
  if (asked === undefined || asked === null) return null;
  const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, asked));
  if (!brand) throw refuse('brand', L.refusals.brand);
  return brand.id;
}

const snapshot = (l: LabelRecord) => ({ name: l.name, colour: l.colour });

const record = (tx: Tx, actor: SessionUser, l: LabelRecord, oldData: unknown, newData: unknown) =>
  recordHistory(tx, { entity: 'label', entityId: l.id, brandId: l.brandId, actor, oldData, newData });

/** The label locked for a change, within the caller's scope. */
async function lockLabel(tx: Tx, actor: SessionUser, id: number): Promise<LabelRecord> {
  const [row] = await tx
    .select()
    .from(labels)
    .where(and(eq(labels.id, id), brandScope(labels.brandId, actor)))
    .for('update');
  if (!row) throw notFound(L.refusals.notFound);
  return row;
}

/** POST /labels. */
export async function createLabel(db: Db, actor: SessionUser, body: LabelBody): Promise<Label> {
  const id = await guardName(() =>
    db.transaction(async (tx) => {
      const brandId = await targetBrand(tx, actor, body.brand);
      const name = normaliseLabelName(body.name);
      await checkNameFree(tx, brandId, name);
      const [created] = await tx.insert(labels).values({ brandId, name, colour: body.colour }).returning();
      if (!created) throw new Error('insert returned nothing');
      await record(tx, actor, created, null, snapshot(created));
      return created.id;
    }),
  );
  return findLabel(db, actor, id);
}

/** PATCH /labels/{id}: a new name (still unique in its brand) or colour. */
export async function patchLabel(db: Db, actor: SessionUser, id: number, body: LabelPatch): Promise<Label> {
  await guardName(() =>
    db.transaction(async (tx) => {
      const before = await lockLabel(tx, actor, id);
      const name = normaliseLabelName(body.name);
      await checkNameFree(tx, before.brandId, name, id);
      const [after] = await tx
        .update(labels)
        .set({ name, colour: body.colour, updatedAt: new Date() })
        .where(eq(labels.id, id))
        .returning();
      if (!after) throw notFound(L.refusals.notFound);
      await record(tx, actor, after, snapshot(before), snapshot(after));
    }),
  );
  return findLabel(db, actor, id);
}

/** DELETE /labels/{id}: the ads and pages that carried it lose it. */
export async function removeLabel(db: Db, actor: SessionUser, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const label = await lockLabel(tx, actor, id);
    await tx.delete(labels).where(eq(labels.id, id));
    await record(tx, actor, label, snapshot(label), null);
  });
  return null;
}

/**
 * POST /labels/merge: the ads and pages of the absorbed labels move to the kept one (those that
 * already carried it keep it once), then the absorbed labels are deleted, all in one transaction.
 */
export async function mergeLabels(db: Db, actor: SessionUser, body: LabelMergeBody): Promise<Label> {
  const absorbed = labelsAbsorbed(body.labels, body.keep);
  if (!absorbed) throw refuse('keep', L.refusals.mergeChoice);
  await db.transaction(async (tx) => {
    const chosen = [body.keep, ...absorbed];
    const found = await tx
      .select()
      .from(labels)
      .where(and(inArray(labels.id, chosen), brandScope(labels.brandId, actor)))
      .orderBy(labels.id)
      .for('update');
    if (found.length !== chosen.length) throw notFound(L.refusals.unknownLabels);
    const kept = found.find((l) => l.id === body.keep) as LabelRecord;
    if (found.some((l) => l.brandId !== kept.brandId)) throw refuse('labels', L.refusals.mergeBrands);
    await tx.execute(sql`insert into ${adLabels} (ad_id, label_id)
      select distinct ${adLabels.adId}, ${kept.id}::int from ${adLabels} where ${inArray(adLabels.labelId, absorbed)}
      on conflict do nothing`);
    await tx.execute(sql`insert into ${seoPageLabels} (page_id, label_id)
      select distinct ${seoPageLabels.pageId}, ${kept.id}::int from ${seoPageLabels} where ${inArray(seoPageLabels.labelId, absorbed)}
      on conflict do nothing`);
    for (const label of found.filter((l) => l.id !== kept.id)) {
      await tx.delete(labels).where(eq(labels.id, label.id));
      await record(tx, actor, label, snapshot(label), { mergedInto: kept.id });
    }
    await record(tx, actor, kept, null, { merged: absorbed });
  });
  return findLabel(db, actor, body.keep);
}

/** The labels asked, all of the record's brand and the caller's scope; any other is refused. */
async function checkLabels(tx: Tx, actor: SessionUser, brandId: number | null, ids: number[]) {
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: labels.id, name: labels.name, colour: labels.colour, brandId: labels.brandId })
    .from(labels)
    .where(and(inArray(labels.id, ids), brandScope(labels.brandId, actor)));
  if (found.length !== ids.length) throw refuse('labels', L.refusals.unknownLabels);
  if (found.some((l) => l.brandId !== brandId)) throw refuse('labels', L.refusals.otherBrandLabels);
  return found;
}

const tagsOf = (rows: { id: number; name: string; colour: string }[]): LabelTags => ({
  items: rows
    .map((r) => ({ id: r.id, name: r.name, colour: r.colour as LabelTags['items'][number]['colour'] }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr')),
});

/** PUT /ads/{id}/labels: the ad carries exactly the labels given. */
export async function setAdLabels(db: Db, actor: SessionUser, id: number, asked: number[]): Promise<LabelTags> {
  return db.transaction(async (tx) => {
    const [ad] = await tx
      .select({ id: ads.id, brandId: ads.brandId })
      .from(ads)
      .where(and(eq(ads.id, id), isNull(ads.deletedAt), brandScope(ads.brandId, actor)))
      .for('update');
    if (!ad) throw notFound(L.refusals.adNotFound);
    const ids = distinctIds(asked);
    const found = await checkLabels(tx, actor, ad.brandId, ids);
    const before = await tx.select({ id: adLabels.labelId }).from(adLabels).where(eq(adLabels.adId, id));
    await tx.delete(adLabels).where(eq(adLabels.adId, id));
    if (ids.length > 0) await tx.insert(adLabels).values(ids.map((labelId) => ({ adId: id, labelId })));
    await recordHistory(tx, {
      entity: 'ad',
      entityId: id,
      brandId: ad.brandId,
      actor,
      oldData: { labels: before.map((l) => l.id).sort((a, b) => a - b) },
      newData: { labels: [...ids].sort((a, b) => a - b) },
    });
    return tagsOf(found);
  });
}

/** PUT /static-pages/{id}/labels: the static page carries exactly the labels given. */
export async function setStaticPageLabels(db: Db, actor: SessionUser, id: number, asked: number[]): Promise<LabelTags> {
  return db.transaction(async (tx) => {
    const [page] = await tx
      .select({ id: seoPages.id, brandId: seoPages.brandId })
      .from(seoPages)
      .where(and(eq(seoPages.id, id), eq(seoPages.kind, 'static'), brandScope(seoPages.brandId, actor)))
      .for('update');
    if (!page) throw notFound(L.refusals.pageNotFound);
    const ids = distinctIds(asked);
    const found = await checkLabels(tx, actor, page.brandId, ids);
    const before = await tx.select({ id: seoPageLabels.labelId }).from(seoPageLabels).where(eq(seoPageLabels.pageId, id));
    await tx.delete(seoPageLabels).where(eq(seoPageLabels.pageId, id));
    if (ids.length > 0) await tx.insert(seoPageLabels).values(ids.map((labelId) => ({ pageId: id, labelId })));
    await recordHistory(tx, {
      entity: 'seo-page',
      entityId: id,
      brandId: page.brandId,
      actor,
      oldData: { labels: before.map((l) => l.id).sort((a, b) => a - b) },
      newData: { labels: [...ids].sort((a, b) => a - b) },
    });
    return tagsOf(found);
  });
}
