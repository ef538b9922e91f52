import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import type { DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import Login from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { frFRLocalText } from '@mui/x-charts/locales';
import { formatCount, formatLongDay, formatShortDay } from './format.ts';
import { WidgetCard } from './widget-card.tsx';

const labels = DASHBOARD_LABELS.widgets['signIns.daily'];

export function SignInsChart({ widget }: { widget: DashboardWidgetOf<'signIns.daily'> }) {
  const theme = useTheme();
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
          <Typography variant="caption" color="text.secondary">
            {labels.users(users)}
          </Typography>
        </Box>
      }
    >
      {total === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {labels.empty}
        </Typography>
      ) : (
        <Box sx={{ height: 260, minWidth: 0 }}>
          <BarChart
            height={260}
            localeText={frFRLocalText}
            hideLegend
            grid={{ horizontal: true }}
            margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
            xAxis={[
              {
                scaleType: 'band',
                data: days.map((d) => d.day),
                valueFormatter: (day: string, context) => (context.location === 'tooltip' ? formatLongDay(day) : formatShortDay(day)),
                tickLabelStyle: { fontSize: 11 },
              },
            ]}
            yAxis={[{ tickMinStep: 1, width: 36 }]}
            series={[
              {
                data: days.map((d) => d.count),
                label: labels.series,
                color: theme.palette.primary.main,
                valueFormatter: (v) => formatCount(v ?? 0),
              },
            ]}
          />
        </Box>
      )}
    </WidgetCard>
  );
}
