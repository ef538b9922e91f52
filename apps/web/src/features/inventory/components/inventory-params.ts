import { INVENTORY_KINDS, INVENTORY_STATES } from '@hubgrade/domain/inventory/rules';
import { INVENTORY_SORTS } from '@hubgrade/domain/inventory/schemas';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** What /edl keeps in its address. */
export const INVENTORY_PARAMS = listParamsSchema({
  sortable: INVENTORY_SORTS,
  defaultSort: 'id',
  filters: { kind: urlFilter.oneOf(INVENTORY_KINDS), state: urlFilter.oneOf(INVENTORY_STATES) },
});
