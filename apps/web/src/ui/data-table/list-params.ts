import { z } from 'zod';

const MAX_PAGE = 1_000_000;
const MAX_SEARCH = 200;

/** What every table keeps in its address: the page, the sort and the search text. */
export interface ListParams {
  page: number;
  sortBy: string;
  sortDesc: boolean;
  search?: string;
}

/** A zod object whose output holds at least the list params; its extra keys are the filters. */
export type ListParamsSchema<P extends ListParams = ListParams> = z.ZodType<P> & {
  shape: Record<string, z.ZodType>;
};

/**
 * Filters read from the address. Each falls back to "no filter" on its own when the address
 * holds nonsense (a hand-edited or outdated link), rather than failing the whole screen.
 */
export const urlFilter = {
  text: (max = MAX_SEARCH) =>
    z
      .string()
      .trim()
      .max(max)
      .transform((value) => value || undefined)
      .optional()
      .catch(undefined),
  id: () => z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  flag: () => z.stringbool().optional().catch(undefined),
  oneOf: <const V extends readonly [string, ...string[]]>(values: V) => z.enum(values).optional().catch(undefined),
};

/**
 * The address schema of one table screen: the sortable columns (the API's sortBy allowlist), the
 * default sort and the screen's filters.
 */
export function listParamsSchema<
  const S extends readonly [string, ...string[]],
  F extends Record<string, z.ZodType> = Record<never, never>,
>(options: { sortable: S; defaultSort: S[number]; defaultSortDesc?: boolean; filters?: F }) {
  return z.object({
    page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
    sortBy: z.enum(options.sortable).catch(options.defaultSort),
    sortDesc: z.stringbool().catch(options.defaultSortDesc ?? true),
    search: urlFilter.text(),
    ...((options.filters ?? {}) as F),
  });
}

function rawValues(schema: ListParamsSchema, search: URLSearchParams): Record<string, string | undefined> {
  const raw: Record<string, string | undefined> = {};
  for (const key of Object.keys(schema.shape)) raw[key] = search.get(key) ?? undefined;
  return raw;
}

/** Reads the params of one table from the address; unknown keys are left to others. */
export function parseListParams<P extends ListParams>(schema: ListParamsSchema<P>, search: URLSearchParams): P {
  return schema.parse(rawValues(schema, search));
}

/** The view of a table opened from a bare address. */
export function defaultListParams<P extends ListParams>(schema: ListParamsSchema<P>): P {
  return schema.parse({});
}

function toParam(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * Writes `params` into a copy of `search`: the table's keys first, in the schema's order, then
 * the keys of other parts of the page as they were. A value equal to the table's default is left
 * out so that a plain address stays plain.
 */
export function writeListParams<P extends ListParams>(schema: ListParamsSchema<P>, search: URLSearchParams, params: P): URLSearchParams {
  const defaults = defaultListParams(schema) as Record<string, unknown>;
  const keys = Object.keys(schema.shape);
  const next = new URLSearchParams();
  for (const key of keys) {
    const text = toParam((params as Record<string, unknown>)[key]);
    if (text !== undefined && text !== toParam(defaults[key])) next.set(key, text);
  }
  for (const [key, value] of search) {
    if (!keys.includes(key)) next.append(key, value);
  }
  return next;
}

/**
 * Applies a change to the current view. Changing the sort, the search or a filter goes back to the
 * first page: the page the user was on means nothing in the new order or selection.
 */
export function nextListParams<P extends ListParams>(current: P, patch: Partial<P>): P {
  const merged = { ...current, ...patch };
  if ('page' in patch) return merged;
  const changed = Object.keys(patch).some((key) => (patch as Record<string, unknown>)[key] !== (current as Record<string, unknown>)[key]);
  return changed ? { ...merged, page: 1 } : merged;
}
