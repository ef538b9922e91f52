import { pathOf } from '@hubgrade/domain/common/operation';
import { statementOperations as op } from '@hubgrade/domain/statements/operations';
import type { StatementEditBody } from '@hubgrade/domain/statements/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';
import { openUpload } from '../../../ui/upload/use-object-url.ts';

/** GET /rdg?landlord=…: a landlord's statements, 20 a page, newest first. */
export function useLandlordStatements(landlord: number, page: number, itemsPerPage: number) {
  const query = { landlord, page, itemsPerPage };
  return useQuery({
    queryKey: keyOf(op.list, query),
    queryFn: ({ signal }) => callPage(op.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /rdg/{cryptId}. */
export function useStatement(cryptId: string, enabled = true) {
  return useQuery({
    queryKey: keyOf(op.find, { cryptId }),
    queryFn: ({ signal }) => call(op.find, { params: { cryptId }, signal }),
    enabled,
  });
}

/** Opens the PDF (tables §7 /rdg/pdf/{cryptInvoice}) in a new tab. */
export function openStatementPdf(cryptInvoice: string): Promise<void> {
  return openUpload(pathOf(op.pdf, { cryptInvoice }));
}

function useStatementMutation<V, D>(send: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }) });
}

/** PUT /rdg/{cryptId}: a 409 once the statement was sent. */
export const useUpdateStatement = () =>
  useStatementMutation(({ cryptId, body }: { cryptId: string; body: StatementEditBody }) => call(op.update, { params: { cryptId }, body }));
/** POST /rdg/{cryptId}/send: mails it to the landlord with its PDF; a 409 unless it is a draft. */
export const useSendStatement = () => useStatementMutation((cryptId: string) => call(op.send, { params: { cryptId } }));
