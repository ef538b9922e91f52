import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { ZId } from '../common/schemas.ts';
import { STATEMENT_LABELS as L } from './labels.ts';
import { STATEMENT_PAGE_SIZE, STATEMENT_STATES, type StatementState } from './rules.ts';

export const ZStatementState = z.union(
  STATEMENT_STATES.map((s) => z.literal(s)) as unknown as [
    z.ZodLiteral<StatementState>,
    z.ZodLiteral<StatementState>,
    ...z.ZodLiteral<StatementState>[],
  ],
);

const ZCrypt = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, L.refusals.invalidLink);
/** /rdg/{cryptId}: the statement's unguessable id. */
export const ZStatementParams = z.object({ cryptId: ZCrypt });
/** §7 /rdg/pdf/{cryptInvoice}. */
export const ZStatementPdfParams = z.object({ cryptInvoice: ZCrypt });

/** A month, 'YYYY-MM'. */
export const ZPeriod = z.string({ error: L.refusals.period }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, L.refusals.period);

/** A row of the RDG table (§3 RDG: billNumber, dateCreation, totalTtc, totalToPerceiveTtc, cryptInvoice). */
export const ZStatementRow = z.object({
  id: z.number().int(),
  billNumber: z.string(),
  dateCreation: z.string(),
  period: z.string(),
  /** Paid back to the landlord, TTC, in cents. */
  totalTtc: z.number().int(),
  /** Still owed by the tenants on the landlord's invoices of the period, TTC, in cents. */
  totalToPerceiveTtc: z.number().int(),
  state: ZStatementState,
  stateName: z.string(),
  cryptInvoice: z.string(),
  landlordId: z.number().int(),
  editable: z.boolean(),
});
export type StatementRow = z.infer<typeof ZStatementRow>;

export const ZStatementLine = z.object({
  position: z.number().int(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  tenant: z.string(),
  collectedCents: z.number().int(),
  baseHtCents: z.number().int(),
  commissionHtCents: z.number().int(),
  commissionVatCents: z.number().int(),
  commissionTtcCents: z.number().int(),
});
export type StatementLine = z.infer<typeof ZStatementLine>;

/** The sheet of /rdg/{cryptId}: the row, the landlord, the lines and every total. */
export const ZStatement = ZStatementRow.extend({
  brand: z.number().int().nullable(),
  landlord: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    companyName: z.string().nullable(),
  }),
  commissionRate: z.number().int(),
  commissionVatRate: z.number().int(),
  lines: z.array(ZStatementLine),
  collectedCents: z.number().int(),
  commissionHtCents: z.number().int(),
  commissionVatCents: z.number().int(),
  commissionTtcCents: z.number().int(),
  adjustmentCents: z.number().int(),
  adjustmentLabel: z.string(),
  comment: z.string(),
  sentAt: z.string().nullable(),
  sentTo: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type Statement = z.infer<typeof ZStatement>;

/** GET /rdg/pdf/{cryptInvoice} asked for JSON: the PDF's address (a browser gets the file itself). */
export const ZStatementPdf = z.object({ message: z.literal('OK'), path: z.string() });

export const STATEMENT_SORTS = ['id', 'dateCreation'] as const;
export const ZStatementQuery = listQuery({
  sortable: STATEMENT_SORTS,
  defaultSort: 'id',
  defaultItemsPerPage: STATEMENT_PAGE_SIZE,
  filters: {
    landlord: ZId.optional(),
    state: z.coerce.number().pipe(ZStatementState).optional(),
  },
});
export type StatementQuery = z.infer<typeof ZStatementQuery>;
export const ZStatementList = listAnswer(ZStatementRow);
export type StatementList = z.infer<typeof ZStatementList>;

const LIMIT_CENTS = 100_000_000;
/** PUT /rdg/{cryptId}: what a draft may still change. */
export const ZStatementEditBody = z
  .strictObject({
    adjustmentCents: z
      .number({ error: L.refusals.adjustment })
      .int(L.refusals.adjustment)
      .min(-LIMIT_CENTS, L.refusals.adjustment)
      .max(LIMIT_CENTS, L.refusals.adjustment),
    adjustmentLabel: z.string({ error: L.refusals.adjustmentLabel }).trim().max(200, L.refusals.adjustmentLabel),
    comment: z.string({ error: L.refusals.comment }).trim().max(2000, L.refusals.comment),
  })
  .refine((b) => b.adjustmentCents === 0 || b.adjustmentLabel.length > 0, {
    message: L.refusals.adjustmentLabelRequired,
    path: ['adjustmentLabel'],
  });
export type StatementEditBody = z.infer<typeof ZStatementEditBody>;

/** POST /rdg/generate: the statements of a month for a brand (null: the main platform; a brand's staff: their own). */
export const ZStatementGenerateBody = z.strictObject({
  period: ZPeriod,
  brand: z.number({ error: L.refusals.brand }).int(L.refusals.brand).positive(L.refusals.brand).nullable().optional(),
});
export type StatementGenerateBody = z.infer<typeof ZStatementGenerateBody>;
export const ZStatementGenerateAnswer = z.object({
  period: z.string(),
  /** Statements written for the first time. */
  created: z.number().int(),
  /** Drafts whose amounts were read again. */
  refreshed: z.number().int(),
  /** Sent or paid statements, left as they are. */
  kept: z.number().int(),
});
export type StatementGenerateAnswer = z.infer<typeof ZStatementGenerateAnswer>;
