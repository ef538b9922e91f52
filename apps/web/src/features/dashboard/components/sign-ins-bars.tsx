import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import type { DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { frFRLocalText } from '@mui/x-charts/locales';
import { formatCount, formatLongDay, formatShortDay } from './format.ts';

const labels = DASHBOARD_LABELS.widgets['signIns.daily'];

/** The sign-ins of each Paris day, as bars. */
export function SignInsBars({ days, height }: { days: DashboardWidgetOf<'signIns.daily'>['data']['days']; height: number }) {
  const theme = useTheme();
  return (
    <BarChart
      height={height}
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
  );
}
