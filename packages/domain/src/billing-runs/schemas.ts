import { z } from 'zod';
import { ZId, ZRefId } from '../common/schemas.ts';
import { BILLING_RUN_LABELS as L } from './labels.ts';

export const BILLING_RUN_STATES = ['running', 'done', 'failed'] as const;
export type BillingRunState = (typeof BILLING_RUN_STATES)[number];

/** Start the billing of a month; the brand is the caller's own unless a super administrator names one. */
export const ZBillingRunBody = z.strictObject({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: L.errors.month }),
  brandId: ZRefId.nullable().optional(),
});
export type BillingRunBody = z.infer<typeof ZBillingRunBody>;

/** A billing run and how far it went: `issued` invoices out of `total` contracts to bill. */
export const ZBillingRun = z.object({
  id: z.number().int(),
  brandId: z.number().int().nullable(),
  month: z.string(),
  state: z.enum(BILLING_RUN_STATES),
  total: z.number().int(),
  issued: z.number().int(),
  /** Contracts already billed for the month before this run reached them. */
  skipped: z.number().int(),
  amountTtc: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  startedBy: z.string().nullable(),
  error: z.string().nullable(),
});
export type BillingRun = z.infer<typeof ZBillingRun>;

export const ZBillingRunList = z.object({ items: z.array(ZBillingRun) });
export type BillingRunList = z.infer<typeof ZBillingRunList>;

export const ZBillingRunParams = z.object({ id: ZId });
