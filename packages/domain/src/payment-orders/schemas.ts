import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { ZId, zDay } from '../common/schemas.ts';
import { PAYMENT_ORDER_LABELS as L } from './labels.ts';
import { PAYMENT_ORDER_KINDS, PAYMENT_ORDER_PAGE_SIZE, SEQUENCE_TYPES } from './rules.ts';

export const ZPaymentOrderKind = z.enum(PAYMENT_ORDER_KINDS);
const ZOrderState = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const ZPaymentOrderKindParams = z.object({ kind: ZPaymentOrderKind });
export const ZPaymentOrderParams = z.object({ kind: ZPaymentOrderKind, id: ZId });
export const ZPaymentOrderItemParams = z.object({ kind: ZPaymentOrderKind, id: ZId, itemId: ZId });

/** A row of /ordres/{type}. */
export const ZPaymentOrderRow = z.object({
  id: z.number().int(),
  kind: ZPaymentOrderKind,
  reference: z.string(),
  /** null: the main platform's own order. */
  brandId: z.number().int().nullable(),
  brandName: z.string(),
  state: ZOrderState,
  stateName: z.string(),
  /** YYYY-MM-DD. */
  collectionDate: z.string(),
  itemCount: z.number().int(),
  totalCents: z.number().int(),
  createdAt: z.string(),
});
export type PaymentOrderRow = z.infer<typeof ZPaymentOrderRow>;

export const PAYMENT_ORDER_SORTS = ['id', 'collectionDate'] as const;
export const ZPaymentOrderQuery = listQuery({
  sortable: PAYMENT_ORDER_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: PAYMENT_ORDER_PAGE_SIZE,
  filters: {},
});
export const ZPaymentOrderList = listAnswer(ZPaymentOrderRow);

export const ZPaymentOrderItem = z.object({
  id: z.number().int(),
  invoiceId: z.number().int().nullable(),
  invoiceNumber: z.string().nullable(),
  debtorName: z.string(),
  mandateReference: z.string().nullable(),
  sequenceType: z.enum(SEQUENCE_TYPES).nullable(),
  endToEndId: z.string(),
  amountCents: z.number().int(),
  rejectedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  canReject: z.boolean(),
});
export type PaymentOrderItem = z.infer<typeof ZPaymentOrderItem>;

/** The sheet /ordres/{type}/{id}: the order, its items, its totals, the move it allows. */
export const ZPaymentOrder = ZPaymentOrderRow.extend({
  items: z.array(ZPaymentOrderItem),
  rejectedCents: z.number().int(),
  collectedCents: z.number().int(),
  /** The state the order can be moved to, null once closed. */
  nextState: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
});
export type PaymentOrder = z.infer<typeof ZPaymentOrder>;

/** A new direct-debit order: the brand's due invoices (0 = the main platform), collected that day. */
export const ZDirectDebitCreateBody = z.strictObject({
  brandId: z.number({ error: L.errors.brand }).int({ error: L.errors.brand }).min(0, L.errors.brand).max(2_147_483_647, L.errors.brand),
  collectionDate: zDay(L.errors.collectionDate),
});
export type DirectDebitCreateBody = z.infer<typeof ZDirectDebitCreateBody>;

export const ZPaymentOrderMoveBody = z.strictObject({ state: z.union([z.literal(1), z.literal(2), z.literal(3)]) });
export type PaymentOrderMoveBody = z.infer<typeof ZPaymentOrderMoveBody>;

export const ZItemRejectBody = z.strictObject({
  reason: z.string({ error: L.errors.reason }).trim().min(1, L.errors.reason).max(200, L.errors.reason),
});
export type ItemRejectBody = z.infer<typeof ZItemRejectBody>;

/** The order's SEPA file. */
export const ZPaymentOrderFile = z.string().meta({ format: 'binary' });
