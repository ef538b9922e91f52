import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { ZId } from '../common/schemas.ts';
import { COMMISSION_LABELS as L } from './labels.ts';
import { STATEMENT_PAGE_SIZE } from './rules.ts';

/** A commission rate per ten thousand: 0 (0 %) to 10 000 (100 %), 1250 for 12,5 %. */
export const ZCommissionRate = z
  .number({ error: L.refusals.rate })
  .int(L.refusals.rate)
  .min(0, L.refusals.rate)
  .max(10_000, L.refusals.rate);

/** Whose rates: a brand (none: the main platform); a brand's staff always read their own. */
const ZBrandChoice = z.coerce.number({ error: L.refusals.brand }).int(L.refusals.brand).positive(L.refusals.brand);
export const ZCommissionQuery = z.strictObject({ brand: ZBrandChoice.optional() });
export type CommissionQuery = z.infer<typeof ZCommissionQuery>;

/** PUT /commissions: the brand's rate, taken by its landlords without their own. */
export const ZBrandCommissionBody = z.strictObject({
  brand: z.number({ error: L.refusals.brand }).int(L.refusals.brand).positive(L.refusals.brand).nullable().optional(),
  rate: ZCommissionRate,
});
export type BrandCommissionBody = z.infer<typeof ZBrandCommissionBody>;

/** PUT /commissions/landlords/{landlordId}: the landlord's own rate; null gives them the brand's again. */
export const ZLandlordCommissionBody = z.strictObject({ rate: ZCommissionRate.nullable() });
export type LandlordCommissionBody = z.infer<typeof ZLandlordCommissionBody>;
export const ZLandlordParams = z.object({ landlordId: ZId });

export const ZLandlordRate = z.object({
  landlordId: z.number().int(),
  landlordName: z.string(),
  email: z.string(),
  rate: z.number().int(),
  updatedAt: z.string(),
});
export type LandlordRate = z.infer<typeof ZLandlordRate>;

/** GET /commissions: the brand's rate and VAT, and its landlords with a rate of their own. */
export const ZCommissionRates = z.object({
  brand: z.number().int().nullable(),
  rate: z.number().int(),
  vatRate: z.number().int(),
  landlords: z.array(ZLandlordRate),
});
export type CommissionRates = z.infer<typeof ZCommissionRates>;

/** GET /commissions/landlords/{landlordId}: the rate the landlord's next statements take, and why. */
export const ZLandlordCommission = z.object({
  landlordId: z.number().int(),
  brand: z.number().int().nullable(),
  /** Their own rate, null when they follow the brand's. */
  rate: z.number().int().nullable(),
  brandRate: z.number().int(),
  vatRate: z.number().int(),
});
export type LandlordCommission = z.infer<typeof ZLandlordCommission>;

/** One change of a rate: the brand's (no landlord) or a landlord's (after null: back to the brand's). */
export const ZCommissionChange = z.object({
  id: z.number().int(),
  landlordId: z.number().int().nullable(),
  landlordName: z.string().nullable(),
  rateBefore: z.number().int().nullable(),
  rateAfter: z.number().int().nullable(),
  userEmail: z.string().nullable(),
  changedAt: z.string(),
});
export type CommissionChange = z.infer<typeof ZCommissionChange>;

export const ZCommissionChangeQuery = listQuery({
  sortable: ['id'],
  defaultSort: 'id',
  defaultItemsPerPage: STATEMENT_PAGE_SIZE,
  filters: { brand: ZBrandChoice.optional() },
});
export type CommissionChangeQuery = z.infer<typeof ZCommissionChangeQuery>;
export const ZCommissionChangeList = listAnswer(ZCommissionChange);
