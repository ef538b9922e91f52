import { VAT_RATES } from '../billing/rules.ts';
import { vatOfLine } from '../format/money.ts';

/*
 * The catalogue's rules, without zod: the list and the form of the web app import them on every
 * page that shows a product. The shapes of the calls are in schemas.ts.
 */

/**
 * What a product is to the rest of the product: a credit pack fills the credit ledger, a
 * subscription plan is billed every month, a service is delivered by the site's team, a product
 * is goods handed over.
 */
export const PRODUCT_KINDS = ['credit_pack', 'subscription_plan', 'service', 'product'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** What the unit price is for. */
export const PRODUCT_UNITS = ['one_off', 'per_month', 'per_day', 'per_hour'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/** The services a site delivers (members-bookings-feed: domiciliation, printing, keys, catering). */
export const SERVICE_TYPES = ['domiciliation', 'printing', 'keys', 'catering'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The VAT rates billing issues invoices with (per ten thousand). */
export const PRODUCT_VAT_RATES = VAT_RATES;
export const PRODUCT_DEFAULT_VAT_RATE = 2000;

/** The highest unit price, in cents (one million euros): beyond it a typing mistake is likelier. */
export const PRODUCT_PRICE_MAX_CENTS = 100_000_000;
export const PRODUCT_STOCK_MAX = 1_000_000;
export const PRODUCT_CREDITS_MAX_CENTS = 100_000_000;
export const PRODUCT_VALIDITY_MONTHS_MAX = 60;
export const PRODUCT_COMMITMENT_MONTHS_MAX = 60;
export const CATEGORY_NAME_MAX = 80;
export const PRODUCT_NAME_MAX = 120;

/**
 * The units a kind may be sold by: a pack and goods are bought once, a plan is paid by the
 * month; a service may be one-off (a domiciliation set-up) or by the month, day or hour.
 */
export const UNITS_BY_KIND: Record<ProductKind, readonly ProductUnit[]> = {
  credit_pack: ['one_off'],
  subscription_plan: ['per_month'],
  service: PRODUCT_UNITS,
  product: ['one_off'],
};

/** The unit a new product of this kind starts with. */
export function defaultUnit(kind: ProductKind): ProductUnit {
  return UNITS_BY_KIND[kind][0] as ProductUnit;
}

/** The fields only some kinds carry, and the kind that carries each. */
export const KIND_FIELDS = {
  creditsCents: 'credit_pack',
  validityMonths: 'credit_pack',
  commitmentMonths: 'subscription_plan',
  monthlyCreditsCents: 'subscription_plan',
  serviceType: 'service',
} as const satisfies Record<string, ProductKind>;
export type KindField = keyof typeof KIND_FIELDS;

/** The kind-specific part of a product, as it is sent and stored (null where the kind has none). */
export interface KindDetails {
  kind: ProductKind;
  unit: ProductUnit;
  creditsCents: number | null;
  validityMonths: number | null;
  commitmentMonths: number | null;
  monthlyCreditsCents: number | null;
  serviceType: ServiceType | null;
}

/**
 * What is wrong with the kind-specific fields: a field of another kind given, a field of this kind
 * missing, a unit the kind is not sold by. Empty when they agree; the keys are the fields at fault.
 */
export function kindFieldFaults(details: KindDetails): Partial<Record<KindField | 'unit', 'missing' | 'foreign' | 'unit'>> {
  const faults: Partial<Record<KindField | 'unit', 'missing' | 'foreign' | 'unit'>> = {};
  for (const [field, kind] of Object.entries(KIND_FIELDS) as [KindField, ProductKind][]) {
    const given = details[field] !== null;
    if (kind === details.kind && !given) faults[field] = 'missing';
    if (kind !== details.kind && given) faults[field] = 'foreign';
  }
  if (!UNITS_BY_KIND[details.kind].includes(details.unit)) faults.unit = 'unit';
  return faults;
}

/** The unit price with its VAT, rounded on the line as invoices do. */
export function priceInclTax(unitPriceCents: number, vatRate: number): number {
  return unitPriceCents + vatOfLine(unitPriceCents, vatRate);
}

/** Whether `quantity` can leave a stock: an untracked stock (null) never runs out. */
export function hasStock(stock: number | null, quantity: number): boolean {
  return stock === null || stock >= quantity;
}

/**
 * The order of a brand's categories after one of them moves to `position` (1-based, clamped to
 * the list): the ids in their new order.
 */
export function movedOrder(ids: readonly number[], id: number, position: number): number[] {
  const rest = ids.filter((other) => other !== id);
  if (rest.length === ids.length) return [...ids];
  const at = Math.min(Math.max(position, 1), ids.length) - 1;
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}
