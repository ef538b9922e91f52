import type { AuthUser } from '@hubgrade/domain/auth/schemas';
import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import type { Dashboard } from '@hubgrade/domain/dashboard/schemas';
import { formatHour } from '@hubgrade/domain/format/dates';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../../lib/session.ts';
import { Hint } from '../../../ui/hint.tsx';
import { useDashboard } from '../api/dashboard.ts';
import { DashboardError } from './dashboard-error.tsx';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { GRID, SPAN } from './grid.ts';
import { viewOf } from './widget-registry.tsx';

function scopeText(scope: Dashboard['scope'], user: AuthUser): string {
  switch (scope.kind) {
    case 'platform':
      return DASHBOARD_LABELS.scope.platform;
    case 'brand':
      return DASHBOARD_LABELS.scope.brand(user.brand?.name ?? '');
    case 'company':
      return DASHBOARD_LABELS.scope.company(user.companyName ?? '');
    case 'self':
      return DASHBOARD_LABELS.scope.self;
  }
}

function Widgets({ dashboard }: { dashboard: Dashboard }) {
  if (dashboard.widgets.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, borderRadius: 3, textAlign: 'center' }}>
        <Typography color="textSecondary">{DASHBOARD_LABELS.empty}</Typography>
      </Paper>
    );
  }
  return (
    <Box sx={GRID}>
      {dashboard.widgets.map((widget) => {
        const { size, Component } = viewOf(widget);
        return (
          <Box key={widget.id} sx={{ gridColumn: SPAN[size], minWidth: 0 }}>
            <Component widget={widget} />
          </Box>
        );
      })}
    </Box>
  );
}

/** The dashboard (/): the figures of the morning for the viewer's scope, each leading to its list. */
export function DashboardPage() {
  const { data: user } = useCurrentUser();
  const dashboard = useDashboard();
  if (!user) return null;
  const { data, error, isPending, isFetching, refetch } = dashboard;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="textSecondary">
            {DASHBOARD_LABELS.title}
          </Typography>
          <Typography variant="h4" component="h1">
            {DASHBOARD_LABELS.greeting(user.firstName)}
          </Typography>
          {data && (
            <Typography color="textSecondary" data-testid="dashboard-scope">
              {scopeText(data.scope, user)}
            </Typography>
          )}
        </Box>
        {data && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography variant="caption" color="textSecondary">
              {DASHBOARD_LABELS.updatedAt(formatHour(data.generatedAt))}
            </Typography>
            <Hint title={DASHBOARD_LABELS.refresh}>
              <span>
                <IconButton aria-label={DASHBOARD_LABELS.refresh} onClick={() => refetch()} disabled={isFetching} size="small">
                  <Refresh fontSize="small" />
                </IconButton>
              </span>
            </Hint>
          </Box>
        )}
      </Box>
      {isPending && <DashboardSkeleton />}
      {error && !data && <DashboardError retrying={isFetching} onRetry={() => refetch()} />}
      {data && <Widgets dashboard={data} />}
    </Box>
  );
}
