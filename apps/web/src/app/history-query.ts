import { historyOperations as op } from '@hubgrade/domain/history/operations';
import { HISTORY_PAGE_SIZE } from '@hubgrade/domain/history/rules';
import { queryOptions } from '@tanstack/react-query';
import { call, keyOf } from '../lib/call.ts';
import type { HistoryQuery } from '../ui/history-source.ts';

/** GET /history/slug/{slug}: one record's changes, newest first, 25 a page (what every history dialog reads). */
export const historyQuery: HistoryQuery = (slug, page) => {
  const query = { page, itemsPerPage: HISTORY_PAGE_SIZE };
  return queryOptions({
    queryKey: keyOf(op.list, { slug, ...query }),
    queryFn: ({ signal }) => call(op.list, { params: { slug }, query, signal }),
  });
};
