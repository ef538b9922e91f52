import type { BrandCommissionBody } from '@hubgrade/domain/statements/commission-schemas';
import { commissionOperations as op } from '@hubgrade/domain/statements/operations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

/** GET /commissions: the brand's rate (none: the main platform's, or the caller's own brand) and its landlords' own rates. */
export function useCommissionRates(brand: number | undefined) {
  const query = brand === undefined ? {} : { brand };
  return useQuery({ queryKey: keyOf(op.commissions, query), queryFn: ({ signal }) => call(op.commissions, { query, signal }) });
}

/** GET /commissions/history: the brand's changes of rates, newest first, 20 a page. */
export function useCommissionChanges(brand: number | undefined, page: number, itemsPerPage: number) {
  const query = { ...(brand === undefined ? {} : { brand }), page, itemsPerPage };
  return useQuery({
    queryKey: keyOf(op.commissionChanges, query),
    queryFn: ({ signal }) => callPage(op.commissionChanges, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /commissions/landlords/{landlordId}. */
export function useLandlordCommission(landlordId: number) {
  return useQuery({
    queryKey: keyOf(op.landlordCommission, { landlordId }),
    queryFn: ({ signal }) => call(op.landlordCommission, { params: { landlordId }, signal }),
  });
}

function useRateMutation<V, D>(send: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }) });
}

/** PUT /commissions: a rate outside 0–100 % is a 400. */
export const useSaveBrandCommission = () => useRateMutation((body: BrandCommissionBody) => call(op.saveBrandCommission, { body }));
/** PUT /commissions/landlords/{landlordId}: null gives the landlord the brand's rate again. */
export const useSaveLandlordCommission = () =>
  useRateMutation(({ landlordId, rate }: { landlordId: number; rate: number | null }) =>
    call(op.saveLandlordCommission, { params: { landlordId }, body: { rate } }),
  );
