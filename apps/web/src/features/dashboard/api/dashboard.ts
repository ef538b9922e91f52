import type { Dashboard } from '@hubgrade/domain/dashboard/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export function fetchDashboard(signal?: AbortSignal) {
  return api<Dashboard>('/dashboard', { signal });
}

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => fetchDashboard(signal),
  // The figures of the morning: read again when the page is opened again, not on every focus.
  staleTime: 60_000,
});

/** GET /dashboard: the widgets of the viewer's scope. */
export function useDashboard() {
  return useQuery(dashboardQuery);
}
