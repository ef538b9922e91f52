import { STATEMENT_LABELS as L, periodLabel } from '@hubgrade/domain/statements/labels';
import { formatRate } from '@hubgrade/domain/statements/rules';
import type { Statement } from '@hubgrade/domain/statements/schemas';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { openStatementPdf, useStatement } from '../api/statements.ts';
import { StatementEditForm } from './statement-edit-form.tsx';
import { StatementLines, StatementTotals } from './statement-lines.tsx';
import { StatementStateChip } from './statement-state-chip.tsx';
import { useSendWithConfirmation } from './use-send-statement.tsx';

const F = L.fields;

function Sheet({ statement }: { statement: Statement }) {
  const { ask, pending, dialog } = useSendWithConfirmation();
  const { landlord } = statement;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Button component={RouterLink} to={`/membres/${landlord.id}`} startIcon={<ArrowBack />} sx={{ justifySelf: 'start' }}>
        {L.actions.back}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ mr: 'auto', overflowWrap: 'anywhere' }}>
          {L.sheetTitle(statement.billNumber)}
        </Typography>
        <StatementStateChip state={statement.state} />
        {statement.editable && (
          <Button variant="contained" startIcon={<Send />} disabled={pending} onClick={() => void ask(statement, landlord.email)}>
            {L.actions.send}
          </Button>
        )}
        <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={() => void openStatementPdf(statement.cryptInvoice)}>
          {L.actions.pdf}
        </Button>
      </Box>
      <Alert severity={statement.editable ? 'info' : 'success'}>{statement.editable ? L.draftHint : L.frozenHint}</Alert>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SheetCard title={L.summary}>
          <FactList
            items={[
              [F.period, periodLabel(statement.period)],
              [F.dateCreation, formatDay(statement.dateCreation)],
              [F.state, statement.stateName],
              [F.commissionRate, L.rateText(formatRate(statement.commissionRate), formatRate(statement.commissionVatRate))],
              ...(statement.sentAt
                ? [[F.sentAt, `${formatDateTime(statement.sentAt)} (${statement.sentTo ?? ''})`] as [string, string]]
                : []),
              ...(statement.paidAt ? [[F.paidAt, formatDateTime(statement.paidAt)] as [string, string]] : []),
            ]}
          />
        </SheetCard>
        <SheetCard title={F.landlord}>
          <FactList
            items={[
              [
                F.landlord,
                <Link key="landlord" component={RouterLink} to={`/membres/${landlord.id}`}>
                  {`${landlord.firstName} ${landlord.lastName}`}
                </Link>,
              ],
              ...(landlord.companyName ? [[F.company, landlord.companyName] as [string, string]] : []),
              [F.email, landlord.email],
            ]}
          />
        </SheetCard>
      </Box>
      <SheetCard title={F.collected}>
        <StatementLines statement={statement} />
        <StatementTotals statement={statement} />
      </SheetCard>
      {statement.editable ? (
        <SheetCard title={L.actions.edit}>
          <StatementEditForm key={statement.cryptInvoice} statement={statement} />
        </SheetCard>
      ) : (
        statement.comment && (
          <SheetCard title={F.comment}>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{statement.comment}</Typography>
          </SheetCard>
        )
      )}
      {dialog}
    </Box>
  );
}

/** /rdg/{cryptId}: a management statement, editable while a draft, sent with a confirmation, and its PDF. */
export function StatementPage() {
  const { cryptId = '' } = useParams();
  const valid = /^[A-Za-z0-9_-]{20,64}$/.test(cryptId);
  const statement = useStatement(cryptId, valid);
  if (!valid) return <ErrorView status={404} />;
  if (statement.isPending) return <PageLoader />;
  if (statement.isError) return <ErrorView status={statement.error instanceof ApiError ? statement.error.status : 500} />;
  return <Sheet statement={statement.data} />;
}
