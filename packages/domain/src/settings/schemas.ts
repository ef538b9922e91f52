import { z } from 'zod';
import { VAT_RATES } from '../billing/rules.ts';
import { ZSellerIdentity, ZSellerIdentityBody } from '../billing/schemas.ts';
import { MAX_ID, ZRefId } from '../common/schemas.ts';
import { SETTINGS_LABELS as L } from './labels.ts';

const R = L.refusals;

/** The brand whose settings are read or written; 0: the main platform. */
export const ZSettingsParams = z.object({ brandId: z.coerce.number().int().min(0).max(MAX_ID) });
export type SettingsParams = z.infer<typeof ZSettingsParams>;

const count = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, message).max(max, message).nullable();

/** A display name that goes in a From header as is: no quote, comma or angle bracket to escape. */
const ZSenderName = z
  .string({ error: R.senderName })
  .trim()
  .max(100, R.senderName)
  .refine((v) => !/[<>",]/.test(v), R.senderName)
  .transform((v) => (v === '' ? null : v))
  .nullable();

const ZSenderAddress = z
  .string({ error: R.senderAddress })
  .trim()
  .transform((v) => (v === '' ? null : v))
  .pipe(z.email({ error: R.senderAddress }).max(200, R.senderAddress).nullable())
  .nullable();

/** The values other areas read; null keeps the product's default (SETTINGS_DEFAULTS, MAIL_FROM). */
const settingsValues = {
  vatRates: z
    .array(z.number({ error: R.vatRate }).refine((rate) => (VAT_RATES as readonly number[]).includes(rate), R.vatRate))
    .min(1, R.vatRatesEmpty)
    .refine((rates) => new Set(rates).size === rates.length, R.vatRatesTwice)
    .nullable(),
  terraceMaxGuests: count(0, 50, R.guests),
  terraceMaxDuration: count(15, 600, R.duration),
  quotaHoursPerDay: count(1, 744, R.hours),
  quotaHoursPerMonth: count(1, 744, R.hours),
  bookingMaxDaysAhead: count(1, 730, R.days),
  mailSenderName: ZSenderName,
  mailSenderAddress: ZSenderAddress,
  defaultSiteId: ZRefId.nullable(),
  /** The brand's administrators sign in with a second factor (TOTP); null: no (the default). */
  adminTwoFactor: z.boolean({ error: R.required }).nullable(),
};

/**
 * PUT /settings/{brandId}: every value at once. `seller` null leaves the invoices' identity as
 * it is (an identity, once written, is replaced but never removed: billing needs one to issue).
 */
export const ZSettingsBody = z
  .strictObject({ seller: ZSellerIdentityBody.nullable(), ...settingsValues })
  .refine((b) => b.quotaHoursPerDay === null || b.quotaHoursPerMonth === null || b.quotaHoursPerMonth >= b.quotaHoursPerDay, {
    message: R.quotaOrder,
    path: ['quotaHoursPerMonth'],
  })
  .refine((b) => b.mailSenderName === null || b.mailSenderAddress !== null, { message: R.senderPair, path: ['mailSenderAddress'] });
export type SettingsBody = z.infer<typeof ZSettingsBody>;
export type SettingsInput = z.input<typeof ZSettingsBody>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** GET /settings/{brandId}: what the brand set, the defaults it falls back on, and its sites to choose from. */
export const ZSettings = z.object({
  /** The settings' record, for its history; null while the brand has never saved them. */
  id: z.number().int().nullable(),
  brandId: z.number().int(),
  seller: ZSellerIdentity.nullable(),
  vatRates: z.array(z.number().int()).nullable(),
  terraceMaxGuests: z.number().int().nullable(),
  terraceMaxDuration: z.number().int().nullable(),
  quotaHoursPerDay: z.number().int().nullable(),
  quotaHoursPerMonth: z.number().int().nullable(),
  bookingMaxDaysAhead: z.number().int().nullable(),
  mailSenderName: z.string().nullable(),
  mailSenderAddress: z.string().nullable(),
  defaultSiteId: z.number().int().nullable(),
  adminTwoFactor: z.boolean().nullable(),
  /** The sender used while none is set: the deployment's MAIL_FROM. */
  defaultMailFrom: z.string(),
  sites: z.array(ZNamed),
  /** The brands the caller may choose between (the main platform's staff); empty for a brand's. */
  brands: z.array(ZNamed),
  updatedAt: z.string().nullable(),
});
export type Settings = z.infer<typeof ZSettings>;
