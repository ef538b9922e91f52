import type {
  KeyTariff,
  KeyTariffBody,
  KeyTariffList,
  KeyTariffOptions,
  KeyTariffPatch,
  KeyTariffQuery,
} from '@hubgrade/domain/keys/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { fetchKeysetPage } from '../../../lib/keyset-pages.ts';

export const KEYS = 'keys';

export type KeyTariffListQuery = Partial<Omit<KeyTariffQuery, 'after'>>;

function fetchTariffs(query: KeyTariffListQuery, signal?: AbortSignal) {
  return fetchKeysetPage(`${KEYS}-tariffs`, query, (q) => api<KeyTariffList>('/key_tarif', { query: { ...q }, signal }));
}

export const tariffsQuery = (query: KeyTariffListQuery) =>
  queryOptions({ queryKey: [KEYS, 'tariffs', query], queryFn: ({ signal }) => fetchTariffs(query, signal) });

/** GET /key_tarif: the price list; the previous page stays on screen while the next one loads. */
export function useKeyTariffs(query: KeyTariffListQuery, enabled = true) {
  return useQuery({ ...tariffsQuery(query), placeholderData: keepPreviousData, enabled });
}

/** GET /key_tarif/{id}: the key sheet's tariff. */
export function useKeyTariff(id: number, enabled = true) {
  return useQuery({
    queryKey: [KEYS, 'tariff', id],
    queryFn: ({ signal }) => api<KeyTariff>(`/key_tarif/${id}`, { signal }),
    enabled,
  });
}

/** GET /key_tarif/options: the sites and key types of the add/edit dialog. */
export function useKeyTariffOptions() {
  return useQuery({
    queryKey: [KEYS, 'options'],
    queryFn: ({ signal }) => api<KeyTariffOptions>('/key_tarif/options', { signal }),
    staleTime: 60_000,
  });
}

/** POST /key_tarif or PATCH /patch/key_tarif/{id} (members-bookings-feed §7); every key list reloads. */
export function useSaveTariff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: KeyTariffBody | KeyTariffPatch }) =>
      id === null
        ? api<KeyTariff>('/key_tarif', { method: 'POST', body })
        : api<KeyTariff>(`/patch/key_tarif/${id}`, { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEYS] }),
  });
}

/** DELETE /key_tarif/{id}. */
export function useDeleteTariff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/key_tarif/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEYS] }),
  });
}
