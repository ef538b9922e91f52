import { KEY_ASSIGNMENT_SORTS, KEY_ASSIGNMENT_STATES, KEY_TARIFF_SORTS } from '@hubgrade/domain/keys/schemas';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** What the price list keeps in its address: page, sort, search and the site filter. */
export const KEYS_PARAMS = listParamsSchema({
  sortable: KEY_TARIFF_SORTS,
  defaultSort: 'id',
  filters: { espace: urlFilter.id() },
});

/** What the key sheet keeps in its address for the assignments table. */
export const ASSIGNMENT_PARAMS = listParamsSchema({
  sortable: KEY_ASSIGNMENT_SORTS,
  defaultSort: 'id',
  filters: { state: urlFilter.oneOf(KEY_ASSIGNMENT_STATES) },
});
