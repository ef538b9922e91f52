import { PAYMENT_ORDER_SORTS } from '@hubgrade/domain/payment-orders/schemas';
import { listParamsSchema } from '../../../ui/data-table/list-params.ts';

/** What the orders table keeps in its address. */
export const ORDERS_PARAMS = listParamsSchema({ sortable: PAYMENT_ORDER_SORTS, defaultSort: 'id', filters: {} });
