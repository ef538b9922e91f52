import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { MAX_ID, zRichText } from '../common/schemas.ts';
import { ZUpload } from '../uploads/schemas.ts';
import { CATALOGUE_LABELS } from './labels.ts';
import {
  CATEGORY_NAME_MAX,
  type KindField,
  kindFieldFaults,
  PRODUCT_COMMITMENT_MONTHS_MAX,
  PRODUCT_CREDITS_MAX_CENTS,
  PRODUCT_KINDS,
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX_CENTS,
  PRODUCT_STOCK_MAX,
  PRODUCT_UNITS,
  PRODUCT_VALIDITY_MONTHS_MAX,
  PRODUCT_VAT_RATES,
  SERVICE_TYPES,
} from './rules.ts';

const C = CATALOGUE_LABELS.categories.refusals;
const P = CATALOGUE_LABELS.products.refusals;

/** The product table shows 20 rows a page, like the other tables of the back-office. */
export const PRODUCT_PAGE_SIZE = 20;

const ZRef = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const ZName = (max: number, required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);
/** A whole number within [min, max], with the area's French messages. */
const ZCount = (min: number, max: number) =>
  z
    .number({ error: P.required })
    .int(P.integer)
    .min(min, min > 0 ? P.positive : P.stockMin)
    .max(max, P.tooHigh);

/* ---------- categories ---------- */

/** POST /categories: a name; the category joins its brand's list last. */
export const ZCategoryBody = z.strictObject({ name: ZName(CATEGORY_NAME_MAX, C.required, C.tooLong) });
export type CategoryBody = z.infer<typeof ZCategoryBody>;

/** POST /categories/{id}/position: where the category goes in its brand's list, 1 being first. */
export const ZCategoryMove = z.strictObject({
  position: z.number({ error: C.position }).int(C.position).min(1, C.position).max(10_000, C.position),
});
export type CategoryMove = z.infer<typeof ZCategoryMove>;

/** A category of a brand's shop (or the main platform's, brandId null), with how many products it holds. */
export const ZCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  productCount: z.number().int(),
});
export type Category = z.infer<typeof ZCategory>;
export const ZCategoryList = z.array(ZCategory);
export type CategoryList = z.infer<typeof ZCategoryList>;

/* ---------- products ---------- */

const kindFieldsShape = {
  creditsCents: ZCount(1, PRODUCT_CREDITS_MAX_CENTS).nullable().default(null),
  validityMonths: ZCount(1, PRODUCT_VALIDITY_MONTHS_MAX).nullable().default(null),
  commitmentMonths: ZCount(0, PRODUCT_COMMITMENT_MONTHS_MAX).nullable().default(null),
  monthlyCreditsCents: ZCount(0, PRODUCT_CREDITS_MAX_CENTS).nullable().default(null),
  serviceType: z.enum(SERVICE_TYPES, { error: P.required }).nullable().default(null),
};

const FAULT_MESSAGES = { missing: P.required, foreign: P.foreignField, unit: P.unitForKind } as const;

/**
 * POST /services and PUT /services/{id}: the whole product. The kind decides which of the
 * kind-specific fields are required and which must stay null, and which units it is sold by.
 */
export const ZProductBody = z
  .strictObject({
    name: ZName(PRODUCT_NAME_MAX, P.required, P.tooLong),
    kind: z.enum(PRODUCT_KINDS, { error: P.required }),
    category: ZRef(P.required),
    description: zRichText(z.string({ error: P.required }).max(20_000, P.tooLong)).default(''),
    picture: ZRef(P.unknownPicture).nullable().default(null),
    unitPriceCents: z.number({ error: P.required }).int(P.priceInvalid).min(0, P.priceMin).max(PRODUCT_PRICE_MAX_CENTS, P.priceInvalid),
    vatRate: z
      .number({ error: P.required })
      .int(P.vatRate)
      .refine((rate) => (PRODUCT_VAT_RATES as readonly number[]).includes(rate), P.vatRate),
    unit: z.enum(PRODUCT_UNITS, { error: P.required }),
    sites: z.array(ZRef(P.unknownSite), { error: P.sitesRequired }).min(1, P.sitesRequired).max(500, P.tooHigh),
    /** null: the stock is not tracked (a service); otherwise never below zero. */
    stock: z
      .number({ error: P.stockInvalid })
      .int(P.stockInvalid)
      .min(0, P.stockMin)
      .max(PRODUCT_STOCK_MAX, P.tooHigh)
      .nullable()
      .default(null),
    active: z.boolean({ error: P.required }).default(true),
    ...kindFieldsShape,
  })
  .superRefine((body, ctx) => {
    const faults = kindFieldFaults(body);
    for (const [field, fault] of Object.entries(faults) as [KindField | 'unit', keyof typeof FAULT_MESSAGES][]) {
      ctx.addIssue({ code: 'custom', path: [field], message: FAULT_MESSAGES[fault] });
    }
  });
export type ProductBody = z.input<typeof ZProductBody>;
export type ProductInput = z.output<typeof ZProductBody>;

/** PATCH /services/{id}/active: put a product on sale or take it off. */
export const ZProductActiveBody = z.strictObject({ active: z.boolean({ error: P.required }) });
export type ProductActiveBody = z.infer<typeof ZProductActiveBody>;

/** POST /services/{id}/stock: a stock movement, an entry (positive) or an exit (negative). */
export const ZStockMovement = z.strictObject({
  delta: z
    .number({ error: P.required })
    .int(P.integer)
    .min(-PRODUCT_STOCK_MAX, P.tooHigh)
    .max(PRODUCT_STOCK_MAX, P.tooHigh)
    .refine((delta) => delta !== 0, P.deltaZero),
});
export type StockMovement = z.infer<typeof ZStockMovement>;

const ZRefName = z.object({ id: z.number().int(), name: z.string() });

/** A product or service of the catalogue, as the list and the sheet show it. */
export const ZProduct = z.object({
  id: z.number().int(),
  brandId: z.number().int().nullable(),
  /** The shop's brand, null for the main platform's. */
  brandName: z.string().nullable(),
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  category: ZRefName,
  description: z.string(),
  picture: ZUpload.nullable(),
  unitPriceCents: z.number().int(),
  vatRate: z.number().int(),
  priceInclTaxCents: z.number().int(),
  unit: z.enum(PRODUCT_UNITS),
  sites: z.array(ZRefName),
  stock: z.number().int().nullable(),
  active: z.boolean(),
  creditsCents: z.number().int().nullable(),
  validityMonths: z.number().int().nullable(),
  commitmentMonths: z.number().int().nullable(),
  monthlyCreditsCents: z.number().int().nullable(),
  serviceType: z.enum(SERVICE_TYPES).nullable(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ZProduct>;

export const PRODUCT_SORTS = ['id', 'name', 'category', 'kind', 'price', 'stock'] as const;
export const PRODUCT_ACTIVE_FILTERS = ['true', 'false'] as const;
const ZFilterId = z.coerce.number().int().positive().max(MAX_ID).optional();
export const ZProductQuery = listQuery({
  sortable: PRODUCT_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: PRODUCT_PAGE_SIZE,
  filters: {
    category: ZFilterId,
    kind: z.enum(PRODUCT_KINDS).optional(),
    espace: ZFilterId,
    active: z.enum(PRODUCT_ACTIVE_FILTERS).optional(),
  },
});
export type ProductQuery = z.infer<typeof ZProductQuery>;
export const ZProductList = listAnswer(ZProduct);
export type ProductList = z.infer<typeof ZProductList>;

/** GET /services/options: the categories and sites a product of the caller's scope may take. */
export const ZProductOptions = z.object({
  /** `name` says the shop too ("Packs de crédits — Cocoon Bureaux") when the caller sees several. */
  categories: z.array(ZRefName.extend({ brandId: z.number().int().nullable() })),
  espaces: z.array(ZRefName.extend({ brandId: z.number().int().nullable() })),
});
export type ProductOptions = z.infer<typeof ZProductOptions>;
