import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import { PAGE_PAGE_SIZE, type PageSummary } from '@hubgrade/domain/seo/schemas';
import type { ReactNode } from 'react';
import type { ListResult } from '../../../ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../ui/data-table/features.ts';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { SheetListScreen } from '../../../ui/sheet-list-screen.tsx';
import type { PageListQuery } from '../api/pages.ts';
import { PageStateFilter } from './page-state-filter.tsx';
import { PAGES_PARAMS } from './pages-params.ts';

/**
 * The list of one kind of page of the public site (static or canonical): searched, filtered by
 * state, each row opening the page sheet, the add button opening the kind's creation dialog.
 */
export function PageListScreen({
  labels,
  columns,
  useList,
  addDialog,
}: {
  labels: { title: string; intro: string; search: string; empty: string; add: string };
  columns: DataTableColumn<PageSummary>[];
  useList: (query: PageListQuery) => ListResult<PageSummary>;
  addDialog: (open: boolean, onClose: () => void) => ReactNode;
}) {
  const { params, update, control } = useListParams(PAGES_PARAMS);
  const pages = useList({ ...params, itemsPerPage: PAGE_PAGE_SIZE });
  return (
    <SheetListScreen<PageSummary>
      labels={{ ...labels, openSheet: SEO_LABELS.pages.open }}
      columns={columns}
      list={pages}
      pageSize={PAGE_PAGE_SIZE}
      view={{ params, update, control }}
      sheetPath="/page-statique"
      addDialog={addDialog}
      toolbar={<PageStateFilter value={params.published} onChange={(published) => update({ published })} />}
    />
  );
}
