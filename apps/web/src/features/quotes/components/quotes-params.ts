import { QUOTE_SORTS } from '@hubgrade/domain/quotes/schemas';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

export const STATE_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** What the quotes table keeps in its address. */
export const QUOTES_PARAMS = listParamsSchema({
  sortable: QUOTE_SORTS,
  defaultSort: 'id',
  filters: { state: urlFilter.oneOf(STATE_KEYS), client: urlFilter.id() },
});
