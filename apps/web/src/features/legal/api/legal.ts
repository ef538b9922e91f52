import { legalOperations as op } from '@hubgrade/domain/legal/operations';
import { LEGAL_VERSIONS_PAGE_SIZE, type LegalPageKind } from '@hubgrade/domain/legal/rules';
import { settingsOperations } from '@hubgrade/domain/settings/operations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, keyOf } from '../../../lib/call.ts';

/** GET /back/{hostname}/legal/{kind}: the page of this host's brand, as any visitor reads it. */
export function usePublicLegalPage(kind: LegalPageKind) {
  const params = { hostname: window.location.hostname, kind };
  return useQuery({ queryKey: keyOf(op.byHost, params), queryFn: ({ signal }) => call(op.byHost, { params, signal }) });
}

/** GET /legal/{kind}/{brandId}: the page to edit (0: the main platform's). */
export function useLegalPage(kind: LegalPageKind, brandId: number) {
  const params = { kind, brandId };
  return useQuery({ queryKey: keyOf(op.find, params), queryFn: ({ signal }) => call(op.find, { params, signal }) });
}

/** GET /legal/{kind}/{brandId}/versions: the saved texts, newest first, 20 a page. */
export function useLegalVersions(kind: LegalPageKind, brandId: number, page: number, enabled: boolean) {
  const params = { kind, brandId };
  const query = { page, itemsPerPage: LEGAL_VERSIONS_PAGE_SIZE };
  return useQuery({
    queryKey: keyOf(op.versions, { ...params, ...query }),
    queryFn: ({ signal }) => call(op.versions, { params, query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** PUT /legal/{kind}/{brandId}: the text is sanitised by the API, which answers the page as stored. */
export function useSaveLegalPage(kind: LegalPageKind, brandId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => call(op.save, { params: { kind, brandId }, body: { content } }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}

/** The brands a main-platform administrator may write the pages of, as the settings list them. */
export function useWritableBrands(enabled: boolean) {
  const params = { brandId: 0 };
  return useQuery({
    queryKey: keyOf(settingsOperations.find, params),
    queryFn: ({ signal }) => call(settingsOperations.find, { params, signal }),
    select: (settings) => settings.brands,
    enabled,
  });
}
