import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import type { DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { WidgetCard } from './widget-card.tsx';

const labels = DASHBOARD_LABELS.widgets['bookings.today'];

/**
 * Today's bookings of each kind of space, each kind opening its booking screen on today. Rooms and
 * seats show how much of them is taken; the terrace's people come and go over the day, so its
 * count sits beside its places without a gauge.
 */
export function BookingsTodayCard({ widget }: { widget: DashboardWidgetOf<'bookings.today'> }) {
  return (
    <WidgetCard widgetId={widget.id} title={widget.title} hint={labels.hint} icon={<EventAvailableOutlined />}>
      {widget.data.items.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {labels.empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {widget.data.items.map((item) => {
            const name = labels.kinds[item.kind];
            const bookings = labels.bookings(item.bookings);
            const gauge = item.kind !== 'terrace' && item.capacity > 0;
            return (
              <Box component="li" key={item.kind} data-testid={`bookings-today-${item.kind}`}>
                <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {name}
                  </Typography>
                  {item.link ? (
                    <Link
                      component={RouterLink}
                      to={item.link}
                      variant="body2"
                      aria-label={`${name} : ${bookings} — ${DASHBOARD_LABELS.openList}`}
                    >
                      {bookings}
                    </Link>
                  ) : (
                    <Typography variant="body2">{bookings}</Typography>
                  )}
                </Box>
                <Typography variant="caption" color="textSecondary">
                  {labels.used[item.kind](item.used, item.capacity)}
                </Typography>
                {gauge && (
                  <LinearProgress
                    variant="determinate"
                    value={Math.min(100, (item.used / item.capacity) * 100)}
                    aria-label={`${name} : ${labels.used[item.kind](item.used, item.capacity)}`}
                    sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                  />
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </WidgetCard>
  );
}
