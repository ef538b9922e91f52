import { documentOperations as op } from '@hubgrade/domain/documents/operations';
import type { DocumentInput, DocumentPatchInput, DocumentQuery } from '@hubgrade/domain/documents/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type DocumentListQuery = Partial<Omit<DocumentQuery, 'after'>>;

/** GET /documents: the previous page stays on screen while the next one loads. */
export function useDocuments(query: DocumentListQuery) {
  return useQuery({
    queryKey: keyOf(op.list, query),
    queryFn: ({ signal }) => callPage(op.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /documents/{id}. */
export function useDocument(id: number, enabled = true) {
  return useQuery({ queryKey: keyOf(op.find, { id }), queryFn: ({ signal }) => call(op.find, { params: { id }, signal }), enabled });
}

/** GET /documents/audiences: the sites and companies, and the members found by name. */
export function useDocumentAudiences(search: string, enabled: boolean) {
  const query = search ? { search } : {};
  return useQuery({
    queryKey: keyOf(op.audiences, query),
    queryFn: ({ signal }) => call(op.audiences, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}

function useDocumentMutation<V, D>(send: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }) });
}

/** POST /documents. */
export const useCreateDocument = () => useDocumentMutation((body: DocumentInput) => call(op.create, { body }));
/** PATCH /documents/{id}. */
export const usePatchDocument = () =>
  useDocumentMutation(({ id, body }: { id: number; body: DocumentPatchInput }) => call(op.patch, { params: { id }, body }));
/** POST /documents/{id}/versions. */
export const useAddDocumentVersion = () =>
  useDocumentMutation(({ id, file }: { id: number; file: number }) => call(op.addVersion, { params: { id }, body: { file } }));
/** DELETE /documents/{id}. */
export const useRemoveDocument = () => useDocumentMutation((id: number) => call(op.remove, { params: { id } }));
