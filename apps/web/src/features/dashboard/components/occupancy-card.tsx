import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import type { DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import MeetingRoomOutlined from '@mui/icons-material/MeetingRoomOutlined';
import Typography from '@mui/material/Typography';
import { formatShare } from './format.ts';
import { KpiCard } from './kpi-card.tsx';

const labels = DASHBOARD_LABELS.widgets['contracts.occupancy'];

/** The offices let today, with the share of the listed ads they are. */
export function OccupancyCard({ widget }: { widget: DashboardWidgetOf<'contracts.occupancy'> }) {
  const { value, total } = widget.data;
  return (
    <KpiCard
      widgetId={widget.id}
      title={widget.title}
      hint={labels.hint}
      icon={<MeetingRoomOutlined />}
      count={widget.data}
      footer={
        <Typography variant="body2" color="textSecondary" data-testid="widget-share">
          {labels.rate(total, formatShare(value, total))}
        </Typography>
      }
    />
  );
}
