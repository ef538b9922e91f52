import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PlainColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
}

/** Twenty rows a page, as every table of the back office (tables §9). */
const PAGE_SIZE = 20;

/**
 * The small tables of the order screens (an order's items, the landlords due, the other payments):
 * a few columns read in a card, scrolled sideways on a phone; paged when the caller gives a page.
 */
export function PlainTable<T>({
  label,
  rows,
  columns,
  rowKey,
  empty,
  paging,
}: {
  label: string;
  rows: readonly T[];
  columns: readonly PlainColumn<T>[];
  rowKey: (row: T) => string | number;
  empty: string;
  paging?: { page: number; total: number; onPage: (page: number) => void };
}) {
  if (rows.length === 0) return <Typography color="textSecondary">{empty}</Typography>;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.header} align={c.align}>
                  {c.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((c) => (
                  <TableCell key={c.header} align={c.align}>
                    {c.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {paging && paging.total > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={paging.total}
          page={paging.page - 1}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_e, page) => paging.onPage(page + 1)}
        />
      )}
    </>
  );
}
