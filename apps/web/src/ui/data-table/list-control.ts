import { useMemo, useState } from 'react';

/** Where a DataTable reads and writes its page and sort: the address of a screen, or a dialog's state. */
export interface ListControl {
  page: number;
  sortBy?: string;
  sortDesc?: boolean;
  setPage: (page: number) => void;
  setSort?: (sortBy: string, sortDesc: boolean) => void;
}

/** Paging kept in the component, for tables inside dialogs: a dialog's page is no place for a link. */
export function useLocalListControl(initial: { sortBy?: string; sortDesc?: boolean } = {}): ListControl {
  const [view, setView] = useState({ page: 1, sortBy: initial.sortBy, sortDesc: initial.sortDesc });
  return useMemo(
    () => ({
      ...view,
      setPage: (page: number) => setView((current) => ({ ...current, page })),
      setSort: (sortBy: string, sortDesc: boolean) => setView({ page: 1, sortBy, sortDesc }),
    }),
    [view],
  );
}
