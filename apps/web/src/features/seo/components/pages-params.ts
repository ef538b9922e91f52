import { PAGE_SORTS } from '@hubgrade/domain/seo/schemas';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** What the static pages table keeps in its address: page, sort, search and the state filter. */
export const PAGES_PARAMS = listParamsSchema({
  sortable: PAGE_SORTS,
  defaultSort: 'id',
  filters: { published: urlFilter.oneOf(['true', 'false'] as const) },
});
