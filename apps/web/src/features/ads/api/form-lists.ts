import type { AdGroups, LandlordOptions, Options, SiteOptions } from '@hubgrade/domain/ads/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** The lists of the ad creation dialog (members-bookings-feed §7); they change rarely. */
const LISTS = 'ad-form';
const STABLE = 5 * 60_000;

export const useCategories = () =>
  useQuery({
    queryKey: [LISTS, 'categories'],
    queryFn: ({ signal }) => api<Options>('/categories', { signal }),
    staleTime: STABLE,
  });

export const useContractTypes = () =>
  useQuery({
    queryKey: [LISTS, 'contract-types'],
    queryFn: ({ signal }) => api<Options>('/contract-types', { signal }),
    staleTime: STABLE,
  });

/** GET /brand/{idBrand}/espace, in a branded deployment only. */
export const useBrandSites = (brandId: number | null) =>
  useQuery({
    queryKey: [LISTS, 'sites', brandId],
    queryFn: ({ signal }) => api<SiteOptions>(`/brand/${brandId}/espace`, { signal }),
    enabled: brandId !== null,
    staleTime: STABLE,
  });

/** GET /branded/{idBrand or true}/users/type/1, searched as the user types. */
export const useLandlords = (brandId: number | null, search: string) =>
  useQuery({
    queryKey: [LISTS, 'landlords', brandId, search],
    queryFn: ({ signal }) =>
      api<LandlordOptions>(`/branded/${brandId ?? 'true'}/users/type/1`, { query: { search: search || undefined }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /annonces-groups/users/{userId}: the chosen landlord's groups. */
export const useLandlordGroups = (userId: number | null) =>
  useQuery({
    queryKey: ['ad-groups', 'of-user', userId],
    queryFn: ({ signal }) => api<AdGroups>(`/annonces-groups/users/${userId}`, { signal }),
    enabled: userId !== null,
  });
