import {
  type ColumnDef,
  columnVisibilityFeature,
  createColumnHelper,
  metaHelper,
  type RowData,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import type { VisibilityRule } from './column-visibility.ts';

/** What a screen may say about one of its columns, beside its header and cell. */
export interface DataTableColumnMeta {
  /** The column is shown only when this rule holds (brand, roles, account type of the member page). */
  visibleWhen?: VisibilityRule;
  /** The API's `sortBy` name for this column; a column without one is not sortable. */
  sortKey?: string;
  align?: 'left' | 'right' | 'center';
  /** Dates, amounts and ids read badly when wrapped. */
  nowrap?: boolean;
}

/**
 * Paging, sorting and filtering happen on the server, so no client row model is registered:
 * the table holds the state, the API answers the page.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowExpandingFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});
export type DataTableFeatures = typeof dataTableFeatures;

// biome-ignore lint/suspicious/noExplicitAny: each column keeps its own value type, as the library's column helper does
export type DataTableColumn<T extends RowData> = ColumnDef<DataTableFeatures, T, any>;

/** The typed column helper of a screen's table; declare the columns once, at module level. */
export function dataTableColumns<T extends RowData>() {
  return createColumnHelper<DataTableFeatures, T>();
}
