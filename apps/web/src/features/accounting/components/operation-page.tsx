import { JOURNAL_LABELS, ACCOUNTING_LABELS as L, SOURCE_KIND_LABELS } from '@hubgrade/domain/accounting/labels';
import type { Operation } from '@hubgrade/domain/accounting/schemas';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { useOperation } from '../api/operations.ts';
import { OperationLines } from './operation-lines.tsx';
import { ReverseDialog } from './reverse-dialog.tsx';

const operationLink = (id: number, text: string) => (
  <Link key={id} component={RouterLink} to={`/operations/${id}`}>
    {text}
  </Link>
);

function OperationSheet({ operation }: { operation: Operation }) {
  const [reversing, setReversing] = useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button component={RouterLink} to="/operations" startIcon={<ArrowBack />}>
          {L.back}
        </Button>
        <Typography variant="h4" component="h1">
          {L.sheetTitle(operation.number)}
        </Typography>
        {operation.canReverse && (
          <Button variant="outlined" color="error" onClick={() => setReversing(true)}>
            {L.reverse}
          </Button>
        )}
      </Box>
      <SheetCard title={operation.label}>
        <FactList
          items={[
            [L.fecYear, String(operation.fiscalYear)],
            [L.date, formatDay(operation.date)],
            [L.journal, `${operation.journal} · ${JOURNAL_LABELS[operation.journal]}`],
            [L.pieceRef, operation.pieceRef],
            [L.pieceDate, formatDay(operation.pieceDate)],
            [L.source, SOURCE_KIND_LABELS[operation.sourceKind]],
            [L.brand, operation.brandName ?? L.mainPlatform],
            [L.recordedAt, formatDateTime(operation.createdAt)],
            [
              L.reverse,
              operation.reversedById !== null && operation.reversedByNumber !== null
                ? operationLink(operation.reversedById, L.reversedBy(operation.reversedByNumber))
                : operation.reversesId !== null && operation.reversesNumber !== null
                  ? operationLink(operation.reversesId, L.reverses(operation.reversesNumber))
                  : null,
            ],
          ]}
        />
      </SheetCard>
      <OperationLines operation={operation} />
      {reversing && <ReverseDialog operation={operation} open={reversing} onClose={() => setReversing(false)} />}
    </Box>
  );
}

/** /operations/{id}: an operation, its balanced entries and totals, and its reversal. */
export function OperationPage() {
  const id = Number(useParams().id);
  const operation = useOperation(id);
  if (operation.error) return <ErrorView status={operation.error instanceof ApiError ? operation.error.status : 500} />;
  if (!operation.data) return <PageLoader />;
  return <OperationSheet operation={operation.data} />;
}
