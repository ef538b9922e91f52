import { z } from 'zod';
import { PRODUCT_KINDS } from '../catalogue/rules.ts';
import { listAnswer, listQuery } from '../common/list.ts';
import { MAX_ID, ZId } from '../common/schemas.ts';
import { ORDER_LABELS } from './labels.ts';
import { ORDER_MAX_LINES, ORDER_MAX_QUANTITY, ORDER_PAGE_SIZE, ORDER_STATES, type OrderState } from './rules.ts';

const R = ORDER_LABELS.refusals;

export const ZOrderState = z.union(
  ORDER_STATES.map((s) => z.literal(s)) as unknown as [z.ZodLiteral<OrderState>, z.ZodLiteral<OrderState>, ...z.ZodLiteral<OrderState>[]],
  { error: R.state },
);

export const ZOrderParams = z.object({ id: ZId });

/* ---------- the shop ---------- */

/** GET /magasin: the products a member may buy, of their brand, optionally of one site. */
export const ZShopQuery = z.strictObject({ siteId: ZId.optional() });
export type ShopQuery = z.infer<typeof ZShopQuery>;

export const ZShopProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  categoryName: z.string(),
  description: z.string(),
  unitPriceCents: z.number().int(),
  vatRate: z.number().int(),
  priceTtcCents: z.number().int(),
  creditsCents: z.number().int().nullable(),
  validityMonths: z.number().int().nullable(),
  /** Null when the stock is not tracked. */
  stock: z.number().int().nullable(),
});
export type ShopProduct = z.infer<typeof ZShopProduct>;

export const ZShop = z.object({
  products: z.array(ZShopProduct),
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The balance the member's bookings draw from, in cents. */
  creditBalanceCents: z.number().int(),
  /** Whether the member's purchases wait for their company's validation. */
  needsValidation: z.boolean(),
});
export type Shop = z.infer<typeof ZShop>;

/* ---------- orders ---------- */

const ZLineBody = z.strictObject({
  productId: z.number({ error: R.product }).int(R.product).positive(R.product).max(MAX_ID, R.product),
  quantity: z.number({ error: R.quantity }).int(R.quantity).min(1, R.quantity).max(ORDER_MAX_QUANTITY, R.quantity),
});

/** POST /commandes: what the signed-in member buys. */
export const ZOrderBody = z.strictObject({
  lines: z
    .array(ZLineBody, { error: R.noLines })
    .min(1, R.noLines)
    .max(ORDER_MAX_LINES, R.tooManyLines)
    .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, R.duplicateProduct),
});
export type OrderBody = z.infer<typeof ZOrderBody>;

const amounts = {
  totalHtCents: z.number().int(),
  vatCents: z.number().int(),
  totalTtcCents: z.number().int(),
};

/** A row of /commandes/commandes. */
export const ZOrderRow = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  userId: z.number().int(),
  memberName: z.string(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  brandId: z.number().int().nullable(),
  ...amounts,
  state: ZOrderState,
});
export type OrderRow = z.infer<typeof ZOrderRow>;

export const ZOrderLine = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  vatRate: z.number().int(),
  creditsCents: z.number().int().nullable(),
  ...amounts,
});
export type OrderLine = z.infer<typeof ZOrderLine>;

export const ZOrderStep = z.object({
  state: ZOrderState,
  at: z.string(),
  byName: z.string().nullable(),
});
export type OrderStep = z.infer<typeof ZOrderStep>;

/** /commandes/commandes/{id}: the order, its lines, its states, and the moves the viewer may make. */
export const ZOrder = ZOrderRow.extend({
  lines: z.array(ZOrderLine),
  history: z.array(ZOrderStep),
  creditsGranted: z.boolean(),
  /** The type-3 invoice issued when the order was invoiced (/factures/{id}), else null. */
  invoiceId: z.number().int().nullable(),
  moves: z.array(ZOrderState),
});
export type Order = z.infer<typeof ZOrder>;

/** The answer of a purchase: the order, and the balance its credits left (null when it granted none). */
export const ZOrderCreated = z.object({ order: ZOrder, creditBalanceCents: z.number().int().nullable() });
export type OrderCreated = z.infer<typeof ZOrderCreated>;

export const ORDER_SORTS = ['id', 'createdAt', 'totalHtCents', 'totalTtcCents', 'state'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const ZOrderQuery = listQuery({
  sortable: ORDER_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: ORDER_PAGE_SIZE,
  filters: {
    state: z.coerce.number().pipe(ZOrderState).optional(),
    company: ZId.optional(),
    member: ZId.optional(),
  },
});
export type OrderQuery = z.infer<typeof ZOrderQuery>;
export const ZOrderList = listAnswer(ZOrderRow);
export type OrderList = z.infer<typeof ZOrderList>;

/** POST /commandes/{id}/etat: the state the order goes to. */
export const ZOrderMove = z.strictObject({ state: ZOrderState });
export type OrderMove = z.infer<typeof ZOrderMove>;
