import type { Favourite } from '@hubgrade/domain/ads/schemas';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { ads, favourites, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** A favourite as the list reads it: the ad it keeps. */
interface FavouriteRow {
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
  const where = sql`${favourites.userId} = ${userId} and ${ads.deletedAt} is null`;
  const direction = query.sortDesc ? sql`desc` : sql`asc`;
  const [rows, [counted]] = await Promise.all([
    queryRows<FavouriteRow>(
      db,
      sql`select ${favourites.id}, ${ads.city}, ${ads.rentCents}, ${ads.capacity}, ${ads.areaSquare}, ${ads.title}, ${ads.id} as ad_id
          from ${favourites} join ${ads} on ${ads.id} = ${favourites.adId} where ${where}
          order by ${favourites.id} ${direction} limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`,
    ),
    db.select({ n: count() }).from(favourites).innerJoin(ads, eq(ads.id, favourites.adId)).where(where),
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
    total: counted?.n ?? 0,
  };
}
