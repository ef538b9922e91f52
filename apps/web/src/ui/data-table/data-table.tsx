import type { AccountType } from '@hubgrade/domain/auth/roles';
import { TABLE_LABELS } from '@hubgrade/domain/common/ui-labels';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ExpandedState, PaginationState, Row, RowData, RowSelectionState, SortingState, Updater } from '@tanstack/react-table';
import { useTable } from '@tanstack/react-table';
import { Fragment, type KeyboardEvent, type MouseEvent, type ReactNode, useDeferredValue, useId, useMemo, useState } from 'react';
import { alignOf, cellSx, headerSx, kindOf } from './column-kinds.ts';
import { choosableColumns, columnId, columnVisibility } from './column-visibility.ts';
import { DataTableCards } from './data-table-cards.tsx';
import { type DataTableColumn, type DataTableFeatures, dataTableFeatures } from './features.ts';
import type { ListControl } from './list-control.ts';
import { type RowAction, RowActionsMenu } from './row-actions-menu.tsx';
import { CellContent, rowActivation } from './row-link.tsx';
import { TableDisplayMenu } from './table-display-menu.tsx';
import { TablePager } from './table-pager.tsx';
import { useHiddenColumns, useTableDensity } from './table-preferences.ts';
import { useRowsDrawn } from './use-rows-drawn.ts';
import { useTableOverflow } from './use-table-overflow.ts';
import { useVisibilityContext } from './use-visibility-context.ts';
import { visuallyHidden } from './visually-hidden.ts';

/** The part of a TanStack Query result over the list contract `{items, total}` that the table reads. */
export interface ListResult<T> {
  data: { items: T[]; total: number; totalCapped?: boolean; next?: string | null } | undefined;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface DataTableSelection<T> {
  /** Rows that may be ticked, e.g. only pending users; the others show a disabled box. */
  isSelectable?: (row: T) => boolean;
  /** The bulk actions, shown above the table while rows are ticked. */
  renderActions?: (rows: T[], clear: () => void) => ReactNode;
}

export interface DataTableProps<T extends RowData> {
  /** The table's accessible name. */
  label: string;
  /** Declared once at module level (or memoised): a new array re-creates every column. */
  columns: DataTableColumn<T>[];
  list: ListResult<T>;
  getRowId: (row: T) => string;
  /** Fixed per table by the specs (20 or 25); the selector is shown but disabled. */
  pageSize: number;
  control: ListControl;
  emptyText: string;
  /** The account type of the member whose page hosts the table, for the columns that depend on it. */
  userType?: AccountType | null;
  /** Detail shown under an expanded row; mounted only when expanded, so its own query loads on demand. */
  renderExpanded?: (row: T) => ReactNode;
  canExpand?: (row: T) => boolean;
  rowActions?: readonly RowAction<T>[];
  selection?: DataTableSelection<T>;
  /** For rows without a page of their own; a column's `href` makes the row a link instead. */
  onRowClick?: (row: T) => void;
  /** Search box and filters, above the table. */
  toolbar?: ReactNode;
}

const NO_ROWS: never[] = [];

function resolve<S>(updater: Updater<S>, current: S): S {
  return typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;
}

/** Clicks inside a row's own controls must not also count as a click on the row. */
function stop(event: MouseEvent | KeyboardEvent) {
  event.stopPropagation();
}

/**
 * The first page's place while it loads: as many rows as a page holds, so that the pager and what
 * follows the table do not jump down when the rows arrive.
 */
function LoadingRows({ count, span }: { count: number; span: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows, all alike, never reordered.
    <TableRow key={index} aria-hidden={index > 0 || undefined}>
      <TableCell colSpan={span}>
        {index === 0 && <Box sx={visuallyHidden}>{TABLE_LABELS.loading}</Box>}
        <Skeleton variant="text" sx={{ fontSize: '0.875rem' }} />
      </TableCell>
    </TableRow>
  ));
}

/** Checkbox and expander cells: a fixed width, so that the pinned cells after them know their offset. */
const CONTROL_WIDTH = 48;
const controlSx = { width: CONTROL_WIDTH, minWidth: CONTROL_WIDTH, maxWidth: CONTROL_WIDTH, boxSizing: 'border-box' } as const;
const ROW_HEIGHT = { compact: 44, comfortable: 56 } as const;

/**
 * A server-side table over the API's list contract, on TanStack Table rendered with MUI: the API
 * pages and sorts, the table keeps the previous page on screen while the next one loads.
 *
 * Each column takes room by its kind (column-kinds.ts), so that a row holds on one or two lines;
 * the row menu stays pinned on the right and the row's name on the left when the table is still
 * wider than its frame and scrolls. On a phone the rows are cards. The user picks the columns shown
 * and the density, kept per user.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { label, columns, list, getRowId, pageSize, control, emptyText, renderExpanded, rowActions, selection, onRowClick } = props;
  const detailId = useId();
  const visibility = useVisibilityContext(props.userType ?? null);
  const [hiddenColumns, setHiddenColumns] = useHiddenColumns(label);
  const [density, setDensity] = useTableDensity();
  const cards = useMediaQuery('(max-width:600px)');
  const columnVisibilityState = useMemo(() => columnVisibility(columns, visibility, hiddenColumns), [columns, visibility, hiddenColumns]);
  const choices = useMemo(() => choosableColumns(columns, visibility), [columns, visibility]);
  const { ref: containerRef, overflowing } = useTableOverflow();

  // A page of rows is drawn in the background, in slices that leave the page responsive: the
  // query's answer itself arrives as an urgent update.
  const data = useDeferredValue(list.data);
  const drawing = data !== list.data;
  const items = data?.items ?? (NO_ROWS as T[]);
  const total = data?.total ?? 0;

  // Ticks and open details belong to the rows on screen; another page starts with none.
  const rowsKey = useMemo(() => items.map(getRowId).join(' '), [items, getRowId]);
  const [ticked, setTicked] = useState<{ key: string; state: RowSelectionState }>({ key: '', state: {} });
  const rowSelection = ticked.key === rowsKey ? ticked.state : {};
  const [expanded, setExpanded] = useState<ExpandedState>({});

  const sortColumn = columns.find((column) => column.meta?.sortKey !== undefined && column.meta.sortKey === control.sortBy);
  const sortColumnId = sortColumn ? columnId(sortColumn) : undefined;
  const sorting: SortingState = sortColumnId ? [{ id: sortColumnId, desc: control.sortDesc ?? true }] : [];
  const pagination: PaginationState = { pageIndex: control.page - 1, pageSize };

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: items,
    getRowId: (row) => getRowId(row),
    rowCount: total,
    manualPagination: true,
    manualSorting: true,
    manualExpanding: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableRowRangeSelection: false,
    enableRowSelection: selection ? (row: Row<DataTableFeatures, T>) => selection.isSelectable?.(row.original) ?? true : false,
    getRowCanExpand: (row) => Boolean(renderExpanded) && (props.canExpand?.(row.original) ?? true),
    state: { sorting, pagination, expanded, rowSelection, columnVisibility: columnVisibilityState },
    onSortingChange: (updater) => {
      const [next] = resolve(updater, sorting);
      const column = next ? columns.find((c) => columnId(c) === next.id) : undefined;
      if (next && column?.meta?.sortKey) control.setSort?.(column.meta.sortKey, next.desc);
    },
    onPaginationChange: (updater) => control.setPage(resolve(updater, pagination).pageIndex + 1),
    onExpandedChange: (updater) => setExpanded((current) => resolve(updater, current)),
    onRowSelectionChange: (updater) => setTicked({ key: rowsKey, state: resolve(updater, rowSelection) }),
  });

  const rows = table.getRowModel().rows;
  const rowsDrawn = useRowsDrawn(rows.length);
  /** The first page is on its way: its place is kept (LoadingRows). */
  const firstLoad = rows.length === 0 && (list.isPending || drawing) && !list.isError;
  const leafColumns = table.getVisibleLeafColumns();
  const span = leafColumns.length + (selection ? 1 : 0) + (renderExpanded ? 1 : 0) + (rowActions ? 1 : 0);
  const selectedRows = selection ? rows.filter((row) => row.getIsSelected()).map((row) => row.original) : [];
  const selectableOnPage = rows.some((row) => row.getCanSelect());
  // Past the count cap of big lists the pager goes on while the answer has a next page.
  const pagerCount = data?.totalCapped ? (data.next ? -1 : (control.page - 1) * pageSize + data.items.length) : total;
  const lastPage = Math.max(0, Math.ceil((pagerCount === -1 ? total : pagerCount) / pageSize) - 1);
  const clearSelection = () => setTicked({ key: rowsKey, state: {} });

  const linkColumn = leafColumns.find((column) => column.columnDef.meta?.href);
  const hrefOf = (row: T): string | undefined => (linkColumn?.columnDef.meta?.href as ((row: T) => string) | undefined)?.(row);
  // The first data column stays in sight beside the control cells before it, and the row menu on
  // the right, or the last column when there is no menu.
  const pinnedLeft = ((selection ? 1 : 0) + (renderExpanded ? 1 : 0)) * CONTROL_WIDTH;
  const firstColumnId = leafColumns[0]?.id;
  const lastColumnId = rowActions || leafColumns.length < 2 ? undefined : leafColumns[leafColumns.length - 1]?.id;
  const pinned = (left: number) => ({ position: 'sticky', left, zIndex: 1 }) as const;
  const pinnedEnd = { position: 'sticky', right: 0, zIndex: 1 } as const;
  /** Where a data column's cells are pinned, if they are. */
  const pinOf = (id: string) => (id === firstColumnId ? 'start' : id === lastColumnId ? 'end' : undefined);
  const pinSx = (id: string) => (id === firstColumnId ? pinned(pinnedLeft) : id === lastColumnId ? pinnedEnd : undefined);

  const message =
    rows.length === 0 && !firstLoad ? (
      list.isError ? (
        <Alert
          severity="error"
          sx={{ justifyContent: 'center', textAlign: 'left' }}
          action={
            <Button color="inherit" size="small" onClick={() => list.refetch()}>
              {TABLE_LABELS.retry}
            </Button>
          }
        >
          {list.error?.message}
        </Alert>
      ) : (
        emptyText
      )
    ) : null;

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          p: 2,
          pb: 1,
          // Text fields fill their line by default (theme); above a phone's width the filters share one.
          '& > .MuiFormControl-fullWidth': { width: { sm: 'auto' } },
        }}
      >
        {props.toolbar}
        <TableDisplayMenu
          choices={choices}
          hidden={hiddenColumns}
          onHiddenChange={setHiddenColumns}
          density={cards ? undefined : density}
          onDensityChange={setDensity}
        />
      </Box>
      {selection && selectedRows.length > 0 && (
        <Box
          role="toolbar"
          aria-label={TABLE_LABELS.selected(selectedRows.length)}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: 2, py: 1, bgcolor: 'action.selected' }}
        >
          <Typography variant="subtitle2" component="p" sx={{ mr: 'auto' }}>
            {TABLE_LABELS.selected(selectedRows.length)}
          </Typography>
          {selection.renderActions?.(selectedRows, clearSelection)}
          <Button size="small" onClick={clearSelection}>
            {TABLE_LABELS.clearSelection}
          </Button>
        </Box>
      )}
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={TABLE_LABELS.loading} />}</Box>
      {cards ? (
        <DataTableCards
          label={label}
          rows={rows.slice(0, rowsDrawn)}
          busy={list.isFetching}
          dimmed={list.isPlaceholderData || drawing}
          loading={firstLoad}
          message={message}
          selection={Boolean(selection)}
          expandable={Boolean(renderExpanded)}
          renderExpanded={renderExpanded}
          rowActions={rowActions}
          hrefOf={hrefOf}
          linkColumnId={linkColumn?.id}
          onRowClick={onRowClick}
        />
      ) : (
        /* Sideways scrolling is the last resort, inside the frame, with the row's name and menu pinned. */
        <TableContainer ref={containerRef} sx={{ contain: 'inline-size' }}>
          <Table
            aria-label={label}
            aria-busy={list.isFetching}
            size="small"
            sx={(theme) => ({
              '& .MuiTableCell-root': { px: 0.75, py: density === 'compact' ? 0.5 : 1.25, lineHeight: 1.43 },
              '& .MuiTableCell-root:first-of-type': { pl: 2 },
              '& .MuiTableCell-paddingCheckbox': { px: 0, pl: 0.5 },
              '& .MuiTableCell-head': { whiteSpace: 'normal', verticalAlign: 'bottom', lineHeight: 1.3, py: 1 },
              // An unsorted column's arrow shows on hover only, instead of widening every sortable column.
              '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { display: 'none' },
              '& .MuiTableSortLabel-root:not(.Mui-active):is(:hover, :focus-visible) .MuiTableSortLabel-icon': { display: 'inline-block' },
              '& tbody > tr[data-row]': { height: ROW_HEIGHT[density] },
              '& [data-pinned]': { bgcolor: 'background.paper' },
              '& .MuiTableRow-hover:hover > [data-pinned]': {
                backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
              },
              '& .Mui-selected > [data-pinned]': {
                backgroundImage: `linear-gradient(${theme.palette.action.selected}, ${theme.palette.action.selected})`,
              },
              // Only a table wider than its frame shows where the pinned cells end.
              ...(overflowing && {
                '& [data-pinned="start"]': { boxShadow: `inset -1px 0 ${theme.palette.divider}` },
                '& [data-pinned="end"]': { boxShadow: `inset 1px 0 ${theme.palette.divider}` },
              }),
            })}
          >
            <TableHead>
              {table.getHeaderGroups().map((group) => (
                <TableRow key={group.id}>
                  {selection && (
                    <TableCell padding="checkbox" data-pinned="" sx={{ ...controlSx, ...pinned(0) }}>
                      <Checkbox
                        checked={table.getIsAllPageRowsSelected()}
                        indeterminate={table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected()}
                        disabled={!selectableOnPage}
                        onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
                        slotProps={{ input: { 'aria-label': TABLE_LABELS.selectAll } }}
                      />
                    </TableCell>
                  )}
                  {renderExpanded && (
                    <TableCell padding="checkbox" data-pinned="" sx={{ ...controlSx, ...pinned(selection ? CONTROL_WIDTH : 0) }}>
                      <Box component="span" sx={visuallyHidden}>
                        {TABLE_LABELS.expand}
                      </Box>
                    </TableCell>
                  )}
                  {group.headers.map((header) => {
                    const meta = header.column.columnDef.meta;
                    const sorted = header.column.getIsSorted();
                    return (
                      <TableCell
                        key={header.id}
                        align={alignOf(meta)}
                        sortDirection={sorted || false}
                        data-pinned={pinOf(header.column.id)}
                        sx={{ fontWeight: 600, ...headerSx(kindOf(meta)), ...pinSx(header.column.id) }}
                      >
                        {header.isPlaceholder ? null : meta?.sortKey && control.setSort ? (
                          <TableSortLabel
                            active={sorted !== false}
                            direction={sorted || 'asc'}
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            <table.FlexRender header={header} />
                            {sorted && (
                              <Box component="span" sx={visuallyHidden}>
                                {sorted === 'desc' ? TABLE_LABELS.sortedDescending : TABLE_LABELS.sortedAscending}
                              </Box>
                            )}
                          </TableSortLabel>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </TableCell>
                    );
                  })}
                  {rowActions && (
                    <TableCell align="right" data-pinned="end" sx={{ fontWeight: 600, ...pinnedEnd }}>
                      {TABLE_LABELS.actions}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableHead>
            <TableBody sx={{ opacity: list.isPlaceholderData || drawing ? 0.6 : 1, transition: 'opacity 150ms' }}>
              {rows.slice(0, rowsDrawn).map((row) => {
                const open = row.getIsExpanded();
                const href = hrefOf(row.original);
                const activation = rowActivation(href, onRowClick ? () => onRowClick(row.original) : undefined);
                return (
                  <Fragment key={row.id}>
                    <TableRow
                      hover
                      data-row=""
                      selected={row.getIsSelected()}
                      tabIndex={activation.tabIndex}
                      onClick={activation.onClick}
                      onAuxClick={activation.onAuxClick}
                      onKeyDown={activation.onKeyDown}
                      sx={{ cursor: activation.cursor, '& > td': open ? { borderBottom: 'unset' } : undefined }}
                    >
                      {selection && (
                        <TableCell padding="checkbox" onClick={stop} data-pinned="" sx={{ ...controlSx, ...pinned(0) }}>
                          <Checkbox
                            checked={row.getIsSelected()}
                            disabled={!row.getCanSelect()}
                            onChange={(event) => row.toggleSelected(event.target.checked)}
                            slotProps={{ input: { 'aria-label': TABLE_LABELS.selectRow } }}
                          />
                        </TableCell>
                      )}
                      {renderExpanded && (
                        <TableCell
                          padding="checkbox"
                          onClick={stop}
                          onKeyDown={stop}
                          data-pinned=""
                          sx={{ ...controlSx, ...pinned(selection ? CONTROL_WIDTH : 0) }}
                        >
                          {row.getCanExpand() && (
                            <IconButton
                              size="small"
                              aria-label={open ? TABLE_LABELS.collapse : TABLE_LABELS.expand}
                              aria-expanded={open}
                              aria-controls={open ? `${detailId}-${row.id}` : undefined}
                              onClick={() => row.toggleExpanded()}
                            >
                              {open ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
                            </IconButton>
                          )}
                        </TableCell>
                      )}
                      {row.getVisibleCells().map((cell) => {
                        const meta = cell.column.columnDef.meta;
                        const kind = kindOf(meta);
                        return (
                          <TableCell
                            key={cell.id}
                            align={alignOf(meta)}
                            data-pinned={pinOf(cell.column.id)}
                            sx={{ ...cellSx(kind), ...pinSx(cell.column.id) }}
                          >
                            <CellContent kind={kind} href={cell.column === linkColumn ? href : undefined}>
                              <table.FlexRender cell={cell} />
                            </CellContent>
                          </TableCell>
                        );
                      })}
                      {rowActions && (
                        <TableCell
                          align="right"
                          padding="checkbox"
                          onClick={stop}
                          onKeyDown={stop}
                          data-pinned="end"
                          sx={{ pr: 1, ...pinnedEnd }}
                        >
                          <RowActionsMenu row={row.original} actions={rowActions} />
                        </TableCell>
                      )}
                    </TableRow>
                    {open && renderExpanded && (
                      <TableRow>
                        <TableCell colSpan={span} id={`${detailId}-${row.id}`} sx={{ bgcolor: 'action.hover', py: 2 }}>
                          {renderExpanded(row.original)}
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
              {firstLoad && <LoadingRows count={pageSize} span={span} />}
              {message !== null && (
                <TableRow>
                  <TableCell colSpan={span} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                    {message}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {list.isError && rows.length > 0 && (
        <Alert severity="error" sx={{ borderRadius: 0 }}>
          {list.error?.message}
        </Alert>
      )}
      <TablePager
        count={pagerCount}
        page={pagerCount === -1 ? control.page - 1 : Math.min(control.page - 1, lastPage)}
        pageSize={pageSize}
        total={total}
        onPageChange={(page) => table.setPageIndex(page)}
      />
    </Paper>
  );
}
