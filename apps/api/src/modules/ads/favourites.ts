import type { Favourite } from '@hubgrade/domain/ads/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

interface FavouriteRecord {
  id: number;
  city: string | null;
  rent_cents: number;
  capacity: number;
  area_square: number;
  title: string;
  ad_id: number;
}

/**
 * GET /users/{id}/favourites (tables-and-sheets §2.6): the live ads a member of the viewer's scope
 * keeps, newest favourite first; a member of another brand is not found.
 */
export async function listFavourites(
  db: Executor,
  viewer: SessionUser,
  userId: number,
  query: { page: number; itemsPerPage: number; sortDesc: boolean },
): Promise<{ items: Favourite[]; total: number }> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), brandScope(users.brandId, viewer)));
  if (!user) throw notFound();
  const where = sql`f.user_id = ${userId} and a.deleted_at is null`;
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const [rows, [counted]] = await Promise.all([
    queryRows<FavouriteRecord>(
      db,
      sql`select f.id, a.city, a.rent_cents, a.capacity, a.area_square, a.title, a.id as ad_id
          from favourites f join ads a on a.id = f.ad_id where ${where}
          order by f.id ${direction} limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from favourites f join ads a on a.id = f.ad_id where ${where}`),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      city: r.city,
      rentMonthly: r.rent_cents,
      capacity: r.capacity,
      areaSquare: r.area_square,
      title: r.title,
      annonceId: r.ad_id,
    })),
    total: Number(counted?.n ?? 0),
  };
}
