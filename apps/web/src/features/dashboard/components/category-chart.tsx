import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import type { DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { frFRLocalText } from '@mui/x-charts/locales';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatCount } from './format.ts';
import { WidgetCard } from './widget-card.tsx';

const labels = DASHBOARD_LABELS.widgets['members.byCategory'];
const BAR_HEIGHT = 36;

export function CategoryChart({ widget }: { widget: DashboardWidgetOf<'members.byCategory'> }) {
  const navigate = useNavigate();
  const items = widget.data.items;
  const names = items.map((item) => item.name ?? labels.uncategorized);
  const empty = items.every((item) => item.count === 0);
  return (
    <WidgetCard widgetId={widget.id} title={widget.title} hint={labels.hint} icon={<CategoryOutlined />}>
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {labels.empty}
        </Typography>
      ) : (
        <>
          <BarChart
            height={items.length * BAR_HEIGHT + 40}
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
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {items.map((item, index) => (
              <Box component="li" key={item.name ?? ''} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }} />
                {item.link ? (
                  <Link component={RouterLink} to={item.link} variant="body2" underline="hover">
                    {names[index]} : {formatCount(item.count)}
                  </Link>
                ) : (
                  <Typography variant="body2">
                    {names[index]} : {formatCount(item.count)}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        </>
      )}
    </WidgetCard>
  );
}
