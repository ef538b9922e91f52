import { SUBSCRIPTION_SORTS } from '@hubgrade/domain/subscriptions/schemas';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

export const STATE_KEYS = ['1', '2', '3', '4', '5'] as const;

/** What the subscriptions table keeps in its address: the dashboard's start and end days included. */
export const SUBSCRIPTIONS_PARAMS = listParamsSchema({
  sortable: SUBSCRIPTION_SORTS,
  defaultSort: 'id',
  filters: {
    state: urlFilter.oneOf(STATE_KEYS),
    plan: urlFilter.id(),
    site: urlFilter.id(),
    startFrom: urlFilter.day(),
    startTo: urlFilter.day(),
    endFrom: urlFilter.day(),
    endTo: urlFilter.day(),
  },
});
