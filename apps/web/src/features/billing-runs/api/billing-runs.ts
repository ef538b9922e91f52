import { billingOperations } from '@hubgrade/domain/billing/operations';
import { billingRunOperations as op } from '@hubgrade/domain/billing-runs/operations';
import type { BillingRunBody } from '@hubgrade/domain/billing-runs/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, keyOf } from '../../../lib/call.ts';

/** How often a running billing's progress is read. */
const PROGRESS_MS = 1_000;

/** GET /billing-runs: the last runs, read again every second while one works. */
export function useBillingRuns() {
  const client = useQueryClient();
  return useQuery({
    queryKey: keyOf(op.list),
    queryFn: async ({ signal }) => {
      const answer = await call(op.list, { signal });
      // A run that just finished has written invoices: the tables showing them read again.
      const previous = client.getQueryData<typeof answer>(keyOf(op.list));
      const finished = previous?.items.some((p) => p.state === 'running' && answer.items.find((r) => r.id === p.id)?.state !== 'running');
      if (finished) void client.invalidateQueries({ queryKey: areaKey(billingOperations) });
      return answer;
    },
    refetchInterval: (query) => (query.state.data?.items.some((r) => r.state === 'running') ? PROGRESS_MS : false),
  });
}

/** POST /billing-runs: 202 once the run is open; a 409 when the month is running already, closed or to come. */
export function useStartBillingRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingRunBody) => call(op.start, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}
