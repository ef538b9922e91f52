const MAX_PAGE = 1_000_000;
const MAX_SEARCH = 200;
const MAX_ID = 2_147_483_647;
/** The words a boolean may be written with in an address (as zod's stringbool reads them). */
const TRUE_WORDS = new Set(['true', '1', 'yes', 'on', 'y', 'enabled']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off', 'n', 'disabled']);

/** What every table keeps in its address: the page, the sort and the search text. */
export interface ListParams {
  page: number;
  sortBy: string;
  sortDesc: boolean;
  search?: string;
}

/** Reads one key of the address (undefined when absent) into its typed value. */
export type UrlField<T> = (raw: string | undefined) => T;

/** The address reading of one table screen: a reader per key, in the order the address is written. */
export interface ListParamsSchema<P extends ListParams = ListParams> {
  shape: Record<string, UrlField<unknown>>;
  parse: (raw: Record<string, string | undefined>) => P;
}

/** The params a table screen's schema reads. */
export type ListParamsOf<S> = S extends ListParamsSchema<infer P> ? P : never;

function integer(raw: string | undefined, min: number, max: number): number | undefined {
  // Number('') is 0: an empty value is no value.
  const value = raw?.trim() ? Number(raw) : Number.NaN;
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

function flag(raw: string | undefined): boolean | undefined {
  const word = raw?.trim().toLowerCase();
  if (word === undefined) return undefined;
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : undefined;
}

/**
 * Filters read from the address. Each falls back to "no filter" on its own when the address
 * holds nonsense (a hand-edited or outdated link), rather than failing the whole screen. Table
 * screens are opened often: reading a few keys needs no validation library in their chunks.
 */
export const urlFilter = {
  text:
    (max = MAX_SEARCH): UrlField<string | undefined> =>
    (raw) => {
      const value = raw?.trim();
      return value && value.length <= max ? value : undefined;
    },
  int:
    (min: number, max: number): UrlField<number | undefined> =>
    (raw) =>
      integer(raw, min, max),
  id: (): UrlField<number | undefined> => (raw) => integer(raw, 1, MAX_ID),
  flag: (): UrlField<boolean | undefined> => flag,
  /** A calendar day written YYYY-MM-DD. */
  day: (): UrlField<string | undefined> => (raw) => (raw !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined),
  oneOf:
    <const V extends readonly string[]>(values: V): UrlField<V[number] | undefined> =>
    (raw) =>
      values.find((value) => value === raw),
};

/** The filters' values; a filter that may be absent is an optional key, as a missing one is written. */
type FilterValues<F extends Record<string, UrlField<unknown>>> = {
  [K in keyof F as undefined extends ReturnType<F[K]> ? K : never]?: ReturnType<F[K]>;
} & { [K in keyof F as undefined extends ReturnType<F[K]> ? never : K]: ReturnType<F[K]> };

/**
 * The address schema of one table screen: the sortable columns (the API's sortBy allowlist), the
 * default sort and the screen's filters.
 */
export function listParamsSchema<
  const S extends readonly [string, ...string[]],
  F extends Record<string, UrlField<unknown>> = Record<never, never>,
>(options: {
  sortable: S;
  defaultSort: S[number];
  defaultSortDesc?: boolean;
  filters?: F;
}): ListParamsSchema<{ page: number; sortBy: S[number]; sortDesc: boolean; search?: string } & FilterValues<F>> {
  const shape: Record<string, UrlField<unknown>> = {
    page: (raw) => integer(raw, 1, MAX_PAGE) ?? 1,
    sortBy: (raw) => options.sortable.find((column) => column === raw) ?? options.defaultSort,
    sortDesc: (raw) => flag(raw) ?? options.defaultSortDesc ?? true,
    search: urlFilter.text(),
    ...options.filters,
  };
  return {
    shape,
    parse: (raw) => Object.fromEntries(Object.entries(shape).map(([key, read]) => [key, read(raw[key])])) as never,
  };
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
