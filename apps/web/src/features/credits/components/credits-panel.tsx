import { isAdmin, isCommercial } from '@hubgrade/domain/auth/roles';
import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import { CREDIT_LABELS as L } from '@hubgrade/domain/credits/labels';
import { CREDIT_ENTRY_PAGE_SIZE } from '@hubgrade/domain/credits/rules';
import type { CreditOwnerType } from '@hubgrade/domain/credits/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatCents, formatDate, formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useCredits } from '../api/credits.ts';
import { CreditEntryDialog } from './credit-entry-dialog.tsx';

/**
 * The credits of a company or a member: the balance, the entries newest first (10 a page), and
 * for staff the dialog that grants a pack or adjusts the balance.
 */
export function CreditsPanel({ type, id }: { type: CreditOwnerType; id: number }) {
  const [page, setPage] = useState(1);
  const [granting, setGranting] = useState(false);
  const credits = useCredits(type, id, page);
  const roles = useCurrentUser().data?.roles ?? [];
  const staff = isAdmin(roles) || isCommercial(roles);
  if (credits.isPending) return <CircularProgress size={24} aria-label={L.title} />;
  if (credits.isError) return <Alert severity="error">{SNACKBAR_LABELS.error}</Alert>;
  const { balance, entries } = credits.data;
  return (
    <Box data-testid={`credits-${type}-${id}`}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="p" data-testid="credit-balance">
          {L.balanceOf(formatCents(balance))}
        </Typography>
        {staff && (
          <Button variant="contained" onClick={() => setGranting(true)}>
            {L.grant}
          </Button>
        )}
      </Stack>
      {entries.items.length === 0 ? (
        <Typography color="text.secondary">{L.empty}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={L.title}>
            <TableHead>
              <TableRow>
                <TableCell>{L.fields.date}</TableCell>
                <TableCell>{L.fields.kind}</TableCell>
                <TableCell>{L.fields.label}</TableCell>
                <TableCell align="right">{L.fields.amount}</TableCell>
                <TableCell align="right">{L.fields.balanceAfter}</TableCell>
                <TableCell>{L.fields.by}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.items.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableCell>
                  <TableCell>{L.kinds[entry.kind]}</TableCell>
                  <TableCell>
                    {entry.label}
                    {/* The credits expire at the midnight that ends their last day. */}
                    {entry.expiresAt && (
                      <Typography variant="caption" component="p" color="text.secondary">
                        {L.validUntil(formatDate(new Date(new Date(entry.expiresAt).getTime() - 1)))}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: entry.amount < 0 ? 'error.main' : 'success.main' }}>
                    {entry.amount > 0 ? '+' : ''}
                    {formatCents(entry.amount)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCents(entry.balanceAfter)}
                  </TableCell>
                  <TableCell>{entry.by ? `${entry.by.firstName} ${entry.by.lastName}` : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {entries.total > entries.items.length || page > 1 ? (
            <TablePagination
              component="div"
              count={entries.total}
              page={page - 1}
              rowsPerPage={CREDIT_ENTRY_PAGE_SIZE}
              rowsPerPageOptions={[CREDIT_ENTRY_PAGE_SIZE]}
              onPageChange={(_, next) => setPage(next + 1)}
              labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
            />
          ) : null}
        </TableContainer>
      )}
      {staff && <CreditEntryDialog open={granting} type={type} id={id} onClose={() => setGranting(false)} />}
    </Box>
  );
}

/** The company sheet's credits (the company's own balance). */
export function CompanyCredits({ companyId }: { companyId: number }) {
  return <CreditsPanel type="company" id={companyId} />;
}

/** The member sheet's credits (the member's own balance, beside their company's). */
export function MemberCredits({ userId }: { userId: number }) {
  return <CreditsPanel type="member" id={userId} />;
}
