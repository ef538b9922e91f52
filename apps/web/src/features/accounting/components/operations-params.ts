import { JOURNAL_CODES } from '@hubgrade/domain/accounting/journal';
import { OPERATION_SORTS } from '@hubgrade/domain/accounting/schemas';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

/** What /operations keeps in its address: the journal, the dates and the account searched. */
export const OPERATIONS_PARAMS = listParamsSchema({
  sortable: OPERATION_SORTS,
  defaultSort: 'date',
  filters: {
    journal: urlFilter.oneOf(JOURNAL_CODES),
    from: urlFilter.day(),
    to: urlFilter.day(),
    account: urlFilter.text(12),
  },
});
