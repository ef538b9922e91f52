import { z } from 'zod';
import { listAnswer } from '../common/list.ts';
import { CREDIT_LABELS as L } from './labels.ts';
import { CREDIT_AMOUNT_MAX_CENTS, CREDIT_ENTRY_KINDS, CREDIT_ENTRY_PAGE_SIZE, MANUAL_CREDIT_KINDS } from './rules.ts';

const LABEL_MAX = 120;

/** Whose credits: a company's, or one member's own. */
export const CREDIT_OWNER_TYPES = ['company', 'member'] as const;
export type CreditOwnerType = (typeof CREDIT_OWNER_TYPES)[number];

/** One movement of a balance; `amount` is signed cents (a debit is negative). */
export const ZCreditEntry = z.object({
  id: z.number().int(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  label: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
  /** A pack's grant: when its credits expire (null: never). */
  expiresAt: z.string().nullable(),
  /** Who wrote it: the staff member who granted, the person who booked or cancelled. */
  by: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type CreditEntry = z.infer<typeof ZCreditEntry>;

/** A balance and one page of its entries, newest first. */
export const ZCreditAccount = z.object({
  owner: z.object({ type: z.enum(CREDIT_OWNER_TYPES), id: z.number().int(), name: z.string() }),
  balance: z.number().int(),
  entries: listAnswer(ZCreditEntry),
});
export type CreditAccount = z.infer<typeof ZCreditAccount>;

export const ZCreditEntriesQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(CREDIT_ENTRY_PAGE_SIZE),
});
export type CreditEntriesQuery = z.infer<typeof ZCreditEntriesQuery>;

const ZLabel = z.string({ error: L.required }).trim().min(1, L.required).max(LABEL_MAX, L.labelTooLong);

/** POST …/credits/entries: a pack granted (positive) or an adjustment (either sign), in cents. */
export const ZCreditEntryBody = z.strictObject({
  kind: z.enum(MANUAL_CREDIT_KINDS, { error: L.required }),
  label: ZLabel,
  amount: z
    .number({ error: L.required })
    .int(L.amountInvalid)
    .min(-CREDIT_AMOUNT_MAX_CENTS, L.amountInvalid)
    .max(CREDIT_AMOUNT_MAX_CENTS, L.amountInvalid)
    .refine((n) => n !== 0, L.amountNotZero),
});
export type CreditEntryBody = z.infer<typeof ZCreditEntryBody>;

/** The dialog's form: the amount typed in euros. */
export const ZCreditEntryForm = z.object({
  kind: z.enum(MANUAL_CREDIT_KINDS),
  label: ZLabel,
  amount: z
    .number({ error: L.required })
    .min(-CREDIT_AMOUNT_MAX_CENTS / 100, L.amountInvalid)
    .max(CREDIT_AMOUNT_MAX_CENTS / 100, L.amountInvalid)
    .refine((n) => n !== 0, L.amountNotZero),
});
export type CreditEntryForm = z.infer<typeof ZCreditEntryForm>;
