import { DASHBOARD_LABELS, waitingSince } from '@hubgrade/domain/dashboard/labels';
import type { DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import { TICKET_LABELS } from '@hubgrade/domain/tickets/labels';
import type { TicketState } from '@hubgrade/domain/tickets/rules';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatCount } from './format.ts';
import { WidgetCard } from './widget-card.tsx';

const labels = DASHBOARD_LABELS.widgets['tickets.open'];

/**
 * The tickets waiting for the desk: their total (the board), each state's count (the detailed view
 * on that state), and the one reported longest ago with how long it has waited (its sheet).
 */
export function TicketsCard({ widget, now = new Date().toISOString() }: { widget: DashboardWidgetOf<'tickets.open'>; now?: string }) {
  const { total, link, items, oldest } = widget.data;
  const totalText = labels.total(total);
  return (
    <WidgetCard widgetId={widget.id} title={widget.title} hint={labels.hint} icon={<ConfirmationNumberOutlined />}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {link ? (
          <Link component={RouterLink} to={link} data-testid="widget-value" aria-label={`${totalText} — ${TICKET_LABELS.overview}`}>
            {totalText}
          </Link>
        ) : (
          <span data-testid="widget-value">{totalText}</span>
        )}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
        {items.map((item) => {
          const name = TICKET_LABELS.states[item.state as TicketState];
          const value = formatCount(item.count);
          return (
            <Box component="li" key={item.state} data-testid={`tickets-state-${item.state}`} sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="textSecondary" component="div" noWrap>
                {name}
              </Typography>
              {item.link ? (
                <Link
                  component={RouterLink}
                  to={item.link}
                  aria-label={`${name} : ${value} — ${DASHBOARD_LABELS.openList}`}
                  sx={{ fontSize: 24, fontWeight: 700, lineHeight: 1.2 }}
                >
                  {value}
                </Link>
              ) : (
                <Typography component="span" sx={{ fontSize: 24, fontWeight: 700, lineHeight: 1.2 }}>
                  {value}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
      {oldest ? (
        <Box data-testid="tickets-oldest" sx={{ mt: 'auto', minWidth: 0 }}>
          <Typography variant="caption" color="textSecondary" component="div">
            {labels.oldest}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
            {oldest.link ? (
              <Link component={RouterLink} to={oldest.link} variant="body2" noWrap title={oldest.title} sx={{ minWidth: 0 }}>
                {oldest.title}
              </Link>
            ) : (
              <Typography variant="body2" noWrap title={oldest.title} sx={{ minWidth: 0 }}>
                {oldest.title}
              </Typography>
            )}
            <Typography variant="caption" color="textSecondary" sx={{ flexShrink: 0 }}>
              {waitingSince(oldest.createdAt, now)}
            </Typography>
          </Box>
        </Box>
      ) : (
        <Typography variant="body2" color="textSecondary">
          {labels.empty}
        </Typography>
      )}
    </WidgetCard>
  );
}
