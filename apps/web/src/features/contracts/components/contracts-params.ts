import { CONTRACT_SORTS } from '@hubgrade/domain/contracts/rules';
import { type ListParamsOf, listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** What a contracts table keeps in its address: page, sort, search and the filters of its list call. */
export const CONTRACTS_PARAMS = listParamsSchema({
  sortable: CONTRACT_SORTS,
  defaultSort: 'id',
  filters: {
    state: urlFilter.int(0, 6),
    // Only `true` is a view of the screen (the dashboard's contracts ending soon); it shows as a chip.
    ongoing: urlFilter.oneOf(['true']),
    city: urlFilter.text(100),
    tenantId: urlFilter.id(),
    companyId: urlFilter.id(),
    commercialId: urlFilter.id(),
    endFrom: urlFilter.day(),
    endTo: urlFilter.day(),
  },
});
export type ContractsParams = ListParamsOf<typeof CONTRACTS_PARAMS>;
