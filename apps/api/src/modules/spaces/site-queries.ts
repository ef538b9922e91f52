import type { Space, SpaceList, SpaceQuery, SpaceRow } from '@hubgrade/domain/spaces/site-schemas';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { brands, coworkingSpaces, keyTariffs, keyTypes, meetingRooms, sitePhotos, sites, uploads } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, keysetOrder, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { toUpload } from '../uploads/queries.ts';

/** The sites of the viewer's scope: a brand's staff see their brand's, the main platform every one. */
export const visibleSites = (viewer: SessionUser): SQL => brandScope(sites.brandId, viewer);

const siteColumns = {
  id: sites.id,
  name: sites.name,
  address: sites.address,
  zipcode: sites.zipcode,
  city: sites.city,
  brandId: sites.brandId,
  brandName: brands.name,
  openingHours: sites.openingHours,
  coworkingCount: sql<number>`(select count(*)::int from ${coworkingSpaces} where ${coworkingSpaces.siteId} = ${sites.id})`,
  meetingRoomCount: sql<number>`(select count(*)::int from ${meetingRooms} where ${meetingRooms.siteId} = ${sites.id})`,
};

const siteFrom = (db: Executor) => db.select(siteColumns).from(sites).leftJoin(brands, eq(brands.id, sites.brandId));

const SITE_SORTS: Record<SpaceQuery['sortBy'], SQL | typeof sites.id> = {
  id: sites.id,
  name: sql`${sites.name}`,
  city: sql`${sites.city}`,
};

/** GET /espaces: the sites of the caller's scope, with how many coworking spaces and rooms each hosts. */
export async function listSites(db: Executor, viewer: SessionUser, query: SpaceQuery): Promise<SpaceList> {
  const filters: SQL[] = [visibleSites(viewer)];
  if (query.brand) filters.push(eq(sites.brandId, query.brand));
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(ilike(sites.name, pattern), ilike(sites.city, pattern), ilike(sites.address, pattern), ilike(sites.zipcode, pattern));
    if (match) filters.push(match);
  }
  const sort: KeysetSort = { column: SITE_SORTS[query.sortBy], id: sites.id, desc: query.sortDesc };
  const after = afterCursor(sort, query.after);
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    siteFrom(db)
      .where(after ? and(where, after) : where)
      .orderBy(...keysetOrder(sort))
      .limit(limit)
      .offset(offset),
    cappedTotal(db, sql`from ${sites} where ${where}`),
  ]);
  const sortValue = (row: SpaceRow): string | number => (query.sortBy === 'name' ? row.name : query.sortBy === 'city' ? row.city : row.id);
  const page = pageOf(rows as SpaceRow[], query.itemsPerPage, (row) => [sortValue(row), row.id]);
  return { items: page.items, ...counted, next: page.next };
}

/** The site's photos, in order. */
export async function sitePhotoUploads(db: Executor, siteId: number): Promise<Upload[]> {
  const rows = await db
    .select({ upload: uploads })
    .from(sitePhotos)
    .innerJoin(uploads, eq(uploads.id, sitePhotos.uploadId))
    .where(eq(sitePhotos.siteId, siteId))
    .orderBy(asc(sitePhotos.position), asc(uploads.id));
  return rows.map((r) => toUpload(r.upload));
}

interface HostedRow {
  kind: 'coworking' | 'room' | 'key';
  id: number;
  name: string;
  color: string;
  a: number;
  b: number;
}

/**
 * GET /espaces/{id}: the site sheet, with its photos, coworking spaces, meeting rooms and key
 * prices (a key price belongs to one site); another brand's site is not found.
 */
export async function findSite(db: Executor, viewer: SessionUser, id: number): Promise<Space> {
  const [row] = await siteFrom(db)
    .where(and(eq(sites.id, id), visibleSites(viewer)))
    .limit(1);
  if (!row) throw notFound();
  const [photos, hosted] = await Promise.all([
    sitePhotoUploads(db, id),
    queryRows<HostedRow>(
      db,
      sql`select 'coworking' as kind, ${coworkingSpaces.id} as id, ${coworkingSpaces.name} as name, ${coworkingSpaces.color} as color,
            ${coworkingSpaces.contractCapacity} as a, ${coworkingSpaces.reservationCapacity} as b
          from ${coworkingSpaces} where ${coworkingSpaces.siteId} = ${id}
          union all
          select 'room', ${meetingRooms.id}, ${meetingRooms.name}, ${meetingRooms.color}, ${meetingRooms.capacity}, ${meetingRooms.roomType}
          from ${meetingRooms} where ${meetingRooms.siteId} = ${id}
          union all
          select 'key', ${keyTariffs.id}, ${keyTypes.name}, '', ${keyTariffs.priceCents}, 0
          from ${keyTariffs} join ${keyTypes} on ${keyTypes.id} = ${keyTariffs.keyTypeId} where ${keyTariffs.siteId} = ${id}
          order by 3, 2`,
    ),
  ]);
  const of = (kind: HostedRow['kind']) => hosted.filter((h) => h.kind === kind);
  return {
    ...(row as SpaceRow),
    photos,
    coworkingSpaces: of('coworking').map((h) => ({
      id: h.id,
      name: h.name,
      color: h.color,
      contractCapacity: h.a,
      reservationCapacity: h.b,
    })),
    meetingRooms: of('room').map((h) => ({ id: h.id, name: h.name, color: h.color, capacity: h.a, sdrType: h.b })),
    keys: of('key').map((h) => ({ id: h.id, name: h.name, price: h.a })),
  };
}
