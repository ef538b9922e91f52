import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListControl } from './list-control.ts';
import { type ListParams, type ListParamsSchema, nextListParams, parseListParams, writeListParams } from './list-params.ts';

export interface UpdateOptions {
  /** Replace the history entry instead of adding one (typing in a search box). */
  replace?: boolean;
}

/**
 * The view of a table screen read from the address with the screen's schema, so that a reload or
 * a shared link shows the same page, sort, search and filters. `update` writes a change back.
 */
export function useListParams<P extends ListParams>(schema: ListParamsSchema<P>) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListParams(schema, search), [schema, search]);

  const update = useCallback(
    (patch: Partial<P>, options: UpdateOptions = {}) => {
      setSearch((current) => writeListParams(schema, current, nextListParams(parseListParams(schema, current), patch)), {
        replace: options.replace,
      });
    },
    [schema, setSearch],
  );

  const control = useMemo<ListControl>(
    () => ({
      page: params.page,
      sortBy: params.sortBy,
      sortDesc: params.sortDesc,
      setPage: (page) => update({ page } as Partial<P>),
      setSort: (sortBy, sortDesc) => update({ sortBy, sortDesc } as Partial<P>),
    }),
    [params.page, params.sortBy, params.sortDesc, update],
  );

  return { params, update, control };
}
