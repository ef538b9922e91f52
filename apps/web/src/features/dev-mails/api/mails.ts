import { ZMailList } from '@hubgrade/domain/mailbox/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

export interface MailListQuery {
  page: number;
  itemsPerPage: number;
  to?: string;
}

export function fetchMails(query: MailListQuery, signal?: AbortSignal) {
  return api('/dev/mails', { query: { ...query }, signal, schema: ZMailList });
}

export const mailsQuery = (query: MailListQuery) =>
  queryOptions({ queryKey: ['mails', query], queryFn: ({ signal }) => fetchMails(query, signal) });

/** GET /dev/mails, newest first; the previous page stays on screen while the next one loads. */
export function useMails(query: MailListQuery) {
  return useQuery({ ...mailsQuery(query), placeholderData: keepPreviousData });
}
