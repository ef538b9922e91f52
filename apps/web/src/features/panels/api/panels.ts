import { panelOperations as op } from '@hubgrade/domain/panels/operations';
import { PANEL_REFRESH_MS } from '@hubgrade/domain/panels/rules';
import type { PanelDefaultContentBody, PanelInput, PanelQuery } from '@hubgrade/domain/panels/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

/** A 4xx answer: the address is no panel's (any more). */
export function isRefusal(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  return status !== undefined && status >= 400 && status < 500;
}

export type PanelListQuery = Partial<Omit<PanelQuery, 'after'>>;

/** GET /panels. */
export function usePanels(query: PanelListQuery) {
  return useQuery({
    queryKey: keyOf(op.list, query),
    queryFn: ({ signal }) => callPage(op.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /panels/options: the sites of the editor. */
export function usePanelOptions() {
  return useQuery({ queryKey: keyOf(op.options), queryFn: ({ signal }) => call(op.options, { signal }), staleTime: 60_000 });
}

/** GET /panels/{id}. */
export function usePanel(id: number, enabled = true) {
  return useQuery({ queryKey: keyOf(op.find, { id }), queryFn: ({ signal }) => call(op.find, { params: { id }, signal }), enabled });
}

/** GET /panels/default-content. */
export function useDefaultContent() {
  return useQuery({ queryKey: keyOf(op.defaultContent), queryFn: ({ signal }) => call(op.defaultContent, { signal }) });
}

/**
 * GET /project/screen/{secret}: read again when its socket says so (screen-stream.ts), every 30 s
 * should a signal be lost, when the network comes back and when the screen's tab shows again; the
 * last content stays on screen meanwhile.
 */
export function usePanelScreen(secret: string) {
  return useQuery({
    queryKey: keyOf(op.screen, { secret }),
    queryFn: ({ signal }) => call(op.screen, { params: { secret }, signal }),
    refetchInterval: PANEL_REFRESH_MS,
    refetchIntervalInBackground: true,
    refetchOnReconnect: 'always',
    refetchOnWindowFocus: 'always',
    enabled: secret !== '',
    // An address refused (a secret renewed, a panel deleted) stays refused; a cut network is tried again.
    retry: (count, error) => !isRefusal(error) && count < 3,
    placeholderData: keepPreviousData,
  });
}

function usePanelMutation<V, D>(send: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }) });
}

/** POST /panels. */
export const useCreatePanel = () => usePanelMutation((body: PanelInput) => call(op.create, { body }));
/** PUT /panels/{id}. */
export const useUpdatePanel = () =>
  usePanelMutation(({ id, body }: { id: number; body: PanelInput }) => call(op.update, { params: { id }, body }));
/** DELETE /panels/{id}. */
export const useDeletePanel = () => usePanelMutation((id: number) => call(op.remove, { params: { id } }));
/** POST /panels/{id}/secret: the old screen address stops at once. */
export const useRegenerateSecret = () => usePanelMutation((id: number) => call(op.regenerateSecret, { params: { id } }));
/** PUT /panels/default-content. */
export const useSaveDefaultContent = () => usePanelMutation((body: PanelDefaultContentBody) => call(op.saveDefaultContent, { body }));
