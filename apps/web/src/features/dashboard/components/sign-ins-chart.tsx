import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import type { DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import Login from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazyChunk } from '../../../lib/chunk-reload.ts';
import { ChartSlot } from './chart-slot.tsx';
import { WidgetCard } from './widget-card.tsx';

const labels = DASHBOARD_LABELS.widgets['signIns.daily'];
const HEIGHT = 260;
const SignInsBars = lazyChunk(
  () => import('./sign-ins-bars.tsx'),
  (m) => m.SignInsBars,
);

export function SignInsChart({ widget }: { widget: DashboardWidgetOf<'signIns.daily'> }) {
  const { days, total, users } = widget.data;
  return (
    <WidgetCard
      widgetId={widget.id}
      title={widget.title}
      hint={labels.hint}
      icon={<Login />}
      aside={
        <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
          <Typography data-testid="widget-value" sx={{ fontWeight: 700 }}>
            {labels.total(total)}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {labels.users(users)}
          </Typography>
        </Box>
      }
    >
      {total === 0 ? (
        <Typography color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
          {labels.empty}
        </Typography>
      ) : (
        <ChartSlot height={HEIGHT} label={widget.title}>
          <SignInsBars days={days} height={HEIGHT} />
        </ChartSlot>
      )}
    </WidgetCard>
  );
}
