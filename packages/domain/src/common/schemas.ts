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

/** The largest id a 32-bit serial column holds: a larger one names nothing, and must not reach a query. */
export const MAX_ID = 2_147_483_647;

/** An id read from a path or a query string, where it arrives as text. */
export const ZId = z.coerce.number().int().positive().max(MAX_ID);

/** An id sent in a JSON body, where it must already be a number. */
export const ZRefId = z.number().int().positive().max(MAX_ID);

/** A calendar day, YYYY-MM-DD, with the area's own French message when it is not one. */
export function zDay(message: string) {
  return z.iso.date({ error: message });
}

/** The answer of a 204: no content. */
export const ZNoContent = z.null();

const RICH_TEXT = new WeakSet<z.ZodType>();

/**
 * Marks a text field as HTML written with the rich-text editor (ui/rich-text): the API sanitises
 * it on the way in with the editor's own allowlist, before the schema checks its length. Every
 * other text is plain and kept as sent.
 */
export function zRichText<T extends z.ZodType<string, string>>(schema: T): T {
  RICH_TEXT.add(schema);
  return schema;
}

export function isRichText(schema: z.ZodType): boolean {
  return RICH_TEXT.has(schema);
}
