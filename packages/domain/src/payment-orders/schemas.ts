import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { ZId, zDay } from '../common/schemas.ts';
import { isValidBicText, isValidIbanText, normalizeBic, normalizeIban } from '../signatures/rules.ts';
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
  /** The statements a landlord's transfer pays back (R-2026-000012…), empty for other items. */
  statementNumbers: z.array(z.string()),
  /** The debtor of a direct debit, the payee of a transfer. */
  partyName: z.string(),
  /** The counterparty's IBAN, masked. */
  iban: z.string(),
  /** What the counterparty reads on their bank statement. */
  remittance: z.string(),
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

const zBrandKey = () =>
  z.number({ error: L.errors.brand }).int({ error: L.errors.brand }).min(0, L.errors.brand).max(2_147_483_647, L.errors.brand);

/**
 * A new order of a brand (0 = the main platform): its due invoices collected that day, its
 * landlords' statements due paid back, or its other payments due by that day paid.
 */
export const ZPaymentOrderCreateBody = z.strictObject({
  brandId: zBrandKey(),
  /** The day the bank debits the debtors, or executes the transfers. */
  collectionDate: zDay(L.errors.collectionDate),
});
export type PaymentOrderCreateBody = z.infer<typeof ZPaymentOrderCreateBody>;

/** An IBAN checked by country, length and checksum, answered without spaces in upper case. */
const zIban = () =>
  z
    .string({ error: L.errors.iban })
    .max(50, L.errors.iban)
    .refine(isValidIbanText, L.errors.iban)
    .transform((v) => normalizeIban(v));
const zBic = () =>
  z
    .string({ error: L.errors.bic })
    .max(20, L.errors.bic)
    .refine(isValidBicText, L.errors.bic)
    .transform((v) => normalizeBic(v));
const zName = (message: string, max = 70) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** PUT /ordres/virement/bailleurs/{id}/rib: where a landlord is paid back. */
export const ZLandlordBankAccountBody = z.strictObject({
  holder: zName(L.errors.holder),
  iban: zIban(),
  bic: zBic(),
});
export type LandlordBankAccountBody = z.infer<typeof ZLandlordBankAccountBody>;
export const ZLandlordParams = z.object({ landlordId: ZId });

export const ZLandlordBankAccount = z.object({
  landlordId: z.number().int(),
  holder: z.string(),
  iban: z.string(),
  bic: z.string(),
});
export type LandlordBankAccount = z.infer<typeof ZLandlordBankAccount>;

/** A row of the landlords due: what their sent statements not paid yet add up to, and their account. */
export const ZLandlordDue = z.object({
  landlordId: z.number().int(),
  landlordName: z.string(),
  brandId: z.number().int().nullable(),
  brandName: z.string(),
  statementNumbers: z.array(z.string()),
  amountCents: z.number().int(),
  /** null: no bank account yet, the landlord is left out of transfer orders. */
  account: ZLandlordBankAccount.nullable(),
});
export type LandlordDue = z.infer<typeof ZLandlordDue>;
export const ZLandlordDueQuery = listQuery({
  sortable: ['amount'] as const,
  defaultSort: 'amount',
  defaultItemsPerPage: PAYMENT_ORDER_PAGE_SIZE,
  filters: {},
});
export const ZLandlordDueList = listAnswer(ZLandlordDue);

/** A one-off outgoing payment of /ordres/paiement, and the order that pays it once gathered. */
export const ZOtherPayment = z.object({
  id: z.number().int(),
  brandId: z.number().int().nullable(),
  brandName: z.string(),
  beneficiary: z.string(),
  /** Masked. */
  iban: z.string(),
  bic: z.string(),
  amountCents: z.number().int(),
  label: z.string(),
  paymentDate: z.string(),
  orderId: z.number().int().nullable(),
  orderReference: z.string().nullable(),
});
export type OtherPayment = z.infer<typeof ZOtherPayment>;
export const OTHER_PAYMENT_SORTS = ['id', 'paymentDate'] as const;
export const ZOtherPaymentQuery = listQuery({
  sortable: OTHER_PAYMENT_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: PAYMENT_ORDER_PAGE_SIZE,
  filters: {},
});
export const ZOtherPaymentList = listAnswer(ZOtherPayment);

export const ZOtherPaymentBody = z.strictObject({
  brandId: zBrandKey(),
  beneficiary: zName(L.errors.beneficiary),
  iban: zIban(),
  bic: zBic(),
  amountCents: z
    .number({ error: L.errors.amount })
    .int({ error: L.errors.amount })
    .min(1, L.errors.amount)
    .max(2_000_000_000, L.errors.amount),
  label: zName(L.errors.label, 140),
  paymentDate: zDay(L.errors.paymentDate),
});
export type OtherPaymentBody = z.infer<typeof ZOtherPaymentBody>;

export const ZPaymentOrderMoveBody = z.strictObject({ state: z.union([z.literal(1), z.literal(2), z.literal(3)]) });
export type PaymentOrderMoveBody = z.infer<typeof ZPaymentOrderMoveBody>;

export const ZItemRejectBody = z.strictObject({
  reason: z.string({ error: L.errors.reason }).trim().min(1, L.errors.reason).max(200, L.errors.reason),
});
export type ItemRejectBody = z.infer<typeof ZItemRejectBody>;

/** The order's SEPA file. */
export const ZPaymentOrderFile = z.string().meta({ format: 'binary' });
