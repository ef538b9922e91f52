import { adOperations as op } from '@hubgrade/domain/ads/operations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call.ts';

/** The lists of the ad creation dialog (members-bookings-feed §7); they change rarely. */
const STABLE = 5 * 60_000;

export const useCategories = () =>
  useQuery({
    queryKey: keyOf(op.categories),
    queryFn: ({ signal }) => call(op.categories, { signal }),
    staleTime: STABLE,
  });

export const useContractTypes = () =>
  useQuery({
    queryKey: keyOf(op.contractTypes),
    queryFn: ({ signal }) => call(op.contractTypes, { signal }),
    staleTime: STABLE,
  });

/** GET /brand/{idBrand}/espace, in a branded deployment only. */
export const useBrandSites = (brandId: number | null) =>
  useQuery({
    queryKey: keyOf(op.brandSites, { brandId }),
    queryFn: ({ signal }) => call(op.brandSites, { params: { brandId: brandId as number }, signal }),
    enabled: brandId !== null,
    staleTime: STABLE,
  });

/** GET /branded/{idBrand or true}/users/type/1, searched as the user types. */
export const useLandlords = (brandId: number | null, search: string) =>
  useQuery({
    queryKey: keyOf(op.landlords, { brandId, search }),
    queryFn: ({ signal }) => call(op.landlords, { params: { brand: brandId ?? 'true' }, query: { search: search || undefined }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /annonces-groups/users/{userId}: the chosen landlord's groups. */
export const useLandlordGroups = (userId: number | null) =>
  useQuery({
    queryKey: keyOf(op.groupsOfUser, { userId }),
    queryFn: ({ signal }) => call(op.groupsOfUser, { params: { userId: userId as number }, signal }),
    enabled: userId !== null,
  });
