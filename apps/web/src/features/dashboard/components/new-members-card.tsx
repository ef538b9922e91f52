import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import type { DashboardComparison, DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '../../../lib/format.ts';
import { formatCount } from './format.ts';
import { Trend } from './trend.tsx';
import { WidgetCard } from './widget-card.tsx';

function PeriodRow({ label, previousLabel, figure }: { label: string; previousLabel: string; figure: DashboardComparison }) {
  const value = (
    <Typography component="span" data-testid="widget-value" sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.1 }}>
      {formatCount(figure.current)}
    </Typography>
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', columnGap: 1 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="caption"
          color="textSecondary"
          component="p"
          title={DASHBOARD_LABELS.period(formatDay(figure.from), formatDay(figure.to))}
        >
          {label}
        </Typography>
        {figure.link ? (
          <Link
            component={RouterLink}
            to={figure.link}
            underline="hover"
            color="inherit"
            aria-label={`${DASHBOARD_LABELS.widgets['members.new'].title}, ${label.toLowerCase()} : ${formatCount(figure.current)} — ${DASHBOARD_LABELS.openList}`}
          >
            {value}
          </Link>
        ) : (
          value
        )}
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Trend current={figure.current} previous={figure.previous} />
        <Typography variant="caption" color="textSecondary" component="p">
          {previousLabel}
        </Typography>
      </Box>
    </Box>
  );
}

export function NewMembersCard({ widget }: { widget: DashboardWidgetOf<'members.new'> }) {
  const labels = DASHBOARD_LABELS.widgets['members.new'];
  return (
    <WidgetCard widgetId={widget.id} title={widget.title} hint={labels.hint} icon={<PersonAddAlt />}>
      <Box sx={{ display: 'grid', gap: 1.5, mt: 'auto' }}>
        <PeriodRow
          label={DASHBOARD_LABELS.thisWeek}
          previousLabel={DASHBOARD_LABELS.previousWeek(widget.data.week.previous)}
          figure={widget.data.week}
        />
        <PeriodRow
          label={DASHBOARD_LABELS.thisMonth}
          previousLabel={DASHBOARD_LABELS.previousMonth(widget.data.month.previous)}
          figure={widget.data.month}
        />
      </Box>
    </WidgetCard>
  );
}
