import { isSuperAdmin } from '@hubgrade/domain/auth/roles';
import { formatDateTimeSeconds } from '@hubgrade/domain/format/dates';
import { MAILBOX_LABELS, MAILBOX_PAGE_LABELS as P } from '@hubgrade/domain/mailbox/labels';
import type { Mail } from '@hubgrade/domain/mailbox/schemas';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { useCurrentUser } from '../../../lib/session.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { useMails } from '../api/mails.ts';
import { MailDialog } from './mail-dialog.tsx';

const PAGE_SIZES = [10, 25, 50, 100];

/** Page, size and filter live in the URL; anything unreadable falls back to the defaults. */
const ZMailboxSearch = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .refine((n) => PAGE_SIZES.includes(n))
    .catch(25),
  to: z.string().trim().max(180).catch(''),
});

function Mailbox() {
  const [params, setParams] = useSearchParams();
  const search = ZMailboxSearch.parse({
    page: params.get('page') ?? undefined,
    itemsPerPage: params.get('itemsPerPage') ?? undefined,
    to: params.get('to') ?? '',
  });
  const mails = useMails({ page: search.page, itemsPerPage: search.itemsPerPage, to: search.to || undefined });
  const [filter, setFilter] = useState(search.to);
  const [selected, setSelected] = useState<Mail | null>(null);
  const [open, setOpen] = useState(false);

  const update = (next: Partial<z.infer<typeof ZMailboxSearch>>) => {
    const merged = { ...search, ...next };
    const entries: Record<string, string> = { page: String(merged.page), itemsPerPage: String(merged.itemsPerPage) };
    if (merged.to) entries.to = merged.to;
    setParams(entries);
  };
  const applyFilter = (event: FormEvent) => {
    event.preventDefault();
    update({ to: filter.trim(), page: 1 });
  };
  const show = (mail: Mail) => {
    setSelected(mail);
    setOpen(true);
  };

  const items = mails.data?.items ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography variant="h4" component="h1">
            {MAILBOX_LABELS.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
            {P.intro}
          </Typography>
        </Box>
        <Box component="form" role="search" onSubmit={applyFilter} sx={{ width: { xs: '100%', sm: 320 } }}>
          <TextField
            size="small"
            type="search"
            label={MAILBOX_LABELS.filterTo}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
      </Box>
      {mails.isError && <Alert severity="error">{mails.error.message}</Alert>}
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{mails.isFetching && <LinearProgress />}</Box>
        <TableContainer>
          <Table size="medium" aria-label={MAILBOX_LABELS.title}>
            <TableHead>
              <TableRow>
                <TableCell>{MAILBOX_LABELS.to}</TableCell>
                <TableCell>{MAILBOX_LABELS.subject}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{MAILBOX_LABELS.createdAt}</TableCell>
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{MAILBOX_LABELS.sentAt}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((mail) => (
                <TableRow
                  key={mail.id}
                  hover
                  tabIndex={0}
                  onClick={() => show(mail)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') show(mail);
                  }}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{mail.to}</TableCell>
                  <TableCell sx={{ fontWeight: 500 }}>{mail.subject}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                    {formatDateTimeSeconds(mail.createdAt)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, whiteSpace: 'nowrap' }}>
                    {mail.sentAt ? formatDateTimeSeconds(mail.sentAt) : <Chip size="small" label={MAILBOX_LABELS.notSent} />}
                  </TableCell>
                </TableRow>
              ))}
              {mails.isSuccess && items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                    {MAILBOX_LABELS.empty}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={mails.data?.total ?? 0}
          page={search.page - 1}
          onPageChange={(_, page) => update({ page: page + 1 })}
          rowsPerPage={search.itemsPerPage}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => update({ itemsPerPage: Number(event.target.value), page: 1 })}
          labelRowsPerPage={P.rowsPerPage}
          labelDisplayedRows={({ from, to, count }) => P.displayedRows(from, to, count)}
        />
      </Paper>
      <MailDialog mail={selected} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}

/** /dev/mails: the built-in mailbox, for super administrators (the API refuses everyone else). */
export function DevMailsPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  if (!isSuperAdmin(user.roles)) return <ErrorView status={403} />;
  return <Mailbox />;
}
