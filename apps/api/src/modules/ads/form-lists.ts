import { AD_CATEGORY_LABELS, CONTRACT_TYPE_LABELS } from '@hubgrade/domain/ads/labels';
import { AD_CATEGORIES, CONTRACT_TYPES, type LandlordOption } from '@hubgrade/domain/ads/schemas';
import { and, asc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands, companies, sites, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** The lists of the ad creation dialog (members-bookings-feed §7). */

export const categoryOptions = () => AD_CATEGORIES.map((id) => ({ id, name: AD_CATEGORY_LABELS[id] }));
export const contractTypeOptions = () => CONTRACT_TYPES.map((id) => ({ id, name: CONTRACT_TYPE_LABELS[id] }));

/** The deployment a brand parameter names: `true` is the caller's own (main platform or brand). */
function deploymentOf(viewer: SessionUser, brand: 'true' | number): number | null {
  if (brand === 'true') return viewer.brandId;
  // A brand user only ever sees their own brand; another brand's lists do not exist for them.
  if (viewer.brandId !== null && viewer.brandId !== brand) throw notFound();
  return brand;
}

const LANDLORDS_SHOWN = 50;

/** GET /branded/{idBrand or true}/users/type/1: landlords of the deployment, searched by name or email. */
export async function landlordOptions(
  db: Executor,
  viewer: SessionUser,
  brand: 'true' | number,
  search?: string,
): Promise<LandlordOption[]> {
  const brandId = deploymentOf(viewer, brand);
  const filters: (SQL | undefined)[] = [
    eq(users.accountType, 1),
    isNull(users.deletedAt),
    brandId === null ? isNull(users.brandId) : eq(users.brandId, brandId),
  ];
  if (search) {
    const pattern = likePattern(search);
    filters.push(or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern)));
  }
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(...filters))
    .orderBy(asc(users.lastName), asc(users.id))
    .limit(LANDLORDS_SHOWN);
}

/** GET /brand/{idBrand}/espace: the brand's sites, where its ads are. */
export async function brandSites(db: Executor, viewer: SessionUser, brandId: number) {
  deploymentOf(viewer, brandId);
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw notFound();
  return db
    .select({ id: sites.id, name: sites.name, address: sites.address, zipcode: sites.zipcode, city: sites.city })
    .from(sites)
    .where(eq(sites.brandId, brandId))
    .orderBy(asc(sites.name), asc(sites.id));
}
