import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import type { DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import { BarChart } from '@mui/x-charts/BarChart';
import { frFRLocalText } from '@mui/x-charts/locales';
import { useNavigate } from 'react-router';
import { formatCount } from './format.ts';

const labels = DASHBOARD_LABELS.widgets['members.byCategory'];

interface Props {
  items: DashboardWidgetOf<'members.byCategory'>['data']['items'];
  names: string[];
  height: number;
}

/** Members per category, one horizontal bar each; a bar leads to its filtered list. */
export function CategoryBars({ items, names, height }: Props) {
  const navigate = useNavigate();
  return (
    <BarChart
      height={height}
      layout="horizontal"
      localeText={frFRLocalText}
      hideLegend
      grid={{ vertical: true }}
      margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
      yAxis={[
        {
          scaleType: 'band',
          data: names,
          width: 110,
          colorMap: { type: 'ordinal', values: names, colors: items.map((item) => item.color) },
        },
      ]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ data: items.map((item) => item.count), label: labels.axis, valueFormatter: (v) => formatCount(v ?? 0) }]}
      onItemClick={(_, bar) => {
        const link = items[bar.dataIndex]?.link;
        if (link) navigate(link);
      }}
      sx={{ cursor: 'pointer' }}
    />
  );
}
