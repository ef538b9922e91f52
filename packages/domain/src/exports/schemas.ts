import { z } from 'zod';
import { ZId } from '../common/schemas.ts';
import { EXPORT_LABELS } from './labels.ts';
import { EXPORT_DATASETS, EXPORT_FORMATS, FIRST_EXPORT_YEAR, isSiteDataset } from './rules.ts';

const R = EXPORT_LABELS.refusals;

/** A brand of the picker's list; 0 names the main platform (its records have no brand). */
const ZBrandChoice = z.coerce
  .number({ error: R.unknownBrand })
  .int(R.unknownBrand)
  .min(0, R.unknownBrand)
  .max(2_147_483_647, R.unknownBrand);
const ZYear = z.coerce.number({ error: R.year }).int(R.year).min(FIRST_EXPORT_YEAR, R.year).max(2100, R.year);
const ZMonth = z.coerce.number({ error: R.month }).int(R.month).min(1, R.month).max(12, R.month);

/** The picker's period: a year (and a month), or start and end dates. */
const periodFields = {
  startDate: z.iso.date({ error: R.startDate }).optional(),
  endDate: z.iso.date({ error: R.endDate }).optional(),
  year: ZYear.optional(),
  month: ZMonth.optional(),
};

function checkPeriod(q: { startDate?: string; endDate?: string; year?: number; month?: number }, ctx: z.RefinementCtx): void {
  if (q.startDate && q.endDate && q.endDate < q.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: R.endBeforeStart });
  if (q.month !== undefined && q.year === undefined) ctx.addIssue({ code: 'custom', path: ['year'], message: R.monthWithoutYear });
}

function checkSpace(q: { brandId?: number; siteId?: number }, ctx: z.RefinementCtx): void {
  if (q.siteId !== undefined && q.brandId === undefined) ctx.addIssue({ code: 'custom', path: ['siteId'], message: R.spaceWithoutBrand });
}

/** GET /exports/file and /exports/count (§2.15): what to export, from which brand, space and period. */
export const ZExportQuery = z
  .strictObject({
    dataset: z.enum(EXPORT_DATASETS, { error: R.dataset }),
    format: z.enum(EXPORT_FORMATS, { error: R.format }).default('csv'),
    brandId: ZBrandChoice.optional(),
    siteId: ZId.optional(),
    ...periodFields,
  })
  .superRefine((q, ctx) => {
    checkPeriod(q, ctx);
    checkSpace(q, ctx);
    if (q.siteId !== undefined && !isSiteDataset(q.dataset))
      ctx.addIssue({ code: 'custom', path: ['siteId'], message: R.spaceNotApplicable });
  });
export type ExportQuery = z.infer<typeof ZExportQuery>;

export const ZExportCount = z.object({ rows: z.number().int(), fileName: z.string() });
export type ExportCount = z.infer<typeof ZExportCount>;

/** The file itself: CSV (UTF-8 with BOM, « ; ») or XLSX, streamed. */
export const ZExportFile = z.string().meta({ format: 'binary' });

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** GET /exports/brands: the brands the caller may export (its own only for a brand's staff). */
export const ZExportBrands = z.object({
  /** The caller may pick « all brands » and the main platform (main-platform staff only). */
  allBrands: z.boolean(),
  items: z.array(ZNamed),
});
export type ExportBrands = z.infer<typeof ZExportBrands>;

export const ZExportSitesQuery = z.strictObject({ brandId: ZBrandChoice });
export const ZExportSites = z.object({ items: z.array(ZNamed) });
export type ExportSites = z.infer<typeof ZExportSites>;

/** GET /exports/cafe: one month of café consumption in the caller's scope, maybe of one site. */
export const ZCafeQuery = z.strictObject({
  siteId: ZId.optional(),
  year: ZYear,
  month: ZMonth,
});
export type CafeQuery = z.infer<typeof ZCafeQuery>;

export const ZCafeRow = z.object({
  siteId: z.number().int().nullable(),
  siteName: z.string().nullable(),
  product: z.string(),
  quantity: z.number().int(),
  orders: z.number().int(),
  htCents: z.number().int(),
  vatCents: z.number().int(),
  ttcCents: z.number().int(),
});
export type CafeRow = z.infer<typeof ZCafeRow>;
export const ZCafeReport = z.object({
  items: z.array(ZCafeRow),
  total: z.object({ quantity: z.number().int(), htCents: z.number().int(), vatCents: z.number().int(), ttcCents: z.number().int() }),
  fileName: z.string(),
});
export type CafeReport = z.infer<typeof ZCafeReport>;
