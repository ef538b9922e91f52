import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** What the companies table keeps in its address: page, sort, search and the category filter. */
export const COMPANIES_PARAMS = listParamsSchema({
  sortable: ['id', 'name', 'city'],
  defaultSort: 'id',
  filters: { categoryId: urlFilter.id() },
});
