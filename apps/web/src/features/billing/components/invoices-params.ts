import { INVOICE_STATES, INVOICE_TYPES } from '@hubgrade/domain/billing/rules';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';
import type { InvoiceListQuery } from '../api/invoices.ts';

export const STATE_KEYS = INVOICE_STATES.map(String) as ['0', '1', '2', '3', '4'];
export const TYPE_KEYS = INVOICE_TYPES.map(String) as ['1', '2', '3', '4', '5', '6'];

/**
 * What /factures keeps in its address. `unpaid` and `late` are the dashboard's figures' links
 * (`/factures?unpaid=true`, `/factures?late=true`, dashboard/links.ts).
 */
export const INVOICES_PARAMS = listParamsSchema({
  sortable: ['id'] as const,
  defaultSort: 'id',
  filters: {
    state: urlFilter.oneOf(STATE_KEYS),
    type: urlFilter.oneOf(TYPE_KEYS),
    from: urlFilter.day(),
    to: urlFilter.day(),
    companyId: urlFilter.id(),
    unpaid: urlFilter.flag(),
    late: urlFilter.flag(),
  },
});

type InvoicesParams = ReturnType<typeof INVOICES_PARAMS.parse>;

/** The address's view as the list call reads it: a flag left off is no filter, rather than its opposite. */
export function invoiceListQuery(params: InvoicesParams): InvoiceListQuery {
  return {
    page: params.page,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    search: params.search,
    state: params.state === undefined ? undefined : (Number(params.state) as InvoiceListQuery['state']),
    type: params.type === undefined ? undefined : (Number(params.type) as InvoiceListQuery['type']),
    from: params.from,
    to: params.to,
    companyId: params.companyId,
    unpaid: params.unpaid || undefined,
    late: params.late || undefined,
  };
}
