import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import type { DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { lazyChunk } from '../../../lib/chunk-reload.ts';
import { ChartSlot } from './chart-slot.tsx';
import { formatCount } from './format.ts';
import { WidgetCard } from './widget-card.tsx';

const labels = DASHBOARD_LABELS.widgets['members.byCategory'];
const BAR_HEIGHT = 36;
const CategoryBars = lazyChunk(
  () => import('./category-bars.tsx'),
  (m) => m.CategoryBars,
);

export function CategoryChart({ widget }: { widget: DashboardWidgetOf<'members.byCategory'> }) {
  const items = widget.data.items;
  const names = items.map((item) => item.name ?? labels.uncategorized);
  const empty = items.every((item) => item.count === 0);
  const height = items.length * BAR_HEIGHT + 40;
  return (
    <WidgetCard widgetId={widget.id} title={widget.title} hint={labels.hint} icon={<CategoryOutlined />}>
      {empty ? (
        <Typography color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
          {labels.empty}
        </Typography>
      ) : (
        <>
          <ChartSlot height={height} label={widget.title}>
            <CategoryBars items={items} names={names} height={height} />
          </ChartSlot>
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
