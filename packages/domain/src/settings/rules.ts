import { VAT_RATES } from '../billing/rules.ts';

/**
 * What a brand gets while it has not set a value: the product's own defaults, which the other
 * areas used before the settings existed (spec: terrace 2 guests and 30 minutes; no quota and no
 * booking horizon; every legal VAT rate; the deployment's MAIL_FROM).
 */
export const SETTINGS_DEFAULTS = {
  vatRates: VAT_RATES as readonly number[],
  terraceMaxGuests: 2,
  terraceMaxDuration: 30,
  quotaHoursPerDay: null,
  quotaHoursPerMonth: null,
  bookingMaxDaysAhead: null,
  adminTwoFactor: false,
} as const;

/** The VAT rates a brand offers: its own choice, in the legal list's order, else every legal rate. */
export function offeredVatRates(chosen: readonly number[] | null | undefined): readonly number[] {
  if (!chosen || chosen.length === 0) return SETTINGS_DEFAULTS.vatRates;
  return VAT_RATES.filter((rate) => chosen.includes(rate));
}

/** Whether a day (YYYY-MM-DD, Paris) lies past the booking horizon counted from today; null: no horizon. */
export function pastHorizon(day: string, today: string, maxDaysAhead: number | null): boolean {
  if (maxDaysAhead === null) return false;
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + maxDaysAhead);
  return day > limit.toISOString().slice(0, 10);
}
