import { emailingOperations as op } from '@hubgrade/domain/emailing/operations';
import type { CampaignInput, CampaignQuery, SegmentInput } from '@hubgrade/domain/emailing/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type CampaignListQuery = Partial<Omit<CampaignQuery, 'after'>>;

/** While a campaign sends, its progress is read again every few seconds. */
const SENDING_REFRESH_MS = 2000;

/** GET /emailing/campaigns: refreshed while one of the page's campaigns is sending. */
export function useCampaigns(query: CampaignListQuery) {
  return useQuery({
    queryKey: keyOf(op.list, query),
    queryFn: ({ signal }) => callPage(op.list, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((c) => c.state === 'sending') ? SENDING_REFRESH_MS : false),
  });
}

/** GET /emailing/campaigns/{id}: refreshed while it sends. */
export function useCampaign(id: number | null) {
  return useQuery({
    queryKey: keyOf(op.find, { id: id ?? 0 }),
    queryFn: ({ signal }) => call(op.find, { params: { id: id as number }, signal }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.state === 'sending' ? SENDING_REFRESH_MS : false),
  });
}

/** GET /emailing/options. */
export function useEmailingOptions() {
  return useQuery({ queryKey: keyOf(op.options), queryFn: ({ signal }) => call(op.options, { signal }), staleTime: 60_000 });
}

/** POST /emailing/audience: the segment's count, asked again as the segment changes (the last count stays meanwhile). */
export function useSegmentCount(segment: SegmentInput) {
  return useQuery({
    queryKey: keyOf(op.audience, segment),
    queryFn: ({ signal }) => call(op.audience, { body: segment, signal }),
    placeholderData: keepPreviousData,
  });
}

function useEmailingMutation<V, D>(send: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }) });
}

/** POST /emailing/campaigns, or PUT /emailing/campaigns/{id} given an id. */
export const useSaveCampaign = () =>
  useEmailingMutation(({ id, body }: { id: number | null; body: CampaignInput }) =>
    id === null ? call(op.create, { body }) : call(op.update, { params: { id }, body }),
  );
/** DELETE /emailing/campaigns/{id}. */
export const useRemoveCampaign = () => useEmailingMutation((id: number) => call(op.remove, { params: { id } }));
/** POST /emailing/campaigns/{id}/test. */
export const useTestCampaign = () => useEmailingMutation((id: number) => call(op.test, { params: { id } }));
/** POST /emailing/campaigns/{id}/send: now (no date) or scheduled. */
export const useSendCampaign = () =>
  useEmailingMutation(({ id, scheduledAt }: { id: number; scheduledAt: string | null }) =>
    call(op.send, { params: { id }, body: { scheduledAt } }),
  );
/** POST /emailing/campaigns/{id}/unschedule. */
export const useUnscheduleCampaign = () => useEmailingMutation((id: number) => call(op.unschedule, { params: { id } }));
/** POST /emailing/unsubscribe/{token}: from the link of a mail, signed out. */
export const useUnsubscribe = () => useMutation({ mutationFn: (token: string) => call(op.unsubscribe, { params: { token } }) });
