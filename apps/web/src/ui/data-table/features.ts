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

/**
 * What a column holds, which decides how it takes room. Identifiers, phones, dates and statuses
 * never wrap; e-mails, names, titles and addresses stay on one line cut with an ellipsis, the whole
 * text on hover and while the row holds the focus; money and counts are right-aligned in tabular
 * figures; plain text (the default) wraps.
 */
export type ColumnKind = 'id' | 'phone' | 'date' | 'status' | 'money' | 'number' | 'email' | 'name' | 'title' | 'address' | 'text';

/** What a screen may say about one of its columns, beside its header and cell. */
export interface DataTableColumnMeta {
  /** The column is shown only when this rule holds (brand, roles, account type of the member page). */
  visibleWhen?: VisibilityRule;
  /** The API's `sortBy` name for this column; a column without one is not sortable. */
  sortKey?: string;
  align?: 'left' | 'right' | 'center';
  /** Dates, amounts and ids read badly when wrapped; `kind` says it and more. */
  nowrap?: boolean;
  kind?: ColumnKind;
  /**
   * The row's own page (its sheet): this column's value becomes a link to it and a click anywhere
   * on the row follows it, so that Ctrl-click and middle-click open it in a new tab. Write the row's
   * type on the parameter: `href: (row: AdRow) => \`/annonces/${row.adId}\``.
   */
  href?: (row: never) => string;
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
