import type { TemplateFamily } from '@hubgrade/domain/templates/rules';
import type { Article, ArticleQuery, Model, ModelQuery } from '@hubgrade/domain/templates/schemas';
import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands, templateArticles, templateModelArticles, templateModels } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** `platform` = the main platform's templates (no brand); a number = that brand's. */
function brandFilter(column: typeof templateArticles.brandId | typeof templateModels.brandId, filter: 'platform' | number | undefined) {
  if (filter === undefined) return undefined;
  return filter === 'platform' ? isNull(column) : eq(column, filter);
}

const articleColumns = {
  id: templateArticles.id,
  reference: templateArticles.reference,
  content: templateArticles.content,
  page: templateArticles.page,
  brandId: templateArticles.brandId,
  brandName: brands.name,
};

export async function listArticles(db: Executor, viewer: SessionUser, family: TemplateFamily, query: ArticleQuery) {
  const where = and(
    eq(templateArticles.family, family),
    brandScope(templateArticles.brandId, viewer),
    brandFilter(templateArticles.brandId, query.brandId),
    query.search ? ilike(sql`${templateArticles.reference} || ' ' || ${templateArticles.content}`, likePattern(query.search)) : undefined,
  );
  const column = { id: templateArticles.id, page: templateArticles.page, reference: templateArticles.reference }[query.sortBy];
  const direction = query.sortDesc ? desc : asc;
  const [items, [total]] = await Promise.all([
    db
      .select(articleColumns)
      .from(templateArticles)
      .leftJoin(brands, eq(brands.id, templateArticles.brandId))
      .where(where)
      .orderBy(direction(column), direction(templateArticles.id))
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    db.select({ n: count() }).from(templateArticles).where(where),
  ]);
  return { items: items satisfies Article[], total: total?.n ?? 0 };
}

export async function findArticle(db: Executor, viewer: SessionUser, family: TemplateFamily, id: number): Promise<Article> {
  const [row] = await db
    .select(articleColumns)
    .from(templateArticles)
    .leftJoin(brands, eq(brands.id, templateArticles.brandId))
    .where(and(eq(templateArticles.id, id), eq(templateArticles.family, family), brandScope(templateArticles.brandId, viewer)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The articles of these models, in each model's order. */
async function articlesOf(db: Executor, modelIds: number[]): Promise<Map<number, Article[]>> {
  const byModel = new Map<number, Article[]>(modelIds.map((id) => [id, []]));
  if (modelIds.length === 0) return byModel;
  const rows = await db
    .select({ modelId: templateModelArticles.modelId, ...articleColumns })
    .from(templateModelArticles)
    .innerJoin(templateArticles, eq(templateArticles.id, templateModelArticles.articleId))
    .leftJoin(brands, eq(brands.id, templateArticles.brandId))
    .where(inArray(templateModelArticles.modelId, modelIds))
    .orderBy(asc(templateModelArticles.modelId), asc(templateModelArticles.position));
  for (const { modelId, ...article } of rows) byModel.get(modelId)?.push(article);
  return byModel;
}

const modelColumns = {
  id: templateModels.id,
  reference: templateModels.reference,
  brandId: templateModels.brandId,
  brandName: brands.name,
  updatedAt: templateModels.updatedAt,
};

type ModelHeadRow = { id: number; reference: string; brandId: number | null; brandName: string | null; updatedAt: Date };

async function withArticles(db: Executor, heads: ModelHeadRow[]): Promise<Model[]> {
  const articles = await articlesOf(
    db,
    heads.map((h) => h.id),
  );
  return heads.map((h) => ({ ...h, updatedAt: h.updatedAt.toISOString(), articles: articles.get(h.id) ?? [] }));
}

export async function listModels(db: Executor, viewer: SessionUser, family: TemplateFamily, query: ModelQuery) {
  const where: SQL | undefined = and(
    eq(templateModels.family, family),
    brandScope(templateModels.brandId, viewer),
    brandFilter(templateModels.brandId, query.brandId),
    query.search ? ilike(templateModels.reference, likePattern(query.search)) : undefined,
  );
  const column = { id: templateModels.id, reference: templateModels.reference, updatedAt: templateModels.updatedAt }[query.sortBy];
  const direction = query.sortDesc ? desc : asc;
  const [heads, [total]] = await Promise.all([
    db
      .select(modelColumns)
      .from(templateModels)
      .leftJoin(brands, eq(brands.id, templateModels.brandId))
      .where(where)
      .orderBy(direction(column), direction(templateModels.id))
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    db.select({ n: count() }).from(templateModels).where(where),
  ]);
  return { items: await withArticles(db, heads), total: total?.n ?? 0 };
}

export async function findModel(db: Executor, viewer: SessionUser, family: TemplateFamily, id: number): Promise<Model> {
  const heads = await db
    .select(modelColumns)
    .from(templateModels)
    .leftJoin(brands, eq(brands.id, templateModels.brandId))
    .where(and(eq(templateModels.id, id), eq(templateModels.family, family), brandScope(templateModels.brandId, viewer)))
    .limit(1);
  const [model] = await withArticles(db, heads);
  if (!model) throw notFound();
  return model;
}
