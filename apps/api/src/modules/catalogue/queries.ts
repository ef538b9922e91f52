import { CATALOGUE_LABELS } from '@hubgrade/domain/catalogue/labels';
import { priceInclTax } from '@hubgrade/domain/catalogue/rules';
import type { Category, CategoryList, Product, ProductList, ProductOptions, ProductQuery } from '@hubgrade/domain/catalogue/schemas';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands, productCategories, productSites, products, sites, uploads } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, keysetOrder, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { toUpload, type UploadRow } from '../uploads/queries.ts';

/* ---------- categories ---------- */

const productCount = sql<number>`(select count(*)::int from ${products} where ${products.categoryId} = ${productCategories.id})`;

const categoryFrom = (db: Executor) =>
  db
    .select({
      id: productCategories.id,
      name: productCategories.name,
      position: productCategories.position,
      brandId: productCategories.brandId,
      brandName: brands.name,
      productCount,
    })
    .from(productCategories)
    .leftJoin(brands, eq(brands.id, productCategories.brandId));

const toCategory = (row: Category): Category => ({ ...row, productCount: Number(row.productCount) });

/** GET /categories: the scope's categories, the main platform's first, each brand's in its order. */
export async function listCategories(db: Executor, user: SessionUser): Promise<CategoryList> {
  const rows = await categoryFrom(db)
    .where(brandScope(productCategories.brandId, user))
    .orderBy(sql`${productCategories.brandId} nulls first`, asc(productCategories.position), asc(productCategories.id));
  return rows.map(toCategory);
}

export async function findCategory(db: Executor, user: SessionUser, id: number): Promise<Category> {
  const [row] = await categoryFrom(db)
    .where(and(eq(productCategories.id, id), brandScope(productCategories.brandId, user)))
    .limit(1);
  if (!row) throw notFound();
  return toCategory(row);
}

/* ---------- products ---------- */

const productColumns = {
  product: products,
  categoryName: productCategories.name,
  brandName: brands.name,
  picture: uploads,
};
interface ProductRow {
  product: typeof products.$inferSelect;
  categoryName: string;
  brandName: string | null;
  picture: UploadRow | null;
}

const productFrom = (db: Executor) =>
  db
    .select(productColumns)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(uploads, eq(uploads.id, products.pictureUploadId));

/** The sites of these products, by product, in name order. */
async function sitesOf(db: Executor, ids: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const bySite = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return bySite;
  const rows = await db
    .select({ productId: productSites.productId, id: sites.id, name: sites.name })
    .from(productSites)
    .innerJoin(sites, eq(sites.id, productSites.siteId))
    .where(inArray(productSites.productId, ids))
    .orderBy(asc(sites.name), asc(sites.id));
  for (const { productId, id, name } of rows) bySite.set(productId, [...(bySite.get(productId) ?? []), { id, name }]);
  return bySite;
}

function toProduct(row: ProductRow, sitesOfProduct: { id: number; name: string }[]): Product {
  const p = row.product;
  return {
    id: p.id,
    brandId: p.brandId,
    brandName: row.brandName,
    name: p.name,
    kind: p.kind as Product['kind'],
    category: { id: p.categoryId, name: row.categoryName },
    description: p.description,
    picture: row.picture ? toUpload(row.picture) : null,
    unitPriceCents: p.unitPriceCents,
    vatRate: p.vatRate,
    priceInclTaxCents: priceInclTax(p.unitPriceCents, p.vatRate),
    unit: p.unit as Product['unit'],
    sites: sitesOfProduct,
    stock: p.stock,
    active: p.active,
    creditsCents: p.creditsCents,
    validityMonths: p.validityMonths,
    commitmentMonths: p.commitmentMonths,
    monthlyCreditsCents: p.monthlyCreditsCents,
    serviceType: p.serviceType as Product['serviceType'],
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** Sort expressions of the allowlist; none is null (an untracked stock sorts below an empty one). */
const PRODUCT_SORTS: Record<ProductQuery['sortBy'], SQL | typeof products.id> = {
  id: products.id,
  name: sql`lower(${products.name})`,
  category: sql`lower(${productCategories.name})`,
  kind: sql`${products.kind}`,
  price: sql`${products.unitPriceCents}`,
  stock: sql`coalesce(${products.stock}, -1)`,
};

function sortValue(row: ProductRow, sortBy: ProductQuery['sortBy']): string | number {
  const p = row.product;
  switch (sortBy) {
    case 'name':
      return p.name.toLowerCase();
    case 'category':
      return row.categoryName.toLowerCase();
    case 'kind':
      return p.kind;
    case 'price':
      return p.unitPriceCents;
    case 'stock':
      return p.stock ?? -1;
    default:
      return p.id;
  }
}

/** GET /services: the catalogue, 20 a page, filtered by category, kind, site and state, searched by name. */
export async function listProducts(db: Executor, user: SessionUser, query: ProductQuery): Promise<ProductList> {
  const filters: SQL[] = [brandScope(products.brandId, user)];
  if (query.category) filters.push(eq(products.categoryId, query.category));
  if (query.kind) filters.push(eq(products.kind, query.kind));
  if (query.active) filters.push(eq(products.active, query.active === 'true'));
  if (query.espace) {
    filters.push(
      sql`exists (select 1 from ${productSites} where ${productSites.productId} = ${products.id} and ${productSites.siteId} = ${query.espace})`,
    );
  }
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(ilike(products.name, pattern), ilike(productCategories.name, pattern));
    if (match) filters.push(match);
  }
  const sort: KeysetSort = { column: PRODUCT_SORTS[query.sortBy], id: products.id, desc: query.sortDesc };
  const after = afterCursor(sort, query.after);
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    productFrom(db)
      .where(after ? and(where, after) : where)
      .orderBy(...keysetOrder(sort))
      .limit(limit)
      .offset(offset),
    cappedTotal(db, sql`from ${products} join ${productCategories} on ${productCategories.id} = ${products.categoryId} where ${where}`),
  ]);
  const page = pageOf(rows as ProductRow[], query.itemsPerPage, (row) => [sortValue(row, query.sortBy), row.product.id]);
  const siteMap = await sitesOf(
    db,
    page.items.map((row) => row.product.id),
  );
  return { items: page.items.map((row) => toProduct(row, siteMap.get(row.product.id) ?? [])), ...counted, next: page.next };
}

export async function findProduct(db: Executor, user: SessionUser, id: number): Promise<Product> {
  const [row] = await productFrom(db)
    .where(and(eq(products.id, id), brandScope(products.brandId, user)))
    .limit(1);
  if (!row) throw notFound();
  const siteMap = await sitesOf(db, [id]);
  return toProduct(row as ProductRow, siteMap.get(id) ?? []);
}

/** GET /services/options: the categories and sites of the caller's scope, for the form and the filters. */
export async function productOptions(db: Executor, user: SessionUser): Promise<ProductOptions> {
  const [categories, espaces] = await Promise.all([
    db
      .select({ id: productCategories.id, name: productCategories.name, brandId: productCategories.brandId, brandName: brands.name })
      .from(productCategories)
      .leftJoin(brands, eq(brands.id, productCategories.brandId))
      .where(brandScope(productCategories.brandId, user))
      .orderBy(sql`${productCategories.brandId} nulls first`, asc(productCategories.position), asc(productCategories.id)),
    db
      .select({ id: sites.id, name: sites.name, brandId: sites.brandId })
      .from(sites)
      .where(brandScope(sites.brandId, user))
      .orderBy(asc(sites.name), asc(sites.id)),
  ]);
  const shops = new Set(categories.map((c) => c.brandId));
  return {
    categories: categories.map(({ brandName, ...category }) =>
      shops.size > 1 ? { ...category, name: `${category.name} — ${brandName ?? CATALOGUE_LABELS.categories.platform}` } : category,
    ),
    espaces,
  };
}
