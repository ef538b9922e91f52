import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useInventories, useInventory } from '../api/inventory.ts';
import { ReportEditor } from './report-editor.tsx';
import { SignaturesCard } from './signatures-card.tsx';

/** /edl/pdt: the drafts to visit, as large buttons. */
function VisitChoice() {
  const drafts = useInventories({ state: 'draft', itemsPerPage: 50 });
  if (drafts.isPending) return <PageLoader />;
  if (drafts.isError) return <ErrorView status={drafts.error instanceof ApiError ? drafts.error.status : 500} />;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 640 }}>
      <Typography variant="h5" component="h1">
        {L.title}
      </Typography>
      <Typography color="textSecondary">{L.visitIntro}</Typography>
      {drafts.data.items.length === 0 && <Typography>{L.empty}</Typography>}
      {drafts.data.items.map((r) => (
        <Button
          key={r.id}
          component={RouterLink}
          to={`/edl/pdt/${r.id}`}
          variant="outlined"
          endIcon={<ChevronRight />}
          sx={{ minHeight: 64, justifyContent: 'space-between', textAlign: 'left', textTransform: 'none' }}
        >
          <span>
            {L.shortKinds[r.kind]} · {r.tenant}
            <br />
            <Typography component="span" variant="body2" color="textSecondary">
              {r.space} · {L.filledCount(r.filled, r.items)}
            </Typography>
          </span>
        </Button>
      ))}
    </Box>
  );
}

/** /edl/pdt/{id}: the visit on a phone, one column, large touch targets, photos from the camera. */
export function VisitPage() {
  const id = useParams().id;
  return id === undefined ? <VisitChoice /> : <VisitReport id={Number(id)} />;
}

function VisitReport({ id }: { id: number }) {
  const query = useInventory(id);
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorView status={query.error instanceof ApiError ? query.error.status : 500} />;
  const report = query.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720, mx: 'auto', width: '100%', minWidth: 0 }}>
      <Box>
        <Button component={RouterLink} to={`/edl/${report.id}`} startIcon={<ArrowBack />} sx={{ minHeight: 48 }}>
          {L.actions.back}
        </Button>
      </Box>
      <Box>
        <Typography variant="h5" component="h1">
          {L.kinds[report.kind]}
        </Typography>
        <Typography color="textSecondary">
          {report.tenant}
          {report.space ? ` – ${report.space}` : ''}
        </Typography>
      </Box>
      <ReportEditor key={query.dataUpdatedAt} report={report} touch />
      <SignaturesCard report={report} touch />
    </Box>
  );
}
