import type {
  AdBackAnswer,
  AdBackPatchBody,
  AdCreateBody,
  AdEdit,
  AdList,
  AdListQuery,
  AdPhotos,
  AdSheet,
} from '@hubgrade/domain/ads/schemas';
import { keepPreviousData, type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { fetchKeysetPage } from '../../../lib/keyset-pages.ts';

export type AdListParams = Partial<Omit<AdListQuery, 'after'>>;

export const ADS = 'ads';

/** GET /annonces: keyset-paged, so that page 2,000 costs what page 1 costs. */
export function fetchAds(query: AdListParams, signal?: AbortSignal) {
  return fetchKeysetPage(ADS, query, (q) => api<AdList>('/annonces', { query: { ...q }, signal }));
}

export const adsQuery = (query: AdListParams) =>
  queryOptions({ queryKey: [ADS, 'list', query], queryFn: ({ signal }) => fetchAds(query, signal) });

/** The ads table; the previous page stays on screen while the next one loads. */
export function useAds(query: AdListParams, enabled = true) {
  return useQuery({ ...adsQuery(query), placeholderData: keepPreviousData, enabled });
}

export const adQuery = (id: number) =>
  queryOptions({ queryKey: [ADS, 'detail', id], queryFn: ({ signal }) => api<AdSheet>(`/annonces/${id}`, { signal }) });

export function useAd(id: number) {
  return useQuery(adQuery(id));
}

/** Every ad change reloads the lists and sheets of ads (and the dashboard's counts). */
function useAdMutation<A, R>(call: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: [ADS] }), client.invalidateQueries({ queryKey: ['dashboard'] })]),
  });
}

/** PATCH /annonces/{adId} {hubgrade_ad: {adState}}: 7 online, 6 offline; 204. */
export const useAdState = () =>
  useAdMutation(({ id, adState }: { id: number; adState: 6 | 7 }) =>
    api(`/annonces/${id}`, { method: 'PATCH', body: { hubgrade_ad: { adState } } }),
  );

/** PATCH /annonces/{adId} with the fields of the sheet's form; 204. */
export const useEditAd = () =>
  useAdMutation(({ id, edit }: { id: number; edit: AdEdit }) => api(`/annonces/${id}`, { method: 'PATCH', body: { hubgrade_ad: edit } }));

/** PATCH /back/annonces/{adId}: availability (adDispo) or boost (isBoost). */
export const useAdAvailability = () =>
  useAdMutation(({ id, value }: { id: number; value: string }) =>
    api<AdBackAnswer>(`/back/annonces/${id}`, { method: 'PATCH', body: { type: 'adDispo', value } satisfies AdBackPatchBody }),
  );

/**
 * The boost flag changes on screen at once and goes back to what it was when the call fails
 * (tables-and-sheets §4 "on a failed boost the flag reverts").
 */
export function useAdBoost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value, duration }: { id: number; value: boolean; duration?: 30 | 60 | 90 }) =>
      api<AdBackAnswer>(`/back/annonces/${id}`, {
        method: 'PATCH',
        body: (value ? { type: 'isBoost', value, duration } : { type: 'isBoost', value }) satisfies AdBackPatchBody,
      }),
    onMutate: async ({ id, value }) => {
      await client.cancelQueries({ queryKey: [ADS, 'list'] });
      const before = client.getQueriesData<AdList>({ queryKey: [ADS, 'list'] });
      client.setQueriesData<AdList>({ queryKey: [ADS, 'list'] }, (list) =>
        list ? { ...list, items: list.items.map((ad) => (ad.adId === id ? { ...ad, isBoost: value } : ad)) } : list,
      );
      return { before };
    },
    onError: (_error, _vars, context?: { before: [QueryKey, AdList | undefined][] }) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: [ADS] }),
  });
}

/** DELETE /annonces/{adId}: 204. */
export const useDeleteAd = () => useAdMutation((id: number) => api(`/annonces/${id}`, { method: 'DELETE' }));

/** PUT /annonces/{adId}/photos: the photos become these uploads, in order. */
export const useAdPhotos = () =>
  useAdMutation(({ id, uploadIds }: { id: number; uploadIds: number[] }) =>
    api<AdPhotos>(`/annonces/${id}/photos`, { method: 'PUT', body: { uploadIds } }),
  );

/** POST /annonces {adGroupId, hubgrade_ad}: 201 with the new ad. */
export const useCreateAd = () => useAdMutation((body: AdCreateBody) => api<AdSheet>('/annonces', { method: 'POST', body }));
