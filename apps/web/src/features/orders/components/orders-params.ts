import { ORDER_SORTS } from '@hubgrade/domain/orders/schemas';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

export const STATE_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;

/** What the orders table keeps in its address. */
export const ORDERS_PARAMS = listParamsSchema({
  sortable: ORDER_SORTS,
  defaultSort: 'id',
  filters: { state: urlFilter.oneOf(STATE_KEYS), company: urlFilter.id(), member: urlFilter.id() },
});
