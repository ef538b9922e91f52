import { SERVER_ERROR_METHODS } from '@hubgrade/domain/server-errors/rules';
import { SERVER_ERROR_SORTS } from '@hubgrade/domain/server-errors/schemas';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** What /erreur-db keeps in its address: the method and the days. */
export const SERVER_ERRORS_PARAMS = listParamsSchema({
  sortable: SERVER_ERROR_SORTS,
  defaultSort: 'occurredAt',
  filters: { method: urlFilter.oneOf(SERVER_ERROR_METHODS), from: urlFilter.day(), to: urlFilter.day() },
});
