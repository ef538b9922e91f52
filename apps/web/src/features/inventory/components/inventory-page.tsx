import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import type { Inventory } from '@hubgrade/domain/inventory/schemas';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCreateExitInventory, useInventory } from '../api/inventory.ts';
import { InventoryStateChip } from './inventory-chips.tsx';
import { isEditable, ReportEditor } from './report-editor.tsx';
import { SignaturesCard } from './signatures-card.tsx';

/** The way from one report to the other of its contract: open the exit report, create it, or go back to the entry. */
function LinkedReport({ report }: { report: Inventory }) {
  const createExit = useCreateExitInventory();
  const { run, dialog } = useMutationFeedback();
  const navigate = useNavigate();
  if (report.kind === 'exit' && report.entryReport) {
    return (
      <Button component={RouterLink} to={`/edl/${report.entryReport.id}`}>
        {L.actions.openEntry}
      </Button>
    );
  }
  if (report.exitReport !== null) {
    return (
      <Button component={RouterLink} to={`/edl/${report.exitReport}`}>
        {L.actions.openExit}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        disabled={createExit.isPending}
        onClick={() => run(createExit, report.id, { success: L.created, onSuccess: (exit) => void navigate(`/edl/${exit.id}`) })}
      >
        {L.actions.createExit}
      </Button>
      {dialog}
    </>
  );
}

/** /edl/{id}: a report's rooms, items, conditions, observations and photos; an exit report with the entry's and the differences. */
export function InventoryPage() {
  const id = Number(useParams().id);
  const query = useInventory(id);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorView status={query.error instanceof ApiError ? query.error.status : 500} />;
  const report = query.data;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box>
        <Button component={RouterLink} to="/edl" startIcon={<ArrowBack />}>
          {L.actions.back}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <PageHeader
          title={`${L.kinds[report.kind]} n° ${report.id}`}
          intro={`${report.tenant}${report.space ? ` – ${report.space}` : ''}`}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {isEditable(report) && (
            <Button variant="contained" component={RouterLink} to={`/edl/pdt/${report.id}`} startIcon={<PhoneIphone />}>
              {L.actions.visit}
            </Button>
          )}
          <LinkedReport report={report} />
        </Box>
      </Box>
      <SheetCard title={L.kinds[report.kind]}>
        <FactList
          items={[
            [L.fields.contract, `N° ${report.contract}`],
            [L.fields.tenant, report.tenant],
            [L.fields.space, report.space || '—'],
            [L.fields.state, <InventoryStateChip key="state" state={report.state} />],
            [L.fields.createdAt, formatDateTime(report.createdAt)],
          ]}
        />
      </SheetCard>
      <ReportEditor key={query.dataUpdatedAt} report={report} touch={false} />
      <SignaturesCard report={report} touch={false} />
    </Box>
  );
}
