import { adOperations as op } from '@hubgrade/domain/ads/operations';
import type { AdBackPatchBody, AdCreateBody, AdEdit, AdListQuery } from '@hubgrade/domain/ads/schemas';
import type { AnswerOf } from '@hubgrade/domain/common/operation';
import { dashboardOperations } from '@hubgrade/domain/dashboard/operations';
import { keepPreviousData, type QueryKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type AdListParams = Partial<Omit<AdListQuery, 'after'>>;
type AdList = AnswerOf<typeof op.listAds>;

/** GET /annonces: keyset-paged, so that page 2,000 costs what page 1 costs. */
export function fetchAds(query: AdListParams, signal?: AbortSignal) {
  return callPage(op.listAds, { query, signal });
}

export const adsQuery = (query: AdListParams) =>
  queryOptions({ queryKey: keyOf(op.listAds, query), queryFn: ({ signal }) => fetchAds(query, signal) });

/** The ads table; the previous page stays on screen while the next one loads. */
export function useAds(query: AdListParams, enabled = true) {
  return useQuery({ ...adsQuery(query), placeholderData: keepPreviousData, enabled });
}

export const adQuery = (id: number) =>
  queryOptions({ queryKey: keyOf(op.findAd, { id }), queryFn: ({ signal }) => call(op.findAd, { params: { id }, signal }) });

export function useAd(id: number) {
  return useQuery(adQuery(id));
}

/** Every ad change reloads the lists and sheets of ads (and the dashboard's counts). */
function useAdMutation<A, R>(mutate: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: areaKey(op) }),
        client.invalidateQueries({ queryKey: areaKey(dashboardOperations) }),
      ]),
  });
}

/** PATCH /annonces/{adId} {hubgrade_ad: {adState}}: 7 online, 6 offline; 204. */
export const useAdState = () =>
  useAdMutation(({ id, adState }: { id: number; adState: 6 | 7 }) =>
    call(op.patchAd, { params: { id }, body: { hubgrade_ad: { adState } } }),
  );

/** PATCH /annonces/{adId} with the fields of the sheet's form; 204. */
export const useEditAd = () =>
  useAdMutation(({ id, edit }: { id: number; edit: AdEdit }) => call(op.patchAd, { params: { id }, body: { hubgrade_ad: edit } }));

/** PATCH /back/annonces/{adId}: availability (adDispo) or boost (isBoost). */
export const useAdAvailability = () =>
  useAdMutation(({ id, value }: { id: number; value: string }) =>
    call(op.patchAdBack, { params: { id }, body: { type: 'adDispo', value } satisfies AdBackPatchBody }),
  );

/**
 * The boost flag changes on screen at once and goes back to what it was when the call fails
 * (tables-and-sheets §4 "on a failed boost the flag reverts").
 */
export function useAdBoost() {
  const client = useQueryClient();
  const lists = keyOf(op.listAds);
  return useMutation({
    mutationFn: ({ id, value, duration }: { id: number; value: boolean; duration?: 30 | 60 | 90 }) =>
      call(op.patchAdBack, {
        params: { id },
        body: (value ? { type: 'isBoost', value, duration } : { type: 'isBoost', value }) satisfies AdBackPatchBody,
      }),
    onMutate: async ({ id, value }) => {
      await client.cancelQueries({ queryKey: lists });
      const before = client.getQueriesData<AdList>({ queryKey: lists });
      client.setQueriesData<AdList>({ queryKey: lists }, (list) =>
        list ? { ...list, items: list.items.map((ad) => (ad.adId === id ? { ...ad, isBoost: value } : ad)) } : list,
      );
      return { before };
    },
    onError: (_error, _vars, context?: { before: [QueryKey, AdList | undefined][] }) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}

/** DELETE /annonces/{adId}: 204. */
export const useDeleteAd = () => useAdMutation((id: number) => call(op.deleteAd, { params: { id } }));

/** PUT /annonces/{adId}/photos: the photos become these uploads, in order. */
export const useAdPhotos = () =>
  useAdMutation(({ id, uploadIds }: { id: number; uploadIds: number[] }) => call(op.setAdPhotos, { params: { id }, body: { uploadIds } }));

/** POST /annonces {adGroupId, hubgrade_ad}: 201 with the new ad. */
export const useCreateAd = () => useAdMutation((body: AdCreateBody) => call(op.createAd, { body }));
