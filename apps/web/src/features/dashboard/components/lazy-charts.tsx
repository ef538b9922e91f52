import type { DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';

/**
 * The chart library is the heaviest part of the dashboard: its charts load after the figures,
 * in a chunk of their own, so that the figures show as soon as the answer arrives.
 */
const SignInsChartView = lazy(() => import('./sign-ins-chart.tsx').then((m) => ({ default: m.SignInsChart })));
const CategoryChartView = lazy(() => import('./category-chart.tsx').then((m) => ({ default: m.CategoryChart })));

function ChartPlaceholder({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3, height: '100%' }} aria-busy="true" aria-label={title}>
      <Skeleton width="40%" />
      <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
    </Paper>
  );
}

export function SignInsChart({ widget }: { widget: DashboardWidgetOf<'signIns.daily'> }) {
  return (
    <Suspense fallback={<ChartPlaceholder title={widget.title} />}>
      <SignInsChartView widget={widget} />
    </Suspense>
  );
}

export function CategoryChart({ widget }: { widget: DashboardWidgetOf<'members.byCategory'> }) {
  return (
    <Suspense fallback={<ChartPlaceholder title={widget.title} />}>
      <CategoryChartView widget={widget} />
    </Suspense>
  );
}
