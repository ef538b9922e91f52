import { isModuleVisible } from '@hubgrade/domain/brands/modules';
import { type BlockKind, canonicalBreadcrumbLink, type PageKind, pagePath } from '@hubgrade/domain/seo/rules';
import type { Block, Page, PageList, PageQuery, PageSummary, SiteTree } from '@hubgrade/domain/seo/schemas';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { brands, seoBlocks, seoPages } from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

export type SeoPageRow = typeof seoPages.$inferSelect;
export type SeoBlockRow = typeof seoBlocks.$inferSelect;

/** The tree of one site: each page's parent and slug, to write addresses and check moves. */
export interface TreeNode {
  id: number;
  parentId: number | null;
  slug: string;
}

/** The pages of one brand's site (the main platform's for null), as the tree knows them. */
export async function treeOf(db: Executor, brandId: number | null): Promise<Map<number, TreeNode>> {
  const rows = await db
    .select({ id: seoPages.id, parentId: seoPages.parentId, slug: seoPages.slug })
    .from(seoPages)
    .where(ofBrand(seoPages.brandId, brandId));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A page's slugs from the root down; a broken chain (never written) stops rather than loops. */
export function slugsOf(tree: Map<number, TreeNode>, id: number): string[] {
  const slugs: string[] = [];
  const seen = new Set<number>();
  for (let node = tree.get(id); node && !seen.has(node.id); node = node.parentId === null ? undefined : tree.get(node.parentId)) {
    seen.add(node.id);
    slugs.unshift(node.slug);
  }
  return slugs;
}

interface PageListRow {
  id: number;
  kind: PageKind;
  brand_id: number | null;
  brand_name: string | null;
  title: string;
  slug: string;
  meta_title: string;
  meta_description: string;
  canonical: string;
  published: boolean;
  parent_id: number | null;
  block_count: number;
  city: string | null;
  short_name: string | null;
  space_type: number | null;
  renter_type: number | null;
  updated_at: string | Date;
}

const blockCount = sql`(select count(*)::int from ${seoBlocks} where ${seoBlocks.pageId} = ${seoPages.id})`;
const listColumns = sql`${seoPages.id} as id, ${seoPages.kind} as kind, ${seoPages.brandId} as brand_id, ${brands.name} as brand_name,
  ${seoPages.title} as title, ${seoPages.slug} as slug, ${seoPages.metaTitle} as meta_title,
  ${seoPages.metaDescription} as meta_description, ${seoPages.canonical} as canonical, ${seoPages.published} as published,
  ${seoPages.parentId} as parent_id, ${blockCount} as block_count, ${seoPages.city} as city, ${seoPages.shortName} as short_name,
  ${seoPages.spaceType} as space_type, ${seoPages.renterType} as renter_type, ${seoPages.updatedAt} as updated_at`;

/** The addresses of these pages, one tree read per site they belong to. */
async function pathsOf(db: Executor, pages: { id: number; brand_id: number | null }[]): Promise<Map<number, string>> {
  const paths = new Map<number, string>();
  const sites = [...new Set(pages.map((page) => page.brand_id))];
  for (const brandId of sites) {
    const tree = await treeOf(db, brandId);
    for (const page of pages) if (page.brand_id === brandId) paths.set(page.id, pagePath(slugsOf(tree, page.id)));
  }
  return paths;
}

const toSummary = (row: PageListRow, path: string): PageSummary => ({
  id: row.id,
  kind: row.kind,
  brandId: row.brand_id,
  brandName: row.brand_name,
  title: row.title,
  slug: row.slug,
  path,
  metaTitle: row.meta_title,
  metaDescription: row.meta_description,
  canonical: row.canonical,
  published: row.published,
  parentId: row.parent_id,
  blockCount: Number(row.block_count),
  landing:
    row.kind === 'canonical' && row.city !== null && row.short_name !== null
      ? {
          city: row.city,
          shortName: row.short_name,
          spaceType: Number(row.space_type),
          renterType: Number(row.renter_type),
          breadcrumb: canonicalBreadcrumbLink(row.short_name),
        }
      : null,
  updatedAt: new Date(row.updated_at).toISOString(),
});

const SORTS: Record<PageQuery['sortBy'], SQL | typeof seoPages.id> = {
  id: seoPages.id,
  title: sql`lower(${seoPages.title})`,
  slug: sql`${seoPages.slug}`,
  updatedAt: sql`${seoPages.updatedAt}`,
};

/** GET /seo-page-new and /seo-canonical-pages: the scope's pages of one kind, searched by title or slug, filtered by state. */
export async function listPages(db: Executor, viewer: SessionUser, kind: PageKind, query: PageQuery): Promise<PageList> {
  const filters: SQL[] = [brandScope(seoPages.brandId, viewer), eq(seoPages.kind, kind)];
  if (query.published) filters.push(eq(seoPages.published, query.published === 'true'));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(sql`(${seoPages.title} ilike ${pattern} or ${seoPages.slug} ilike ${pattern})`);
  }
  const where = and(...filters);
  const sort: KeysetSort = { column: SORTS[query.sortBy], id: seoPages.id, desc: query.sortDesc };
  const after = afterCursor(sort, query.after);
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const order =
    sort.column === seoPages.id ? sql`${seoPages.id} ${direction}` : sql`${sort.column} ${direction}, ${seoPages.id} ${direction}`;
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    queryRows<PageListRow>(
      db,
      sql`select ${listColumns} from ${seoPages} left join ${brands} on ${brands.id} = ${seoPages.brandId}
          where ${after ? and(where, after) : where} order by ${order} limit ${limit} offset ${offset}`,
    ),
    cappedTotal(db, sql`from ${seoPages} where ${where}`),
  ]);
  const sortValue = (row: PageListRow): string | number | Date => {
    if (query.sortBy === 'title') return row.title.toLowerCase();
    if (query.sortBy === 'slug') return row.slug;
    if (query.sortBy === 'updatedAt') return new Date(row.updated_at);
    return row.id;
  };
  const page = pageOf(rows, query.itemsPerPage, (row) => [sortValue(row), row.id]);
  const paths = await pathsOf(db, page.items);
  return { items: page.items.map((row) => toSummary(row, paths.get(row.id) ?? '/')), ...counted, next: page.next };
}

/** A page's calls need the module of its kind (spec shell §6): pagesStatiques or pagesCanoniques. */
export function checkPageModule(viewer: SessionUser, kind: PageKind | string): void {
  const module = kind === 'canonical' ? 'pagesCanoniques' : 'pagesStatiques';
  if (!isModuleVisible(module, { brandId: viewer.brandId, brandModules: viewer.brandModules, roles: viewer.roles })) throw forbidden();
}

/** GET /seo-site-tree: the scope's pages with their parents and addresses, each level in its order. */
export async function siteTree(db: Executor, viewer: SessionUser): Promise<SiteTree> {
  const rows = await db
    .select({
      id: seoPages.id,
      kind: seoPages.kind,
      brandId: seoPages.brandId,
      title: seoPages.title,
      slug: seoPages.slug,
      parentId: seoPages.parentId,
      position: seoPages.position,
      published: seoPages.published,
    })
    .from(seoPages)
    .where(brandScope(seoPages.brandId, viewer))
    .orderBy(sql`${seoPages.brandId} nulls first`, asc(seoPages.position), asc(seoPages.id));
  const trees = new Map<number | null, Map<number, TreeNode>>();
  for (const row of rows) {
    const tree = trees.get(row.brandId) ?? new Map<number, TreeNode>();
    tree.set(row.id, row);
    trees.set(row.brandId, tree);
  }
  return rows.map((row) => ({
    ...row,
    kind: row.kind as PageKind,
    path: pagePath(slugsOf(trees.get(row.brandId) ?? new Map(), row.id)),
  }));
}

export const toBlock = (row: SeoBlockRow): Block => ({
  id: row.id,
  kind: row.kind as BlockKind,
  position: row.position,
  content: row.content ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** The blocks of a page in their order. */
export async function blocksOf(db: Executor, pageId: number): Promise<SeoBlockRow[]> {
  return db.select().from(seoBlocks).where(eq(seoBlocks.pageId, pageId)).orderBy(asc(seoBlocks.position), asc(seoBlocks.id));
}

/** GET /seo-page-new/{id}: a page of the scope with its blocks; another brand's is a 404. */
export async function findPage(db: Executor, viewer: SessionUser, id: number): Promise<Page> {
  const [row] = await queryRows<PageListRow>(
    db,
    sql`select ${listColumns} from ${seoPages} left join ${brands} on ${brands.id} = ${seoPages.brandId}
        where ${and(eq(seoPages.id, id), brandScope(seoPages.brandId, viewer))}`,
  );
  if (!row) throw notFound();
  checkPageModule(viewer, row.kind);
  const [paths, blocks] = await Promise.all([pathsOf(db, [row]), blocksOf(db, id)]);
  return { ...toSummary(row, paths.get(id) ?? '/'), blocks: blocks.map(toBlock) };
}
