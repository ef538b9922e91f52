import { z } from 'zod';
import { ERROR_LABELS } from './errors.ts';

const MAX_ITEMS_PER_PAGE = 100;
const MAX_CURSOR_LENGTH = 500;

/** A yes/no of an address's query: `true`/`false` as written there, or a boolean from a typed caller. */
export const ZBooleanParam = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/**
 * The list contract (ARCHITECTURE rule 6) for one table: sortBy only from the table's
 * allowlist, page size capped, filters declared by the caller.
 */
export function listQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(options: {
  sortable: S;
  defaultSort: S[number];
  defaultItemsPerPage: number;
  filters: F;
}) {
  return z.strictObject({
    page: z.coerce.number().int().min(1).default(1),
    itemsPerPage: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_ITEMS_PER_PAGE, ERROR_LABELS.pageSizeTooLarge)
      .default(options.defaultItemsPerPage),
    sortBy: z.enum(options.sortable, { error: ERROR_LABELS.sortNotAllowed }).default(options.defaultSort),
    sortDesc: ZBooleanParam.default(true),
    search: z.string().trim().max(200).optional(),
    /** Keyset cursor: the `next` of the previous page's answer. When given, `page` only labels the page. */
    after: z.string().max(MAX_CURSOR_LENGTH).optional(),
    ...options.filters,
  });
}

/**
 * `total` is exact up to the count cap of big tables; past it `totalCapped` is true and `total` is
 * the cap. `next` is the cursor of the following page when there is one (keyset paging).
 */
export function listAnswer<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    totalCapped: z.boolean().optional(),
    next: z.string().nullable().optional(),
  });
}

/** The answer of a list whose items are `T`, for a client that reads a list without its item schema. */
export type ListAnswer<T> = Omit<z.infer<ReturnType<typeof listAnswer>>, 'items'> & { items: T[] };

export const ZIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
