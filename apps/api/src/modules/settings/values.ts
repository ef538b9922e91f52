import { offeredVatRates, SETTINGS_DEFAULTS } from '@hubgrade/domain/settings/rules';
import { type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brandSettings } from '../../db/schema/index.ts';

/** What a brand's settings give the other areas, its defaults filled in. */
export interface BrandValues {
  vatRates: readonly number[];
  terraceMaxGuests: number;
  terraceMaxDuration: number;
  quotaHoursPerDay: number | null;
  quotaHoursPerMonth: number | null;
  bookingMaxDaysAhead: number | null;
  defaultSiteId: number | null;
  /** The brand's administrators must sign in with a second factor. */
  adminTwoFactor: boolean;
}

/** The settings of a brand (null: the main platform) as the other areas read them. */
export async function brandValues(db: Executor, brandId: number | null): Promise<BrandValues> {
  const [row] = await db
    .select()
    .from(brandSettings)
    .where(eq(brandSettings.brandKey, brandId ?? 0));
  return valuesOf(row ?? null);
}

/** The row of `brandSettings` a brand's settings are kept in: its key is the brand's id, 0 for the main platform. */
export const settingsOfBrand = (brandId: SQL | Column) => sql`${brandSettings.brandKey} = coalesce(${brandId}, 0)`;

/** A brand's values from its settings' row (none: the defaults), for a read that joined the row itself. */
export function valuesOf(row: typeof brandSettings.$inferSelect | null): BrandValues {
  return {
    vatRates: offeredVatRates(row?.vatRates),
    terraceMaxGuests: row?.terraceMaxGuests ?? SETTINGS_DEFAULTS.terraceMaxGuests,
    terraceMaxDuration: row?.terraceMaxDuration ?? SETTINGS_DEFAULTS.terraceMaxDuration,
    quotaHoursPerDay: row?.quotaHoursPerDay ?? SETTINGS_DEFAULTS.quotaHoursPerDay,
    quotaHoursPerMonth: row?.quotaHoursPerMonth ?? SETTINGS_DEFAULTS.quotaHoursPerMonth,
    bookingMaxDaysAhead: row?.bookingMaxDaysAhead ?? SETTINGS_DEFAULTS.bookingMaxDaysAhead,
    defaultSiteId: row?.defaultSiteId ?? null,
    adminTwoFactor: row?.adminTwoFactor ?? SETTINGS_DEFAULTS.adminTwoFactor,
  };
}
