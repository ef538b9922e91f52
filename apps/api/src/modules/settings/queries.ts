import type { Settings } from '@hubgrade/domain/settings/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brandSettings, brands, invoiceSellers, sites } from '../../db/schema/index.ts';
import { reachableBrand } from '../../lib/brand-key.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
import type { SessionUser } from '../../lib/session-user.ts';

type SellerRow = typeof invoiceSellers.$inferSelect;
type BrandSettingsRow = typeof brandSettings.$inferSelect;

/** A settings row's values, without its keys and stamp: what the history compares. */
export const valuesOf = ({ id: _, brandKey: __, brandId: ___, updatedAt: ____, updatedBy: _____, ...values }: BrandSettingsRow) => values;

const identityOf = ({ brandKey: _, updatedAt: __, updatedBy: ___, ...identity }: SellerRow) => identity;

/** The settings row and the seller's identity of a brand key, as stored (either may be missing). */
export async function storedSettings(db: Executor, brandKey: number) {
  const [row] = await db.select().from(brandSettings).where(eq(brandSettings.brandKey, brandKey));
  const [seller] = await db.select().from(invoiceSellers).where(eq(invoiceSellers.brandKey, brandKey));
  return { row: row ?? null, seller: seller ? identityOf(seller) : null };
}

/** GET /settings/{brandId}. */
export async function findSettings(db: Executor, viewer: SessionUser, brandKey: number, defaultMailFrom: string): Promise<Settings> {
  const brandId = await reachableBrand(db, viewer, brandKey);
  const { row, seller } = await storedSettings(db, brandKey);
  const siteOptions = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(ofBrand(sites.brandId, brandId))
    .orderBy(asc(sites.name), asc(sites.id));
  const brandOptions =
    viewer.brandId === null ? await db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.id)) : [];
  return {
    id: row?.id ?? null,
    brandId: brandKey,
    seller,
    vatRates: row?.vatRates ?? null,
    terraceMaxGuests: row?.terraceMaxGuests ?? null,
    terraceMaxDuration: row?.terraceMaxDuration ?? null,
    quotaHoursPerDay: row?.quotaHoursPerDay ?? null,
    quotaHoursPerMonth: row?.quotaHoursPerMonth ?? null,
    bookingMaxDaysAhead: row?.bookingMaxDaysAhead ?? null,
    mailSenderName: row?.mailSenderName ?? null,
    mailSenderAddress: row?.mailSenderAddress ?? null,
    defaultSiteId: row?.defaultSiteId ?? null,
    adminTwoFactor: row?.adminTwoFactor ?? null,
    defaultMailFrom,
    sites: siteOptions,
    brands: brandOptions,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}
