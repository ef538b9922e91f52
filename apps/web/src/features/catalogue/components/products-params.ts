import { PRODUCT_KINDS } from '@hubgrade/domain/catalogue/rules';
import { PRODUCT_ACTIVE_FILTERS, PRODUCT_SORTS } from '@hubgrade/domain/catalogue/schemas';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** What the product list keeps in its address: page, sort, search and its four filters. */
export const PRODUCTS_PARAMS = listParamsSchema({
  sortable: PRODUCT_SORTS,
  defaultSort: 'id',
  filters: {
    category: urlFilter.id(),
    kind: urlFilter.oneOf(PRODUCT_KINDS),
    espace: urlFilter.id(),
    active: urlFilter.oneOf(PRODUCT_ACTIVE_FILTERS),
  },
});
