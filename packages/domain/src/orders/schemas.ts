import { z } from 'zod';
import { PRODUCT_KINDS } from '../catalogue/rules.ts';
import { listAnswer, listQuery } from '../common/list.ts';
import { MAX_ID, ZId } from '../common/schemas.ts';
import { ORDER_LABELS } from './labels.ts';
import { CART_PAGE_SIZE, ORDER_MAX_LINES, ORDER_MAX_QUANTITY, ORDER_PAGE_SIZE, ORDER_STATES, type OrderState } from './rules.ts';

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

const ZQuantity = z.number({ error: R.quantity }).int(R.quantity).min(1, R.quantity).max(ORDER_MAX_QUANTITY, R.quantity);

const ZLineBody = z.strictObject({
  productId: z.number({ error: R.product }).int(R.product).positive(R.product).max(MAX_ID, R.product),
  quantity: ZQuantity,
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
  /** In which capacity: « staff » on the first step is an order placed by staff for the member. */
  actor: z.enum(['buyer', 'validator', 'staff', 'system']),
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

/* ---------- carts ---------- */

export const ZCartLineParams = z.object({ id: ZId, productId: ZId });

/** POST /panier/lignes: the signed-in member puts `quantity` more of a product in their cart. */
export const ZCartAdd = ZLineBody;
export type CartAdd = z.infer<typeof ZCartAdd>;

/** PUT /paniers/{id}/lignes/{productId}: the quantity of a product in the cart (added when missing). */
export const ZCartQuantity = z.strictObject({ quantity: ZQuantity });
export type CartQuantity = z.infer<typeof ZCartQuantity>;

/** A product in a cart, priced from today's catalogue. */
export const ZCartLine = z.object({
  productId: z.number().int(),
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  vatRate: z.number().int(),
  creditsCents: z.number().int().nullable(),
  /** Null when the stock is not tracked. */
  stock: z.number().int().nullable(),
  /** False once the product is withdrawn from sale: the checkout refuses it until it is removed. */
  onSale: z.boolean(),
  ...amounts,
});
export type CartLine = z.infer<typeof ZCartLine>;

/** A row of /commandes/paniers. */
export const ZCartRow = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  memberName: z.string(),
  companyName: z.string().nullable(),
  brandId: z.number().int().nullable(),
  lineCount: z.number().int(),
  totalHtCents: z.number().int(),
  totalTtcCents: z.number().int(),
  updatedAt: z.string(),
});
export type CartRow = z.infer<typeof ZCartRow>;

/** /commandes/paniers/{id}: the cart, its lines and totals (VAT per rate), and what may be added to it. */
export const ZCart = ZCartRow.extend({
  lines: z.array(ZCartLine),
  vatCents: z.number().int(),
  vatByRate: z.array(z.object({ rate: z.number().int(), vatCents: z.number().int() })),
  /** Whether its checkout waits for the company's validation (the member's shopping right). */
  needsValidation: z.boolean(),
  /** The products of the member's brand on sale, for staff completing the cart. */
  products: z.array(z.object({ id: z.number().int(), name: z.string(), priceTtcCents: z.number().int() })),
});
export type Cart = z.infer<typeof ZCart>;

/** GET /panier: the signed-in member's open cart, null when they have none. */
export const ZMyCart = z.object({ cart: ZCart.nullable() });
export type MyCart = z.infer<typeof ZMyCart>;

export const CART_SORTS = ['updatedAt', 'id'] as const;

export const ZCartQuery = listQuery({
  sortable: CART_SORTS,
  defaultSort: 'updatedAt',
  defaultItemsPerPage: CART_PAGE_SIZE,
  filters: { company: ZId.optional(), member: ZId.optional() },
});
export type CartQuery = z.infer<typeof ZCartQuery>;
export const ZCartList = listAnswer(ZCartRow);
export type CartList = z.infer<typeof ZCartList>;
