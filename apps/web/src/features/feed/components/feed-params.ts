import { FEED_CATEGORY_SORTS, FEED_MESSAGE_SORTS } from '@hubgrade/domain/feed/schemas';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** What the messages table keeps in its address: page, sort, search, the state button and the chosen sites ("3,5"). */
export const MESSAGE_PARAMS = listParamsSchema({
  sortable: FEED_MESSAGE_SORTS,
  defaultSort: 'id',
  filters: { etat: urlFilter.int(1, 3), espaces: urlFilter.text(500), onglet: urlFilter.oneOf(['categories'] as const) },
});

/** What the categories table keeps in its address. */
export const CATEGORY_PARAMS = listParamsSchema({
  sortable: FEED_CATEGORY_SORTS,
  defaultSort: 'id',
  filters: { onglet: urlFilter.oneOf(['categories'] as const) },
});

/** The site ids of the address, "3,5". */
export function siteIds(text: string | undefined): number[] {
  return (text ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}
