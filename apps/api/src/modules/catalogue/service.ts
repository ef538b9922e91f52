import { CATALOGUE_LABELS } from '@hubgrade/domain/catalogue/labels';
import { movedOrder } from '@hubgrade/domain/catalogue/rules';
import type {
  Category,
  CategoryBody,
  CategoryList,
  CategoryMove,
  Product,
  ProductActiveBody,
  ProductInput,
  StockMovement,
} from '@hubgrade/domain/catalogue/schemas';
import { SETTINGS_LABELS as SL } from '@hubgrade/domain/settings/labels';
import { UPLOAD_RULES } from '@hubgrade/domain/uploads/rules';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { productCategories, productSites, products, sites, uploads } from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { brandValues } from '../settings/values.ts';
import { uploadVisibleTo } from '../uploads/queries.ts';
import { findCategory, findProduct, listCategories } from './queries.ts';

const C = CATALOGUE_LABELS.categories.refusals;
const P = CATALOGUE_LABELS.products.refusals;

/** The Postgres error of a failed statement, wherever the driver wrapped it. */
function pgError(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code) return e;
  }
  return undefined;
}

/** A constraint refused the write (two requests raced past the checks, or the constraint is the check): a 409. */
async function guardConstraint<T>(constraints: Record<string, string>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const pg = pgError(error);
    const message = pg?.constraint ? constraints[pg.constraint] : undefined;
    if (message && (pg?.code === '23505' || pg?.code === '23514')) throw conflict(message);
    throw error;
  }
}

/* ---------- categories ---------- */

async function lockCategory(tx: Tx, actor: SessionUser, id: number) {
  const [category] = await tx
    .select()
    .from(productCategories)
    .where(and(eq(productCategories.id, id), brandScope(productCategories.brandId, actor)))
    .for('update');
  if (!category) throw notFound();
  return category;
}

async function checkCategoryName(tx: Tx, brandId: number | null, name: string, exceptId: number | null) {
  const [same] = await tx
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(
      and(
        ofBrand(productCategories.brandId, brandId),
        sql`lower(${productCategories.name}) = lower(${name})`,
        exceptId === null ? undefined : ne(productCategories.id, exceptId),
      ),
    );
  if (same) throw conflict(C.duplicate);
}

const CATEGORY_CONSTRAINTS = { product_categories_brand_name_idx: C.duplicate };

/** POST /categories: a category of the caller's brand (the main platform's for its staff), last in the order. */
export async function createCategory(db: Db, actor: SessionUser, body: CategoryBody): Promise<Category> {
  const id = await guardConstraint(CATEGORY_CONSTRAINTS, () =>
    db.transaction(async (tx) => {
      const brandId = actor.brandId;
      await checkCategoryName(tx, brandId, body.name, null);
      const [created] = await tx
        .insert(productCategories)
        .values({
          brandId,
          name: body.name,
          position: sql`(select coalesce(max(${productCategories.position}), 0) + 1 from ${productCategories}
            where ${ofBrand(productCategories.brandId, brandId)})`,
        })
        .returning();
      if (!created) throw new Error('insert returned nothing');
      await recordHistory(tx, {
        entity: 'product-category',
        entityId: created.id,
        brandId,
        actor,
        oldData: null,
        newData: { name: created.name, position: created.position },
      });
      return created.id;
    }),
  );
  return findCategory(db, actor, id);
}

/** PATCH /categories/{id}: a new name, unique within the brand. */
export async function renameCategory(db: Db, actor: SessionUser, id: number, body: CategoryBody): Promise<Category> {
  await guardConstraint(CATEGORY_CONSTRAINTS, () =>
    db.transaction(async (tx) => {
      const category = await lockCategory(tx, actor, id);
      if (category.name === body.name) return;
      await checkCategoryName(tx, category.brandId, body.name, id);
      await tx.update(productCategories).set({ name: body.name }).where(eq(productCategories.id, id));
      await recordHistory(tx, {
        entity: 'product-category',
        entityId: id,
        brandId: category.brandId,
        actor,
        oldData: { name: category.name },
        newData: { name: body.name },
      });
    }),
  );
  return findCategory(db, actor, id);
}

/**
 * POST /categories/{id}/position: the category moves to a place in its brand's list and the others
 * close up; the brand's categories are locked so that two moves never interleave.
 */
export async function moveCategory(db: Db, actor: SessionUser, id: number, body: CategoryMove): Promise<CategoryList> {
  await db.transaction(async (tx) => {
    const category = await lockCategory(tx, actor, id);
    const siblings = await tx
      .select({ id: productCategories.id, position: productCategories.position })
      .from(productCategories)
      .where(ofBrand(productCategories.brandId, category.brandId))
      .orderBy(asc(productCategories.position), asc(productCategories.id))
      .for('update');
    const order = movedOrder(
      siblings.map((s) => s.id),
      id,
      body.position,
    );
    for (const [index, siblingId] of order.entries()) {
      const before = siblings.find((s) => s.id === siblingId)?.position;
      if (before !== index + 1)
        await tx
          .update(productCategories)
          .set({ position: index + 1 })
          .where(eq(productCategories.id, siblingId));
    }
    const newPosition = order.indexOf(id) + 1;
    if (newPosition !== category.position) {
      await recordHistory(tx, {
        entity: 'product-category',
        entityId: id,
        brandId: category.brandId,
        actor,
        oldData: { position: category.position },
        newData: { position: newPosition },
      });
    }
  });
  return listCategories(db, actor);
}

/** DELETE /categories/{id}: refused while products are filed under it. */
export async function deleteCategory(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const category = await lockCategory(tx, actor, id);
    const [used] = await tx.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.categoryId, id));
    const n = Number(used?.n ?? 0);
    if (n > 0) throw conflict(C.inUse(n));
    await tx.delete(productCategories).where(eq(productCategories.id, id));
    await tx
      .update(productCategories)
      .set({ position: sql`${productCategories.position} - 1` })
      .where(and(ofBrand(productCategories.brandId, category.brandId), sql`${productCategories.position} > ${category.position}`));
    await recordHistory(tx, {
      entity: 'product-category',
      entityId: id,
      brandId: category.brandId,
      actor,
      oldData: { name: category.name, position: category.position },
      newData: null,
    });
  });
}

/* ---------- products ---------- */

const PRODUCT_CONSTRAINTS = { products_category_name_idx: P.duplicateName, products_stock_check: P.stockShort };

/**
 * The category of the caller's scope, the sites of that category's brand and a picture the caller
 * may attach (or the one already on the product), a VAT rate the brand offers (/settings); 400 on
 * the field otherwise. Gives the brand.
 */
async function checkReferences(tx: Tx, actor: SessionUser, body: ProductInput, currentPicture: number | null): Promise<number | null> {
  const [category] = await tx
    .select({ id: productCategories.id, brandId: productCategories.brandId })
    .from(productCategories)
    .where(and(eq(productCategories.id, body.category), brandScope(productCategories.brandId, actor)));
  if (!category) throw badRequest(P.unknownCategory, { category: [P.unknownCategory] });
  const { vatRates } = await brandValues(tx, category.brandId);
  if (!vatRates.includes(body.vatRate)) throw badRequest(SL.refusals.vatRateNotOffered, { vatRate: [SL.refusals.vatRateNotOffered] });

  const ids = [...new Set(body.sites)];
  const found = await tx
    .select({ id: sites.id, brandId: sites.brandId })
    .from(sites)
    .where(and(inArray(sites.id, ids), brandScope(sites.brandId, actor)));
  const siteErrors: Record<string, string[]> = {};
  body.sites.forEach((siteId, index) => {
    const site = found.find((s) => s.id === siteId);
    if (!site) siteErrors[`sites.${index}`] = [P.unknownSite];
    else if (site.brandId !== category.brandId) siteErrors[`sites.${index}`] = [P.siteOfAnotherBrand];
  });
  const firstSiteError = Object.values(siteErrors)[0]?.[0];
  if (firstSiteError) throw badRequest(firstSiteError, siteErrors);

  if (body.picture !== null && body.picture !== currentPicture) {
    const [file] = await tx
      .select({ mimeType: uploads.mimeType })
      .from(uploads)
      .where(and(eq(uploads.id, body.picture), uploadVisibleTo(actor)));
    if (!file) throw badRequest(P.unknownPicture, { picture: [P.unknownPicture] });
    if (!(UPLOAD_RULES.image.mimeTypes as readonly string[]).includes(file.mimeType)) {
      throw badRequest(P.pictureType, { picture: [P.pictureType] });
    }
  }
  return category.brandId;
}

const columnsOf = (body: ProductInput, brandId: number | null) => ({
  brandId,
  categoryId: body.category,
  name: body.name,
  kind: body.kind,
  description: body.description,
  pictureUploadId: body.picture,
  unitPriceCents: body.unitPriceCents,
  vatRate: body.vatRate,
  unit: body.unit,
  stock: body.stock,
  active: body.active,
  creditsCents: body.creditsCents,
  validityMonths: body.validityMonths,
  commitmentMonths: body.commitmentMonths,
  monthlyCreditsCents: body.monthlyCreditsCents,
  serviceType: body.serviceType,
});

/** What the history keeps of a product: its fields as the API takes them. */
function snapshot(p: typeof products.$inferSelect, siteIds: number[]) {
  return {
    name: p.name,
    kind: p.kind,
    category: p.categoryId,
    picture: p.pictureUploadId,
    unitPriceCents: p.unitPriceCents,
    vatRate: p.vatRate,
    unit: p.unit,
    sites: [...siteIds].sort((a, b) => a - b),
    stock: p.stock,
    active: p.active,
    creditsCents: p.creditsCents,
    validityMonths: p.validityMonths,
    commitmentMonths: p.commitmentMonths,
    monthlyCreditsCents: p.monthlyCreditsCents,
    serviceType: p.serviceType,
  };
}

async function checkProductName(tx: Tx, categoryId: number, name: string, exceptId: number | null) {
  const [same] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.categoryId, categoryId),
        sql`lower(${products.name}) = lower(${name})`,
        exceptId === null ? undefined : ne(products.id, exceptId),
      ),
    );
  if (same) throw conflict(P.duplicateName);
}

async function writeSites(tx: Tx, productId: number, siteIds: number[]) {
  await tx.delete(productSites).where(eq(productSites.productId, productId));
  await tx.insert(productSites).values([...new Set(siteIds)].map((siteId) => ({ productId, siteId })));
}

async function lockProduct(tx: Tx, actor: SessionUser, id: number) {
  const [product] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, id), brandScope(products.brandId, actor)))
    .for('update');
  if (!product) throw notFound();
  return product;
}

async function siteIdsOf(tx: Tx, productId: number): Promise<number[]> {
  const rows = await tx.select({ id: productSites.siteId }).from(productSites).where(eq(productSites.productId, productId));
  return rows.map((r) => r.id);
}

/** POST /services: a product of a category of the caller's scope, sold at sites of that category's brand. */
export async function createProduct(db: Db, actor: SessionUser, body: ProductInput): Promise<Product> {
  const id = await guardConstraint(PRODUCT_CONSTRAINTS, () =>
    db.transaction(async (tx) => {
      const brandId = await checkReferences(tx, actor, body, null);
      await checkProductName(tx, body.category, body.name, null);
      const [created] = await tx.insert(products).values(columnsOf(body, brandId)).returning();
      if (!created) throw new Error('insert returned nothing');
      await writeSites(tx, created.id, body.sites);
      await recordHistory(tx, {
        entity: 'product',
        entityId: created.id,
        brandId,
        actor,
        oldData: null,
        newData: snapshot(created, [...new Set(body.sites)]),
      });
      return created.id;
    }),
  );
  return findProduct(db, actor, id);
}

/** PUT /services/{id}: the whole product again; it may change category within its scope. */
export async function updateProduct(db: Db, actor: SessionUser, id: number, body: ProductInput): Promise<Product> {
  await guardConstraint(PRODUCT_CONSTRAINTS, () =>
    db.transaction(async (tx) => {
      const product = await lockProduct(tx, actor, id);
      const before = snapshot(product, await siteIdsOf(tx, id));
      const brandId = await checkReferences(tx, actor, body, product.pictureUploadId);
      await checkProductName(tx, body.category, body.name, id);
      const [updated] = await tx
        .update(products)
        .set({ ...columnsOf(body, brandId), updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      if (!updated) throw notFound();
      await writeSites(tx, id, body.sites);
      await recordHistory(tx, {
        entity: 'product',
        entityId: id,
        brandId,
        actor,
        oldData: before,
        newData: snapshot(updated, [...new Set(body.sites)]),
      });
    }),
  );
  return findProduct(db, actor, id);
}

/** PATCH /services/{id}/active: on sale or not; saying the state it already has changes nothing. */
export async function setProductActive(db: Db, actor: SessionUser, id: number, body: ProductActiveBody): Promise<Product> {
  await db.transaction(async (tx) => {
    const product = await lockProduct(tx, actor, id);
    if (product.active === body.active) return;
    await tx.update(products).set({ active: body.active, updatedAt: new Date() }).where(eq(products.id, id));
    await recordHistory(tx, {
      entity: 'product',
      entityId: id,
      brandId: product.brandId,
      actor,
      oldData: { active: product.active },
      newData: { active: body.active },
    });
  });
  return findProduct(db, actor, id);
}

/**
 * POST /services/{id}/stock: an entry or an exit. The update is one relative statement, so
 * concurrent movements add up; the database's check refuses one that would take the stock below
 * zero, whoever else moved it meanwhile.
 */
export async function moveStock(db: Db, actor: SessionUser, id: number, body: StockMovement): Promise<Product> {
  await guardConstraint(PRODUCT_CONSTRAINTS, () =>
    db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id, brandId: products.brandId, stock: products.stock })
        .from(products)
        .where(and(eq(products.id, id), brandScope(products.brandId, actor)));
      if (!product) throw notFound();
      if (product.stock === null) throw conflict(P.stockNotTracked);
      const [moved] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${body.delta}`, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning({ stock: products.stock });
      const after = moved?.stock ?? null;
      await recordHistory(tx, {
        entity: 'product',
        entityId: id,
        brandId: product.brandId,
        actor,
        oldData: { stock: after === null ? null : after - body.delta },
        newData: { stock: after, delta: body.delta },
      });
    }),
  );
  return findProduct(db, actor, id);
}
