import { contractOperations as op } from '@hubgrade/domain/contracts/operations';
import type { ContractDocumentSide, ContractKind, UserDocumentKind } from '@hubgrade/domain/contracts/schemas';
import { CONTRACT_SIDES } from '@hubgrade/domain/contracts/sides';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call.ts';

/** GET /documents/users/{userId}: the identity proof and KBIS (body[0]), null for a missing one. */
export function useUserDocuments(userId: number | null) {
  return useQuery({
    queryKey: keyOf(op.userDocuments, { userId }),
    queryFn: ({ signal }) => call(op.userDocuments, { params: { userId: userId as number }, signal }),
    enabled: userId !== null,
  });
}

/** PUT /documents/users/{userId}: an uploaded file becomes the user's identity proof or KBIS. */
export function useSetUserDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, kind, uploadId }: { userId: number; kind: UserDocumentKind; uploadId: number }) =>
      call(op.setUserDocument, { params: { userId }, body: { kind, uploadId } }),
    onSuccess: (_answer, { userId }) => client.invalidateQueries({ queryKey: keyOf(op.userDocuments, { userId }) }),
  });
}

export function useContractDocuments(kind: ContractKind, id: number) {
  return useQuery({
    queryKey: keyOf(CONTRACT_SIDES[kind].documents, { id }),
    queryFn: ({ signal }) => call(CONTRACT_SIDES[kind].documents, { params: { id }, signal }),
  });
}

export function useAddContractDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, side, uploadId }: { kind: ContractKind; id: number; side: ContractDocumentSide; uploadId: number }) =>
      call(CONTRACT_SIDES[kind].addDocument, { params: { id }, body: { side, uploadId } }),
    onSuccess: (_answer, { kind, id }) => client.invalidateQueries({ queryKey: keyOf(CONTRACT_SIDES[kind].documents, { id }) }),
  });
}

export function useRemoveContractDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, documentId }: { kind: ContractKind; id: number; documentId: number }) =>
      call(CONTRACT_SIDES[kind].removeDocument, { params: { id, documentId } }),
    onSuccess: (_answer, { kind, id }) => client.invalidateQueries({ queryKey: keyOf(CONTRACT_SIDES[kind].documents, { id }) }),
  });
}
