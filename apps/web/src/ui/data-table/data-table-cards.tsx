import { TABLE_LABELS } from '@hubgrade/domain/common/ui-labels';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import { FlexRender, type Row, type RowData } from '@tanstack/react-table';
import { type ReactNode, useId } from 'react';
import type { DataTableFeatures } from './features.ts';
import { type RowAction, RowActionsMenu } from './row-actions-menu.tsx';
import { CellContent, rowActivation } from './row-link.tsx';
import { visuallyHidden } from './visually-hidden.ts';

interface DataTableCardsProps<T extends RowData> {
  label: string;
  rows: Row<DataTableFeatures, T>[];
  busy: boolean;
  dimmed: boolean;
  loading: boolean;
  /** The empty list's text or the error, in place of the cards. */
  message: ReactNode;
  selection: boolean;
  expandable: boolean;
  renderExpanded?: (row: T) => ReactNode;
  rowActions?: readonly RowAction<T>[];
  hrefOf: (row: T) => string | undefined;
  linkColumnId: string | undefined;
  onRowClick?: (row: T) => void;
}

/**
 * A phone's table (≤ 600 px): one card a row, its name (the row's link) and menu on top, then each
 * shown column as a label and its value. Same rows, same actions, same details as the table.
 */
export function DataTableCards<T extends RowData>(props: DataTableCardsProps<T>) {
  const { rows, rowActions, hrefOf, linkColumnId } = props;
  const detailId = useId();
  return (
    <Box
      component="ul"
      aria-label={props.label}
      aria-busy={props.busy}
      data-card-list=""
      sx={{ listStyle: 'none', m: 0, p: 0, opacity: props.dimmed ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {rows.map((row) => {
        const cells = row.getVisibleCells();
        const naming = cells.find((cell) => cell.column.id === linkColumnId) ?? cells[0];
        const href = hrefOf(row.original);
        const activation = rowActivation(href, props.onRowClick ? () => props.onRowClick?.(row.original) : undefined);
        const open = row.getIsExpanded();
        return (
          <Box
            component="li"
            key={row.id}
            tabIndex={activation.tabIndex}
            onClick={activation.onClick}
            onAuxClick={activation.onAuxClick}
            onKeyDown={activation.onKeyDown}
            sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', cursor: activation.cursor }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 34 }}>
              {props.selection && (
                <Checkbox
                  size="small"
                  checked={row.getIsSelected()}
                  disabled={!row.getCanSelect()}
                  onChange={(event) => row.toggleSelected(event.target.checked)}
                  slotProps={{ input: { 'aria-label': TABLE_LABELS.selectRow } }}
                  sx={{ ml: -1 }}
                />
              )}
              <Box sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {naming && (
                  <CellContent kind="text" href={naming.column.id === linkColumnId ? href : undefined}>
                    <FlexRender cell={naming} />
                  </CellContent>
                )}
              </Box>
              {rowActions && <RowActionsMenu row={row.original} actions={rowActions} />}
            </Box>
            {/* Labels take at most two fifths of the card, so that a long one wraps rather than squeezing its value. */}
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, 40%) 1fr', columnGap: 1.5, rowGap: 0.5, m: 0, fontSize: 14 }}
            >
              {cells
                .filter((cell) => cell !== naming)
                .map((cell) => {
                  const header = cell.column.columnDef.header;
                  return (
                    <Box key={cell.id} sx={{ display: 'contents' }}>
                      <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {typeof header === 'string' ? header : cell.column.id}
                      </Box>
                      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                        <FlexRender cell={cell} />
                      </Box>
                    </Box>
                  );
                })}
            </Box>
            {props.expandable && row.getCanExpand() && (
              <Button
                size="small"
                startIcon={open ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
                aria-expanded={open}
                aria-controls={open ? `${detailId}-${row.id}` : undefined}
                onClick={() => row.toggleExpanded()}
                sx={{ mt: 0.5, ml: -1 }}
              >
                {open ? TABLE_LABELS.collapse : TABLE_LABELS.expand}
              </Button>
            )}
            {open && props.renderExpanded && (
              <Box id={`${detailId}-${row.id}`} sx={{ mt: 1, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
                {props.renderExpanded(row.original)}
              </Box>
            )}
          </Box>
        );
      })}
      {props.loading && (
        <Box component="li" sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Box sx={visuallyHidden}>{TABLE_LABELS.loading}</Box>
          <Skeleton variant="text" />
          <Skeleton variant="text" width="60%" />
        </Box>
      )}
      {props.message !== null && (
        <Box component="li" sx={{ px: 2, py: 4, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}>
          {props.message}
        </Box>
      )}
    </Box>
  );
}
