import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { ZId, zDay } from '../common/schemas.ts';
import { JOURNAL_CODES } from './journal.ts';
import { ACCOUNTING_REFUSALS as R } from './labels.ts';
import { OPERATION_PAGE_SIZE, SOURCE_KINDS } from './rules.ts';

export const ZJournalCode = z.enum(JOURNAL_CODES, { error: R.invalidJournal });
export const ZSourceKind = z.enum(SOURCE_KINDS);

export const ZOperationParams = z.object({ id: ZId });

/** A row of /operations: the operation with its totals. */
export const ZOperationRow = z.object({
  id: z.number().int(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  fiscalYear: z.number().int(),
  number: z.number().int(),
  date: z.string(),
  journal: ZJournalCode,
  label: z.string(),
  pieceRef: z.string(),
  debitCents: z.number().int(),
  creditCents: z.number().int(),
  sourceKind: ZSourceKind,
  sourceId: z.number().int().nullable(),
  /** The operation this one cancels, or the one that cancelled it. */
  reversesId: z.number().int().nullable(),
  reversedById: z.number().int().nullable(),
});
export type OperationRow = z.infer<typeof ZOperationRow>;

export const ZOperationLine = z.object({
  position: z.number().int(),
  account: z.string(),
  accountLabel: z.string(),
  thirdPartyCode: z.string().nullable(),
  thirdPartyName: z.string().nullable(),
  debitCents: z.number().int(),
  creditCents: z.number().int(),
});
export type OperationLine = z.infer<typeof ZOperationLine>;

/** /operations/{id}: the operation, its lines, and the operations it reverses or is reversed by. */
export const ZOperation = ZOperationRow.extend({
  pieceDate: z.string(),
  createdAt: z.string(),
  lines: z.array(ZOperationLine),
  reversesNumber: z.number().int().nullable(),
  reversedByNumber: z.number().int().nullable(),
  /** Whether the caller may reverse it now: not yet reversed, not itself a reversal. */
  canReverse: z.boolean(),
});
export type Operation = z.infer<typeof ZOperation>;

const ZDayFilter = zDay(R.invalidDate).optional();

export const OPERATION_SORTS = ['date', 'number'] as const;
export const ZOperationQuery = listQuery({
  sortable: OPERATION_SORTS,
  defaultSort: 'date',
  defaultItemsPerPage: OPERATION_PAGE_SIZE,
  filters: {
    journal: ZJournalCode.optional(),
    from: ZDayFilter,
    to: ZDayFilter,
    /** An account number or its first digits (411 finds 411000). */
    account: z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, R.invalidAccount)
      .optional(),
    brandId: ZId.optional(),
  },
});
export type OperationQuery = z.infer<typeof ZOperationQuery>;
export const ZOperationList = listAnswer(ZOperationRow);
export type OperationList = z.infer<typeof ZOperationList>;

/** POST /operations/{id}/reverse: the reversal's date and, if wanted, its own label. */
export const ZReverseBody = z.strictObject({
  date: zDay(R.invalidDate),
  label: z.string().trim().min(1, R.labelRequired).max(200).optional(),
});
export type ReverseBody = z.infer<typeof ZReverseBody>;

const ZYear = z.coerce.number({ error: R.invalidYear }).int(R.invalidYear).min(2000, R.invalidYear).max(2100, R.invalidYear);

/** The FEC of a brand's fiscal year; without brandId, the caller's own brand (the main platform for its staff). */
export const ZFecQuery = z.strictObject({ brandId: ZId.optional(), year: ZYear });
export type FecQuery = z.infer<typeof ZFecQuery>;

/** The FEC is a text file (UTF-8, tab-separated), answered as a download. */
export const ZFecFile = z.string().meta({ format: 'binary' });

export const ZFecYearsQuery = z.strictObject({ brandId: ZId.optional() });
export const ZFecYears = z.object({ years: z.array(z.number().int()) });
export type FecYears = z.infer<typeof ZFecYears>;
