import { parseBrandConfiguration } from '@hubgrade/domain/brands/configuration';
import { DEFAULT_PRIMARY_COLOR } from '@hubgrade/domain/brands/defaults';
import { BUILT_IN_MODULES } from '@hubgrade/domain/brands/labels';
import { MODULES } from '@hubgrade/domain/brands/modules';
import { BRAND_FLAGS, THEME_COLORS, THEME_IMAGES, type ThemeImage } from '@hubgrade/domain/brands/rules';
import type { Brand, BrandList, BrandQuery, BrandSheet, ModuleEntry, ModuleList, ModuleQuery } from '@hubgrade/domain/brands/schemas';
import { vocabularyOf } from '@hubgrade/domain/brands/vocabulary';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { brandImages, brands, modules, uploads } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { toUpload } from '../uploads/queries.ts';

type BrandRow = typeof brands.$inferSelect;
const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * The answer of GET /back/{hostname}/brand. Its configuration is sent normalised (defaults filled,
 * an invalid one as no module, no flag, no theme), so that the browser reads the JSON as it is.
 */
export function toBrand(row: BrandRow): Brand {
  return {
    id: row.id,
    name: row.name,
    urlClient: row.urlClient,
    urlBack: row.urlBack,
    urlFront: row.urlFront,
    configuration: JSON.stringify(parseBrandConfiguration(row.configuration)),
  };
}

/** The host as a browser sends it may carry a port; brands are matched on the name alone. */
export function hostWithoutPort(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/:\d+$/, '');
}

export async function findBrandByHost(db: Executor, hostname: string): Promise<Brand | null> {
  const [row] = await db
    .select()
    .from(brands)
    .where(eq(brands.urlBack, hostWithoutPort(hostname)))
    .limit(1);
  return row ? toBrand(row) : null;
}

interface BrandListRow {
  id: number;
  name: string;
  url_back: string | null;
  url_client: string | null;
  configuration: unknown;
  created_at: Date | string;
  total: number | string;
}

const SORTS: Record<BrandQuery['sortBy'], SQL> = {
  id: sql`${brands.id}`,
  name: sql`lower(${brands.name})`,
};

/** GET /brands: a handful of rows, paged by offset, searched by name or host. */
export async function listBrands(db: Executor, query: BrandQuery): Promise<BrandList> {
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const search = query.search ? likePattern(query.search) : null;
  const rows = await queryRows<BrandListRow>(
    db,
    sql`select ${brands.id} as id, ${brands.name} as name, ${brands.urlBack} as url_back, ${brands.urlClient} as url_client,
               ${brands.configuration} as configuration, ${brands.createdAt} as created_at, count(*) over () as total
        from ${brands}
        ${search ? sql`where ${brands.name} ilike ${search} or ${brands.urlBack} ilike ${search}` : sql``}
        order by ${SORTS[query.sortBy]} ${direction}, ${brands.id} ${direction}
        limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`,
  );
  return {
    items: rows.map((r) => {
      const configuration = parseBrandConfiguration(r.configuration);
      return {
        id: r.id,
        name: r.name,
        urlBack: r.url_back,
        urlClient: r.url_client,
        primaryColor: configuration.themes.colors?.primary ?? DEFAULT_PRIMARY_COLOR,
        modules: configuration.modules.length,
        createdAt: iso(r.created_at),
      };
    }),
    total: rows[0] ? Number(rows[0].total) : 0,
    next: null,
  };
}

/** GET /brands/{id}: the configuration read into the sheet's fields, the theme's files as uploads. */
export async function findBrandSheet(db: Executor, id: number): Promise<BrandSheet> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  if (!row) throw notFound();
  const files = await db
    .select({ slot: brandImages.slot, upload: uploads })
    .from(brandImages)
    .innerJoin(uploads, eq(uploads.id, brandImages.uploadId))
    .where(eq(brandImages.brandId, id));
  const configuration = parseBrandConfiguration(row.configuration);
  const colors = configuration.themes.colors ?? {};
  const image = (slot: ThemeImage) => {
    const file = files.find((f) => f.slot === slot);
    return file ? toUpload(file.upload) : null;
  };
  return {
    id: row.id,
    name: row.name,
    urlClient: row.urlClient,
    urlBack: row.urlBack,
    urlFront: row.urlFront,
    modules: configuration.modules,
    flags: Object.fromEntries(BRAND_FLAGS.map((f) => [f, configuration.flags[f] === true])) as BrandSheet['flags'],
    vocabulary: vocabularyOf(row.id, configuration),
    colors: Object.fromEntries(
      THEME_COLORS.map((c) => [c, c === 'primary' ? (colors.primary ?? DEFAULT_PRIMARY_COLOR) : (colors[c] ?? null)]),
    ) as BrandSheet['colors'],
    images: Object.fromEntries(THEME_IMAGES.map((slot) => [slot, image(slot)])) as BrandSheet['images'],
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The keys a brand may enable: the built-in modules and those added to the catalogue. */
export async function knownModuleKeys(db: Executor): Promise<Set<string>> {
  const added = await db.select({ key: modules.key }).from(modules);
  return new Set<string>([...MODULES, ...added.map((m) => m.key)]);
}

interface BrandModulesRow {
  id: number;
  name: string;
  configuration: unknown;
}

/** Every module of the catalogue, built-in then added, each with the brands that enable it. */
export async function allModules(db: Executor): Promise<ModuleEntry[]> {
  const added = await db.select().from(modules).orderBy(modules.id);
  const brandRows = await queryRows<BrandModulesRow>(
    db,
    sql`select ${brands.id} as id, ${brands.name} as name, ${brands.configuration} as configuration from ${brands} order by ${brands.name}, ${brands.id}`,
  );
  const enabled = brandRows.map((b) => ({ id: b.id, name: b.name, modules: parseBrandConfiguration(b.configuration).modules }));
  const usersOf = (key: string) => enabled.filter((b) => b.modules.includes(key)).map(({ id, name }) => ({ id, name }));
  return [
    ...MODULES.map((key) => ({ key, ...BUILT_IN_MODULES[key], builtIn: true, brands: usersOf(key) })),
    ...added.map((m) => ({ key: m.key, name: m.name, description: m.description, builtIn: false, brands: usersOf(m.key) })),
  ];
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** GET /modules: a few dozen entries, half of them the code's, searched, sorted and paged in memory. */
export async function moduleCatalogue(db: Executor, query: ModuleQuery): Promise<ModuleList> {
  const search = query.search ? folded(query.search) : null;
  const found = (await allModules(db)).filter((m) => !search || [m.key, m.name, m.description].some((t) => folded(t).includes(search)));
  const sorted = found.sort((a, b) => a[query.sortBy].localeCompare(b[query.sortBy], 'fr') * (query.sortDesc ? -1 : 1));
  const start = (query.page - 1) * query.itemsPerPage;
  return { items: sorted.slice(start, start + query.itemsPerPage), total: found.length, next: null };
}

/** The upload of a theme image, if this id is one: only those are public. */
export async function findThemeUpload(db: Executor, uploadId: number) {
  const [row] = await db
    .select({ upload: uploads })
    .from(brandImages)
    .innerJoin(uploads, eq(uploads.id, brandImages.uploadId))
    .where(eq(brandImages.uploadId, uploadId))
    .limit(1);
  return row?.upload ?? null;
}
