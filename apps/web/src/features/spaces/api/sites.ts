import { spaceOperations as op } from '@hubgrade/domain/spaces/operations';
import type { SpaceBody, SpacePatch, SpaceQuery } from '@hubgrade/domain/spaces/site-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type SiteListQuery = Partial<Omit<SpaceQuery, 'after'>>;

/** GET /espaces: the sites' list; the previous page stays on screen while the next one loads. */
export function useSites(query: SiteListQuery) {
  return useQuery({
    queryKey: keyOf(op.list, query),
    queryFn: ({ signal }) => callPage(op.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The caller's sites by name, for a site filter or a form's site field (a brand runs far fewer than 100). */
const CHOICES = { itemsPerPage: 100, sortBy: 'name', sortDesc: false } as const;
export function useSiteChoices(enabled = true) {
  return useQuery({
    queryKey: keyOf(op.list, CHOICES),
    queryFn: ({ signal }) => call(op.list, { query: CHOICES, signal }),
    select: (list) => list.items.map((site) => ({ id: site.id, name: site.name })),
    staleTime: 60_000,
    enabled,
  });
}

/** GET /espaces/{id}: the site sheet. */
export function useSite(id: number, enabled = true) {
  return useQuery({
    queryKey: keyOf(op.find, { id }),
    queryFn: ({ signal }) => call(op.find, { params: { id }, signal }),
    enabled,
  });
}

/** POST /espaces. */
export function useCreateSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SpaceBody) => call(op.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}

/** PATCH /patch/espaces/{id}. */
export function usePatchSite(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SpacePatch) => call(op.patch, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}

/** PUT /espaces/{id}/photos: the photos in their new order. */
export function useSetSitePhotos(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uploadIds: number[]) => call(op.setPhotos, { params: { id }, body: { uploadIds } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(op.find, { id }) }),
  });
}
