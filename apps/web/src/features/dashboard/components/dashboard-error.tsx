import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export function DashboardError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" startIcon={<Refresh />} onClick={onRetry} disabled={retrying}>
          {DASHBOARD_LABELS.retry}
        </Button>
      }
    >
      {DASHBOARD_LABELS.loadError}
    </Alert>
  );
}
