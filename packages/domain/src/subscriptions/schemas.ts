import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { MAX_ID, ZId, zDay } from '../common/schemas.ts';
import { PAYMENT_MODES } from '../contracts/payment.ts';
import { SUBSCRIPTION_LABELS } from './labels.ts';
import { SUBSCRIPTION_PAGE_SIZE, SUBSCRIPTION_STATES, type SubscriptionState } from './rules.ts';

const R = SUBSCRIPTION_LABELS.refusals;

export const ZSubscriptionState = z.union(
  SUBSCRIPTION_STATES.map((s) => z.literal(s)) as unknown as [
    z.ZodLiteral<SubscriptionState>,
    z.ZodLiteral<SubscriptionState>,
    ...z.ZodLiteral<SubscriptionState>[],
  ],
  { error: R.state },
);

export const ZSubscriptionParams = z.object({ id: ZId });

const refId = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** Who pays: the member's company (its credits account) or the member themselves. */
export const PAYER_KINDS = ['company', 'member'] as const;
export type PayerKind = (typeof PAYER_KINDS)[number];

/** POST /abonnements: staff subscribe a member, or their company, to a plan of the catalogue. */
export const ZSubscriptionBody = z.strictObject({
  planId: refId(R.plan),
  userId: refId(R.member),
  payer: z.enum(PAYER_KINDS, { error: R.payer }),
  siteId: refId(R.site).nullable().default(null),
  startOn: zDay(R.startOn),
});
export type SubscriptionBody = z.input<typeof ZSubscriptionBody>;

/** POST /abonnements/{id}/resiliation: the end date of a notice. */
export const ZSubscriptionTermination = z.strictObject({ endOn: zDay(R.endOn) });
export type SubscriptionTermination = z.infer<typeof ZSubscriptionTermination>;

/** A row of /abonnements. */
export const ZSubscriptionRow = z.object({
  id: z.number().int(),
  brandId: z.number().int().nullable(),
  planId: z.number().int(),
  planName: z.string(),
  userId: z.number().int(),
  memberName: z.string(),
  companyId: z.number().int().nullable(),
  /** The payer's name: the company when it pays, else the member. */
  payerName: z.string(),
  siteId: z.number().int().nullable(),
  siteName: z.string().nullable(),
  startOn: z.string(),
  endOn: z.string().nullable(),
  nextInvoiceOn: z.string().nullable(),
  monthlyPriceCents: z.number().int(),
  state: ZSubscriptionState,
  paymentMode: z.enum(PAYMENT_MODES),
});
export type SubscriptionRow = z.infer<typeof ZSubscriptionRow>;

export const ZSubscriptionInvoice = z.object({
  month: z.string(),
  invoiceId: z.number().int(),
  number: z.string(),
  htCents: z.number().int(),
  ttcCents: z.number().int(),
  paid: z.boolean(),
  creditsCents: z.number().int(),
});
export type SubscriptionInvoice = z.infer<typeof ZSubscriptionInvoice>;

/** /abonnements/{id}: the subscription, its invoices (with the credits each month granted), and what staff may do. */
export const ZSubscription = ZSubscriptionRow.extend({
  vatRate: z.number().int(),
  commitmentMonths: z.number().int(),
  commitmentEndOn: z.string(),
  monthlyCreditsCents: z.number().int(),
  noticeGivenOn: z.string().nullable(),
  invoices: z.array(ZSubscriptionInvoice),
  /** The month « Facturer le mois » would invoice, when it is not after the current month. */
  invoiceableMonth: z.string().nullable(),
  /** The earliest end a notice given today allows, when it may be given. */
  earliestEndOn: z.string().nullable(),
  canCancel: z.boolean(),
});
export type Subscription = z.infer<typeof ZSubscription>;

export const SUBSCRIPTION_SORTS = ['id', 'startOn', 'monthlyPriceCents', 'state'] as const;
export type SubscriptionSort = (typeof SUBSCRIPTION_SORTS)[number];

export const ZSubscriptionQuery = listQuery({
  sortable: SUBSCRIPTION_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: SUBSCRIPTION_PAGE_SIZE,
  filters: {
    state: z.coerce.number().pipe(ZSubscriptionState).optional(),
    plan: ZId.optional(),
    site: ZId.optional(),
    /** Start dates between these Paris days, both included (the dashboard's « débutant ce mois-ci »). */
    startFrom: zDay(R.startOn).optional(),
    startTo: zDay(R.startOn).optional(),
    /** End dates between these Paris days, both included. */
    endFrom: zDay(R.endOn).optional(),
    endTo: zDay(R.endOn).optional(),
  },
});
export type SubscriptionQuery = z.infer<typeof ZSubscriptionQuery>;
export const ZSubscriptionList = listAnswer(ZSubscriptionRow);
export type SubscriptionList = z.infer<typeof ZSubscriptionList>;

/** The choices of the « Nouvel abonnement » form and the filters: the brand's plans and sites. */
export const ZSubscriptionOptions = z.object({
  plans: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** The plan's brand (null: the main platform's), to tell apart plans of the same name. */
      brandId: z.number().int().nullable(),
      brandName: z.string().nullable(),
      unitPriceCents: z.number().int(),
      commitmentMonths: z.number().int(),
      monthlyCreditsCents: z.number().int(),
      siteIds: z.array(z.number().int()),
    }),
  ),
  sites: z.array(z.object({ id: z.number().int(), name: z.string(), brandId: z.number().int().nullable() })),
});
export type SubscriptionOptions = z.infer<typeof ZSubscriptionOptions>;
