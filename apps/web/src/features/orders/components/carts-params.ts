import { CART_SORTS } from '@hubgrade/domain/orders/schemas';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** What the carts table keeps in its address. */
export const CARTS_PARAMS = listParamsSchema({
  sortable: CART_SORTS,
  defaultSort: 'updatedAt',
  filters: { company: urlFilter.id(), member: urlFilter.id() },
});
