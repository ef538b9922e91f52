import { keyOperations as op } from '@hubgrade/domain/keys/operations';
import type { KeyTariffBody, KeyTariffPatch, KeyTariffQuery } from '@hubgrade/domain/keys/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type KeyTariffListQuery = Partial<Omit<KeyTariffQuery, 'after'>>;

export const tariffsQuery = (query: KeyTariffListQuery) =>
  queryOptions({ queryKey: keyOf(op.listTariffs, query), queryFn: ({ signal }) => callPage(op.listTariffs, { query, signal }) });

/** GET /key_tarif: the price list; the previous page stays on screen while the next one loads. */
export function useKeyTariffs(query: KeyTariffListQuery, enabled = true) {
  return useQuery({ ...tariffsQuery(query), placeholderData: keepPreviousData, enabled });
}

/** GET /key_tarif/{id}: the key sheet's tariff. */
export function useKeyTariff(id: number, enabled = true) {
  return useQuery({
    queryKey: keyOf(op.findTariff, { id }),
    queryFn: ({ signal }) => call(op.findTariff, { params: { id }, signal }),
    enabled,
  });
}

/** GET /key_tarif/options: the sites and key types of the add/edit dialog. */
export function useKeyTariffOptions() {
  return useQuery({
    queryKey: keyOf(op.tariffOptions),
    queryFn: ({ signal }) => call(op.tariffOptions, { signal }),
    staleTime: 60_000,
  });
}

/** POST /key_tarif or PATCH /patch/key_tarif/{id} (members-bookings-feed §7); every key list reloads. */
export function useSaveTariff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: KeyTariffBody | KeyTariffPatch }) =>
      id === null ? call(op.createTariff, { body: body as KeyTariffBody }) : call(op.patchTariff, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}

/** DELETE /key_tarif/{id}. */
export function useDeleteTariff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(op.deleteTariff, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}
