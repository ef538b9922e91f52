import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import type { DashboardCount } from '@hubgrade/domain/dashboard/schemas';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatCount } from './format.ts';
import { WidgetCard } from './widget-card.tsx';

interface KpiCardProps {
  widgetId: string;
  title: string;
  hint: string;
  icon: ReactNode;
  count: DashboardCount;
  /** A line under the figure (e.g. an amount). */
  footer?: ReactNode;
}

/** A single figure; when the viewer may open the list behind it, the figure is the way to it. */
export function KpiCard({ widgetId, title, hint, icon, count, footer }: KpiCardProps) {
  const value = (
    <Typography component="span" data-testid="widget-value" sx={{ fontSize: 36, fontWeight: 700, lineHeight: 1.1 }}>
      {formatCount(count.value)}
    </Typography>
  );
  return (
    <WidgetCard widgetId={widgetId} title={title} hint={hint} icon={icon}>
      <Box sx={{ mt: 'auto' }}>
        {count.link ? (
          <Link
            component={RouterLink}
            to={count.link}
            underline="none"
            color="inherit"
            aria-label={`${title} : ${formatCount(count.value)} — ${DASHBOARD_LABELS.openList}`}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, '&:hover .kpi-open': { color: 'primary.main' } }}
          >
            {value}
            <ChevronRight className="kpi-open" aria-hidden sx={{ color: 'text.disabled' }} />
          </Link>
        ) : (
          value
        )}
        {footer}
      </Box>
    </WidgetCard>
  );
}
