import { z } from 'zod';

/**
 * The one error format of the API: French message, field errors keyed by dotted path. Its texts
 * live in errors.ts, which stays free of zod so that the browser can import them on every page.
 */
export const ZApiError = z.object({
  status: z.number().int(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof ZApiError>;
