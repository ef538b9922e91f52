import { TABLE_LABELS } from '@hubgrade/domain/common/ui-labels';
import FirstPage from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import LastPage from '@mui/icons-material/LastPage';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { type ComponentType, useId } from 'react';

interface TablePagerProps {
  /** The rows of the list, or -1 past the count cap while the server still has a next page. */
  count: number;
  /** The shown page, from 0. */
  page: number;
  pageSize: number;
  /** The capped count the server gave, shown as "plus de …" when `count` is -1. */
  total: number;
  onPageChange: (page: number) => void;
}

/**
 * Below a table: the rows shown out of how many, and the way to the first, previous, next and last
 * pages. Each table pages by a size of its own, so the size is shown but cannot be changed.
 * MUI's TablePagination is not used: its buttons' tooltips bring a positioning library along.
 */
export function TablePager({ count, page, pageSize, total, onPageChange }: TablePagerProps) {
  const sizeId = useId();
  const unknown = count === -1;
  const lastPage = unknown ? null : Math.max(0, Math.ceil(count / pageSize) - 1);
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = unknown ? (page + 1) * pageSize : Math.min(count, (page + 1) * pageSize);
  const buttons: { label: string; Icon: ComponentType; target: number; disabled: boolean }[] = [
    { label: TABLE_LABELS.firstPage, Icon: FirstPage, target: 0, disabled: page === 0 },
    { label: TABLE_LABELS.previousPage, Icon: KeyboardArrowLeft, target: page - 1, disabled: page === 0 },
    { label: TABLE_LABELS.nextPage, Icon: KeyboardArrowRight, target: page + 1, disabled: lastPage !== null && page >= lastPage },
    { label: TABLE_LABELS.lastPage, Icon: LastPage, target: lastPage ?? page, disabled: lastPage === null || page >= lastPage },
  ];

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: { xs: 1.5, sm: 3 },
        rowGap: 0.5,
        minHeight: 52,
        px: { xs: 1, sm: 2 },
        typography: 'body2',
        color: 'text.primary',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <label htmlFor={sizeId}>{TABLE_LABELS.rowsPerPage}</label>
        <Box
          component="select"
          id={sizeId}
          value={pageSize}
          disabled
          sx={{ font: 'inherit', color: 'text.disabled', bgcolor: 'transparent', border: 0, p: 0.5, appearance: 'none' }}
        >
          <option value={pageSize}>{pageSize}</option>
        </Box>
      </Box>
      <Box component="p" sx={{ m: 0 }}>
        {unknown ? TABLE_LABELS.displayedRowsOfMany(from, to, total) : TABLE_LABELS.displayedRows(from, to, count)}
      </Box>
      <Box sx={{ display: 'flex' }}>
        {buttons.map(({ label, Icon, target, disabled }) => (
          <IconButton key={label} aria-label={label} disabled={disabled} onClick={() => onPageChange(target)}>
            <Icon />
          </IconButton>
        ))}
      </Box>
    </Box>
  );
}
