import { INVOICE_LABELS as I } from '@hubgrade/domain/billing/labels';
import { INVOICES_PAGE_SIZE, type InvoiceRow } from '@hubgrade/domain/billing/schemas';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { useLocalListControl } from '../../../ui/data-table/list-control.ts';
import { type InvoiceListQuery, useInvoices } from '../api/invoices.ts';
import { COMPACT_INVOICE_COLUMNS } from './invoice-columns.tsx';
import { useInvoiceActions } from './use-invoice-actions.tsx';

const rowId = (row: InvoiceRow) => String(row.id);

/** The compact invoices table of a record's sheet (tables §2.4): ID, number, amount, status and the row menu, 20 a page. */
export function EmbeddedInvoices({ filter }: { filter: Pick<InvoiceListQuery, 'bookingId' | 'companyId' | 'userId'> }) {
  const control = useLocalListControl();
  const invoices = useInvoices({
    ...filter,
    page: control.page,
    sortBy: control.sortBy === 'id' ? 'id' : undefined,
    sortDesc: control.sortDesc,
    itemsPerPage: INVOICES_PAGE_SIZE,
  });
  const { actions, dialogs } = useInvoiceActions();
  return (
    <>
      <DataTable
        label={I.title}
        columns={COMPACT_INVOICE_COLUMNS}
        list={invoices}
        getRowId={rowId}
        pageSize={INVOICES_PAGE_SIZE}
        control={control}
        emptyText={I.empty}
        rowActions={actions}
      />
      {dialogs}
    </>
  );
}
