import { z } from 'zod';
import { listAnswer, listQuery, ZBooleanParam } from '../common/list.ts';
import { ZId, ZRefId, zDay } from '../common/schemas.ts';
import { isValidBicText, isValidIbanText, normalizeBic, normalizeIban } from '../signatures/rules.ts';
import { INVOICE_FIELD_ERRORS as F } from './labels.ts';
import { INVOICE_STATES, INVOICE_TYPES, type InvoiceState, type InvoiceType, MAX_INVOICE_LINES, PAYMENT_METHODS } from './rules.ts';

const literals = <T extends number>(values: readonly T[]) =>
  z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<T>, z.ZodLiteral<T>, ...z.ZodLiteral<T>[]], {
    error: F.required,
  });
export const ZInvoiceState = literals<InvoiceState>(INVOICE_STATES);
export const ZInvoiceType = literals<InvoiceType>(INVOICE_TYPES);

/** Invoice states still waiting for their payment (0 En attente, 1 Envoyée). */
export const UNPAID_INVOICE_STATES = [0, 1] as const;

/**
 * Invoice row (tables-and-sheets §3 "Invoice") with the spec's field names; amounts are integer
 * cents (ht, totalTtc, and the detail vat/discount), dates YYYY-MM-DD, instants ISO.
 */
export const ZInvoiceRow = z.object({
  id: z.number().int(),
  fullNumber: z.string(),
  dateCreation: z.string(),
  ht: z.number().int(),
  tva: z.number().int(),
  remiseHt: z.number().int(),
  totalTtc: z.number().int(),
  state: z.number().int().min(0).max(4),
  type: z.number().int().min(1).max(6),
  isGuaranteeRefund: z.boolean(),
  last_payment_date: z.string().nullable(),
  datePrelevement: z.string().nullable(),
  businessman: z.object({ firstname: z.string(), lastname: z.string(), upload: z.object({ path: z.string() }).nullable() }).nullable(),
  cryptBrand: z.string(),
  cryptId: z.string(),
  bookingId: z.number().int().nullable(),
  commandeId: z.number().int().nullable(),
  invoiceUserId: z.number().int(),
  cmdUserId: z.number().int().nullable(),
  loueurId: z.number().int().nullable(),
  loueurOsId: z.number().int().nullable(),
  landlordCompany: z.string().nullable(),
  landlordFirstName: z.string().nullable(),
  landlordLastName: z.string().nullable(),
  tenantCompany: z.string().nullable(),
  tenantFirstName: z.string(),
  tenantLastName: z.string(),
  brandId: z.number().int().nullable(),
  /** Due date, YYYY-MM-DD. */
  dueOn: z.string().nullable(),
  /** Unpaid and past its due date (Paris day). */
  late: z.boolean(),
  paidCents: z.number().int(),
  /** What is left to pay (0 for a credit note). */
  dueCents: z.number().int(),
});
export type InvoiceRow = z.infer<typeof ZInvoiceRow>;

export const INVOICES_PAGE_SIZE = 20;

/**
 * GET /invoices: 20 a page by id descending; filters by contract, invoiced user, their company,
 * salesperson, state, type, issue dates (from/to inclusive, Paris days), unpaid, late; the search
 * matches the number or the client's name or company.
 */
export const ZInvoiceQuery = listQuery({
  sortable: ['id'],
  defaultSort: 'id',
  defaultItemsPerPage: INVOICES_PAGE_SIZE,
  filters: {
    bookingId: ZId.optional(),
    userId: ZId.optional(),
    companyId: ZId.optional(),
    commercialId: ZId.optional(),
    /** Not paid yet: En attente or Envoyée. */
    unpaid: ZBooleanParam.optional(),
    /** Not paid and past its due date. */
    late: ZBooleanParam.optional(),
    state: z.coerce.number().pipe(ZInvoiceState).optional(),
    type: z.coerce.number().pipe(ZInvoiceType).optional(),
    from: zDay(F.day).optional(),
    to: zDay(F.day).optional(),
    /** Those a credit note may be written for: sent or paid, not a credit note. */
    creditable: ZBooleanParam.optional(),
  },
});
export type InvoiceQuery = z.infer<typeof ZInvoiceQuery>;

export const ZInvoiceList = listAnswer(ZInvoiceRow);
export type InvoiceList = z.infer<typeof ZInvoiceList>;

export const ZInvoiceParams = z.object({ id: ZId });

/** POST /brand/{brandId}/invoice/email/{invoiceId}: the brand (0 for the main platform) and the invoice. */
export const ZInvoiceEmailParams = z.object({ brandId: z.coerce.number().int().min(0).max(2_147_483_647), invoiceId: ZId });

/** GET /brand/{cryptBrand}/invoice/pdf/{cryptId}: the brand part and the invoice's own unguessable token. */
export const ZInvoicePdfParams = z.object({
  cryptBrand: z.string().regex(/^\d{1,10}$/),
  cryptId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});

/** The PDF itself (application/pdf), as the OpenAPI page describes a file. */
export const ZInvoicePdfFile = z.string().meta({ format: 'binary' });
/** The PDF address's answer to a call that asks for JSON: the file's name and its address. */
export const ZInvoicePdfAnswer = z.object({ fileName: z.string(), path: z.string() });

export const ZVatCategory = z.enum(['S', 'Z', 'E', 'AE', 'K', 'O']);

const ZParty = z.object({
  name: z.string(),
  addressLine: z.string(),
  postcode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  siren: z.string().nullable(),
  siret: z.string().nullable(),
  vatNumber: z.string().nullable(),
  email: z.string().nullable(),
});

export const ZInvoiceLine = z.object({
  position: z.number().int(),
  designation: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  /** Per ten thousand: 2000 = 20 %. */
  vatRate: z.number().int(),
  vatCategory: ZVatCategory,
  htCents: z.number().int(),
  vatCents: z.number().int(),
  ttcCents: z.number().int(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  /** How much of the quantity credit notes took back already. */
  creditedQuantity: z.number(),
});
export type InvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZPaymentMethod = z.enum(PAYMENT_METHODS, { error: F.method });

export const ZInvoicePayment = z.object({
  id: z.number().int(),
  method: ZPaymentMethod,
  amountCents: z.number().int(),
  paidOn: z.string(),
  reference: z.string().nullable(),
  recordedAt: z.string(),
  recordedBy: z.string().nullable(),
  /** YYYY-MM-DD: the day the bank sent it back (a rejected direct debit), null while it stands. */
  reversedOn: z.string().nullable(),
  reversalReason: z.string().nullable(),
});
export type InvoicePayment = z.infer<typeof ZInvoicePayment>;

/** One step of the state history: the state reached, the event's name (issued, sent, payment…), who and when. */
export const ZInvoiceEvent = z.object({
  id: z.number().int(),
  event: z.string(),
  state: ZInvoiceState,
  at: z.string(),
  by: z.string().nullable(),
  note: z.string().nullable(),
});
export type InvoiceEvent = z.infer<typeof ZInvoiceEvent>;

export const ZInvoiceMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

const ZInvoiceLink = z.object({ id: z.number().int(), fullNumber: z.string(), dateCreation: z.string(), totalTtc: z.number().int() });

/** GET /invoices/:id: the row with its parties, lines, totals, payments, history, credit notes and mails. */
export const ZInvoiceSheet = ZInvoiceRow.extend({
  dueOn: z.string().nullable(),
  servicePeriod: z.object({ from: z.string(), to: z.string() }),
  seller: ZParty.extend({
    rcs: z.string(),
    legalForm: z.string(),
    shareCapitalCents: z.number().int(),
    iban: z.string().nullable(),
    bic: z.string().nullable(),
  }).nullable(),
  buyer: ZParty.extend({ isBusiness: z.boolean(), userId: z.number().int(), companyId: z.number().int().nullable() }),
  lines: z.array(ZInvoiceLine),
  vatBreakdown: z.array(
    z.object({ vatRate: z.number().int(), vatCategory: ZVatCategory, baseCents: z.number().int(), vatCents: z.number().int() }),
  ),
  totals: z.object({
    htCents: z.number().int(),
    vatCents: z.number().int(),
    ttcCents: z.number().int(),
    paidCents: z.number().int(),
    creditedCents: z.number().int(),
    dueCents: z.number().int(),
  }),
  late: z.boolean(),
  latePenaltyRate: z.number().int(),
  notes: z.array(z.string()),
  payments: z.array(ZInvoicePayment),
  events: z.array(ZInvoiceEvent),
  creditNotes: z.array(ZInvoiceLink),
  creditedInvoice: ZInvoiceLink.nullable(),
  mails: z.array(ZInvoiceMail),
  /** The API path of the PDF (authenticated GET). */
  pdfPath: z.string(),
  hash: z.string().nullable(),
  previousHash: z.string().nullable(),
  /** What the caller may do now. */
  actions: z.object({
    send: z.boolean(),
    credit: z.boolean(),
    pay: z.boolean(),
    unrecoverable: z.boolean(),
    /** A paid security deposit of a contract under notice or ended, not refunded yet. */
    refundDeposit: z.boolean(),
  }),
});
export type InvoiceSheet = z.infer<typeof ZInvoiceSheet>;

const ZText = (max: number) => z.string({ error: F.text }).trim().min(1, F.text).max(max, F.text);

/** A quantity: positive, at most 4 decimals, below a million. */
const ZQuantity = z
  .number({ error: F.quantity })
  .positive(F.quantity)
  .max(999_999, F.quantity)
  .refine((q) => Math.abs(Math.round(q * 10_000) - q * 10_000) < 1e-6, F.quantity);

export const ZInvoiceLineBody = z.strictObject({
  designation: z.string({ error: F.designation }).trim().min(1, F.designation).max(200, F.designation),
  quantity: ZQuantity,
  unitPriceCents: z.number({ error: F.unitPrice }).int({ error: F.unitPrice }).min(0, F.unitPrice).max(100_000_000, F.unitPrice),
  vatRate: z.number({ error: F.vatRate }).int({ error: F.vatRate }).min(0, F.vatRate).max(10_000, F.vatRate),
});
export type InvoiceLineBody = z.infer<typeof ZInvoiceLineBody>;

/**
 * POST /invoices: a one-shot invoice (type 4), issued at once (no draft), dated today (Paris) so
 * numbers stay chronological. The client is a member; their company, when they have one, is the buyer.
 */
export const ZInvoiceCreateBody = z
  .strictObject({
    brandId: z.number({ error: F.required }).int().min(0).max(2_147_483_647).optional(),
    userId: ZRefId,
    lines: z.array(ZInvoiceLineBody, { error: F.lines }).min(1, F.lines).max(MAX_INVOICE_LINES, F.lines),
    dueOn: zDay(F.day).optional(),
    servicePeriod: z.strictObject({ from: zDay(F.day), to: zDay(F.day) }).optional(),
    note: z.string().trim().max(500, F.text).optional(),
  })
  .refine((b) => !b.servicePeriod || b.servicePeriod.from <= b.servicePeriod.to, { message: F.periodOrder, path: ['servicePeriod', 'to'] });
export type InvoiceCreateBody = z.infer<typeof ZInvoiceCreateBody>;

/** PATCH /invoices/:id: what an edit would change; an issued invoice refuses every one (409). */
export const ZInvoiceEditBody = z.strictObject({
  lines: z.array(ZInvoiceLineBody, { error: F.lines }).min(1, F.lines).max(MAX_INVOICE_LINES, F.lines).optional(),
  dueOn: zDay(F.day).optional(),
  note: z.string().trim().max(500, F.text).optional(),
});

/**
 * POST /invoice/credit: one credit note per invoice listed, for its whole remaining amount, or
 * for the lines given for it (position and quantity) when some are.
 */
export const ZCreditBody = z.strictObject({
  invoices: z.array(ZRefId, { error: F.invoices }).min(1, F.invoices).max(100, F.invoices),
  lines: z
    .array(z.strictObject({ invoiceId: ZRefId, position: z.number().int().positive(), quantity: ZQuantity }))
    .max(MAX_INVOICE_LINES)
    .optional(),
});
export type CreditBody = z.infer<typeof ZCreditBody>;
export const ZCreditAnswer = z.object({ creditNotes: z.array(ZInvoiceRow) });
export type CreditAnswer = z.infer<typeof ZCreditAnswer>;

export const ZPaymentBody = z.strictObject({
  method: ZPaymentMethod,
  amountCents: z.number({ error: F.amount }).int({ error: F.amount }).positive(F.amount).max(1_000_000_000, F.amount),
  paidOn: zDay(F.day),
  reference: z.string().trim().max(140, F.reference).optional(),
});
export type PaymentBody = z.infer<typeof ZPaymentBody>;

/** Brand of a per-brand billing call: 0 for the main platform's own invoices. */
const ZBrandQuery = z.coerce.number().int().min(0).max(2_147_483_647);

export const ZChainQuery = z.strictObject({ brandId: ZBrandQuery });
/** GET /invoices/chain/verify: ok, or the first invoice whose hash or link does not hold. */
export const ZChainReport = z.object({
  brandId: z.number().int(),
  ok: z.boolean(),
  checked: z.number().int(),
  brokenAt: z.object({ id: z.number().int(), fullNumber: z.string(), reason: z.enum(['hash', 'link', 'gap']) }).nullable(),
});
export type ChainReport = z.infer<typeof ZChainReport>;

export const ZPeriodQuery = z.strictObject({ brandId: ZBrandQuery.optional() });
export const ZClosedPeriod = z.object({
  brandId: z.number().int(),
  period: z.string(),
  closedAt: z.string(),
  closedBy: z.string().nullable(),
});
export const ZClosedPeriodList = z.object({ items: z.array(ZClosedPeriod) });
export type ClosedPeriod = z.infer<typeof ZClosedPeriod>;
export const ZClosePeriodBody = z.strictObject({
  brandId: z.number({ error: F.required }).int().min(0).max(2_147_483_647),
  period: z.string({ error: F.period }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, F.period),
});

export const ZSellerParams = z.object({ brandId: ZBrandQuery });

const ZOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, F.text)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** The seller's identity a brand prints on its invoices (mandatory mentions, Code de commerce L441-9). */
export const ZSellerIdentityBody = z
  .strictObject({
    name: ZText(200),
    addressLine: ZText(200),
    postcode: z
      .string({ error: F.postcode })
      .trim()
      .regex(/^[0-9A-Z -]{3,10}$/i, F.postcode),
    city: ZText(100),
    countryCode: z.string({ error: F.country }).regex(/^[A-Z]{2}$/, F.country),
    siren: z.string({ error: F.siren }).regex(/^\d{9}$/, F.siren),
    siret: z.string({ error: F.siret }).regex(/^\d{14}$/, F.siret),
    rcs: ZText(100),
    legalForm: ZText(50),
    shareCapitalCents: z.number({ error: F.capital }).int({ error: F.capital }).min(0, F.capital),
    vatNumber: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, F.vatNumber)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    iban: z
      .string()
      .refine(isValidIbanText, F.iban)
      .transform(normalizeIban)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    bic: z
      .string()
      .refine(isValidBicText, F.bic)
      .transform(normalizeBic)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    latePenaltyRate: z.number({ error: F.rate }).int({ error: F.rate }).min(0, F.rate).max(10_000, F.rate),
    email: ZOptionalText(200),
  })
  .refine((b) => b.siret.startsWith(b.siren), { message: F.siret, path: ['siret'] });
export type SellerIdentityBody = z.infer<typeof ZSellerIdentityBody>;

export const ZSellerIdentity = z.object({
  name: z.string(),
  addressLine: z.string(),
  postcode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  siren: z.string(),
  siret: z.string(),
  rcs: z.string(),
  legalForm: z.string(),
  shareCapitalCents: z.number().int(),
  vatNumber: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  latePenaltyRate: z.number().int(),
  email: z.string().nullable(),
});
export type SellerIdentity = z.infer<typeof ZSellerIdentity>;
/** GET /invoices/seller/:brandId: the identity, or null while the brand has not written it. */
export const ZSellerAnswer = z.object({
  brandId: z.number().int(),
  identity: ZSellerIdentity.nullable(),
  updatedAt: z.string().nullable(),
});
export type SellerAnswer = z.infer<typeof ZSellerAnswer>;
