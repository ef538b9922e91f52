import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { TablePager } from '../../../ui/data-table/table-pager.tsx';

export interface PlainColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
}

/** Twenty rows a page, as every table of the back office (tables §9). */
const PAGE_SIZE = 20;

interface PlainTableProps<T> {
  label: string;
  rows: readonly T[];
  columns: readonly PlainColumn<T>[];
  rowKey: (row: T) => string | number;
  empty: string;
  paging?: { page: number; total: number; onPage: (page: number) => void };
}

/** A phone's rows (≤ 600 px, as the data tables): one card a row, each column as a label and its value. */
function Cards<T>({ label, rows, columns, rowKey }: PlainTableProps<T>) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Box component="li" key={rowKey(row)} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
            {columns.map((c) => (
              <Box key={c.header} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="textSecondary">
                  {c.header}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {c.cell(row)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The small tables of the order screens (an order's items, the landlords due, the other payments):
 * a few columns read in a card, cards on a phone; paged by the shared pager when the caller gives a page.
 */
export function PlainTable<T>(props: PlainTableProps<T>) {
  const { label, rows, columns, rowKey, empty, paging } = props;
  const cards = useMediaQuery('(max-width:600px)');
  if (rows.length === 0) return <Typography color="textSecondary">{empty}</Typography>;
  return (
    <>
      {cards ? (
        <Cards {...props} />
      ) : (
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
                    <TableCell key={c.header} align={c.align} sx={{ whiteSpace: c.align === 'right' ? 'nowrap' : undefined }}>
                      {c.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {paging && paging.total > PAGE_SIZE && (
        <TablePager
          count={paging.total}
          total={paging.total}
          page={paging.page - 1}
          pageSize={PAGE_SIZE}
          onPageChange={(page) => paging.onPage(page + 1)}
        />
      )}
    </>
  );
}
