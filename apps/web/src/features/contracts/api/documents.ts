import type {
  ContractDocumentSide,
  ContractDocuments,
  ContractKind,
  UserDocumentKind,
  UserDocuments,
} from '@hubgrade/domain/contracts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { CONTRACTS, SIDE } from './contracts.ts';

const USER_DOCUMENTS = 'user-documents';

/** GET /documents/users/{userId}: the identity proof and KBIS (body[0]), null for a missing one. */
export function useUserDocuments(userId: number | null) {
  return useQuery({
    queryKey: [USER_DOCUMENTS, userId],
    queryFn: ({ signal }) => api<UserDocuments>(`/documents/users/${userId}`, { signal }),
    enabled: userId !== null,
  });
}

/** PUT /documents/users/{userId}: an uploaded file becomes the user's identity proof or KBIS. */
export function useSetUserDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, kind, uploadId }: { userId: number; kind: UserDocumentKind; uploadId: number }) =>
      api<UserDocuments>(`/documents/users/${userId}`, { method: 'PUT', body: { kind, uploadId } }),
    onSuccess: (_answer, { userId }) => client.invalidateQueries({ queryKey: [USER_DOCUMENTS, userId] }),
  });
}

export function useContractDocuments(kind: ContractKind, id: number) {
  return useQuery({
    queryKey: [CONTRACTS, kind, 'documents', id],
    queryFn: ({ signal }) => api<ContractDocuments>(`${SIDE[kind].item}/${id}/documents`, { signal }),
  });
}

export function useAddContractDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, side, uploadId }: { kind: ContractKind; id: number; side: ContractDocumentSide; uploadId: number }) =>
      api<ContractDocuments>(`${SIDE[kind].item}/${id}/documents`, { method: 'POST', body: { side, uploadId } }),
    onSuccess: (_answer, { kind, id }) => client.invalidateQueries({ queryKey: [CONTRACTS, kind, 'documents', id] }),
  });
}

export function useRemoveContractDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, documentId }: { kind: ContractKind; id: number; documentId: number }) =>
      api(`${SIDE[kind].item}/${id}/documents/${documentId}`, { method: 'DELETE' }),
    onSuccess: (_answer, { kind, id }) => client.invalidateQueries({ queryKey: [CONTRACTS, kind, 'documents', id] }),
  });
}
