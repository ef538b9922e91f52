import { listParamsSchema } from '../../../ui/data-table/list-params.ts';

/** What the sales staff table keeps in its address: page, sort and search. */
export const ZSalesStaffParams = listParamsSchema({
  sortable: ['id', 'lastName', 'contractsCount', 'invoicedCents'],
  defaultSort: 'id',
});
