import { dashboardOperations as op } from '@hubgrade/domain/dashboard/operations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call.ts';

export function fetchDashboard(signal?: AbortSignal) {
  return call(op.dashboard, { signal });
}

export const dashboardQuery = queryOptions({
  queryKey: keyOf(op.dashboard),
  queryFn: ({ signal }) => fetchDashboard(signal),
  // The figures of the morning: read again when the page is opened again, not on every focus.
  staleTime: 60_000,
});

/** GET /dashboard: the widgets of the viewer's scope. */
export function useDashboard() {
  return useQuery(dashboardQuery);
}
