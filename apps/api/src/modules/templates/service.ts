import { isSuperAdmin } from '@hubgrade/domain/auth/roles';
import { TEMPLATE_LABELS as L } from '@hubgrade/domain/templates/labels';
import type { TemplateFamily } from '@hubgrade/domain/templates/rules';
import type { Article, ArticleFields, Model, ModelPatch } from '@hubgrade/domain/templates/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { brands, templateArticles, templateModelArticles, templateModels } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findArticle, findModel } from './queries.ts';

/**
 * The brand a template is written for: a brand administrator's own brand, whatever was asked for
 * another (that brand does not exist for them); the super administrator's choice, checked.
 */
async function templateBrand(tx: Executor, actor: SessionUser, asked: number | null | undefined): Promise<number | null> {
  if (!isSuperAdmin(actor.roles)) {
    if (asked !== undefined && asked !== actor.brandId) throw badRequest(L.brandNotFound, { brandId: [L.brandNotFound] });
    return actor.brandId;
  }
  if (asked === undefined || asked === null) return null;
  const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, asked)).limit(1);
  if (!brand) throw badRequest(L.brandNotFound, { brandId: [L.brandNotFound] });
  return asked;
}

/** The articles of a model must exist in the same family and belong to the model's brand. */
async function checkModelArticles(tx: Executor, family: TemplateFamily, brandId: number | null, ids: number[]) {
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: templateArticles.id, brandId: templateArticles.brandId })
    .from(templateArticles)
    .where(and(inArray(templateArticles.id, ids), eq(templateArticles.family, family)));
  if (rows.length !== ids.length) throw badRequest(L.articleNotFound, { articles: [L.articleNotFound] });
  if (rows.some((r) => r.brandId !== brandId)) throw badRequest(L.articleOtherBrand, { articles: [L.articleOtherBrand] });
}

async function setModelArticles(tx: Executor, modelId: number, ids: number[]) {
  await tx.delete(templateModelArticles).where(eq(templateModelArticles.modelId, modelId));
  if (ids.length > 0) {
    await tx.insert(templateModelArticles).values(ids.map((articleId, position) => ({ modelId, articleId, position })));
  }
}

export async function createArticle(db: Db, actor: SessionUser, family: TemplateFamily, fields: ArticleFields): Promise<Article> {
  const id = await db.transaction(async (tx) => {
    const brandId = await templateBrand(tx, actor, fields.brandId);
    const [row] = await tx
      .insert(templateArticles)
      .values({ family, brandId, reference: fields.reference, content: fields.content, page: fields.page })
      .returning();
    if (!row) throw new Error('article not returned');
    await recordHistory(tx, {
      entity: 'template-article',
      entityId: row.id,
      brandId,
      actor,
      oldData: null,
      newData: { ...fields, brandId },
    });
    return row.id;
  });
  return findArticle(db, actor, family, id);
}

export async function patchArticle(
  db: Db,
  actor: SessionUser,
  family: TemplateFamily,
  id: number,
  fields: ArticleFields,
): Promise<Article> {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(templateArticles)
      .where(and(eq(templateArticles.id, id), eq(templateArticles.family, family), brandScope(templateArticles.brandId, actor)))
      .for('update');
    if (!target) throw notFound();
    const brandId = await templateBrand(tx, actor, fields.brandId);
    if (brandId !== target.brandId) {
      // Models only hold articles of their own brand: an article in use keeps its brand.
      const [used] = await tx
        .select({ id: templateModelArticles.modelId })
        .from(templateModelArticles)
        .where(eq(templateModelArticles.articleId, id))
        .limit(1);
      if (used) throw conflict('Cet article est utilisé par un modèle : sa marque ne peut pas changer.');
    }
    const changes = { reference: fields.reference, content: fields.content, page: fields.page, brandId };
    await tx
      .update(templateArticles)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(templateArticles.id, id));
    await recordHistory(tx, {
      entity: 'template-article',
      entityId: id,
      brandId,
      actor,
      oldData: { reference: target.reference, content: target.content, page: target.page, brandId: target.brandId },
      newData: changes,
    });
  });
  return findArticle(db, actor, family, id);
}

export async function createModel(
  db: Db,
  actor: SessionUser,
  family: TemplateFamily,
  body: { reference: string; articles: number[]; brandId?: number | null },
): Promise<Model> {
  const id = await db.transaction(async (tx) => {
    const brandId = await templateBrand(tx, actor, body.brandId);
    await checkModelArticles(tx, family, brandId, body.articles);
    const [row] = await tx
      .insert(templateModels)
      .values({ family, brandId, reference: body.reference })
      .returning({ id: templateModels.id });
    if (!row) throw new Error('model not returned');
    await setModelArticles(tx, row.id, body.articles);
    await recordHistory(tx, {
      entity: 'template-model',
      entityId: row.id,
      brandId,
      actor,
      oldData: null,
      newData: { reference: body.reference, articles: body.articles, brandId },
    });
    return row.id;
  });
  return findModel(db, actor, family, id);
}

export async function patchModel(db: Db, actor: SessionUser, family: TemplateFamily, id: number, patch: ModelPatch): Promise<Model> {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(templateModels)
      .where(and(eq(templateModels.id, id), eq(templateModels.family, family), brandScope(templateModels.brandId, actor)))
      .for('update');
    if (!target) throw notFound();
    await checkModelArticles(tx, family, target.brandId, patch.articles);
    const before = await tx
      .select({ id: templateModelArticles.articleId })
      .from(templateModelArticles)
      .where(eq(templateModelArticles.modelId, id))
      .orderBy(templateModelArticles.position);
    await tx.update(templateModels).set({ reference: patch.reference, updatedAt: new Date() }).where(eq(templateModels.id, id));
    await setModelArticles(tx, id, patch.articles);
    await recordHistory(tx, {
      entity: 'template-model',
      entityId: id,
      brandId: target.brandId,
      actor,
      oldData: { reference: target.reference, articles: before.map((r) => r.id) },
      newData: { reference: patch.reference, articles: patch.articles },
    });
  });
  return findModel(db, actor, family, id);
}
