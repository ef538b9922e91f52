import { listParamsSchema } from '../../../ui/data-table/list-params.ts';

/** What the sales staff table keeps in its address: page, sort and search. */
export const SALES_STAFF_PARAMS = listParamsSchema({
  sortable: ['id', 'lastName', 'contractsCount', 'invoicedCents'],
  defaultSort: 'id',
});
