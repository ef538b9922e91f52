import { authOperations } from '@hubgrade/domain/auth/operations';
import { mailboxOperations as op } from '@hubgrade/domain/mailbox/operations';
import type { Mail, MailQuery } from '@hubgrade/domain/mailbox/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, keyOf } from '../../../lib/call.ts';

export type MailListQuery = Pick<MailQuery, 'page' | 'itemsPerPage' | 'sortBy' | 'sortDesc' | 'search' | 'to'>;

export function fetchMails(query: MailListQuery, signal?: AbortSignal) {
  return call(op.list, { query, signal });
}

export const mailsQuery = (query: MailListQuery) =>
  queryOptions({ queryKey: keyOf(op.list, query), queryFn: ({ signal }) => fetchMails(query, signal) });

/** GET /dev/mails; the previous page stays on screen while the next one loads. */
export function useMails(query: MailListQuery) {
  return useQuery({ ...mailsQuery(query), placeholderData: keepPreviousData });
}

export const mailQuery = (id: number) =>
  queryOptions({
    queryKey: keyOf(op.find, { id }),
    queryFn: ({ signal }) => call(op.find, { params: { id }, signal }),
    // The sender stamps a mail shortly after it is queued: an open mail shows where it stands.
    staleTime: 0,
  });

/** GET /dev/mails/{id}: one mail with its delivery state; `shown` is what the list already had. */
export function useMail(id: number, shown?: Mail) {
  return useQuery({ ...mailQuery(id), placeholderData: shown });
}

/** POST /users/request/password/token for the recipient of a mail; the new mail joins the list. */
export function useSendPasswordReset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recipient: { email: string; brand: number | null }) => call(authOperations.requestPasswordReset, { body: recipient }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}
