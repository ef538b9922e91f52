import type { InvoiceRow } from '@hubgrade/domain/billing/schemas';
import { COMPANY_SHEET_LABELS as S } from '@hubgrade/domain/companies/labels';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { useLocalListControl } from '../../../ui/data-table/list-control.ts';
import { useCompanyInvoices } from '../api/invoices.ts';

const C = S.invoiceColumns;
const column = dataTableColumns<InvoiceRow>();

const INVOICE_COLUMNS = column.columns([
  column.accessor('id', {
    header: C.id,
    meta: { nowrap: true },
    // Tables §2: the invoice sheet opens in a new window.
    cell: (c) => (
      <Link component={RouterLink} to={`/factures/${c.getValue()}`} target="_blank">
        {c.getValue()}
      </Link>
    ),
  }),
  column.accessor('fullNumber', { header: C.number, meta: { nowrap: true } }),
  column.accessor('dateCreation', { header: C.date, meta: { nowrap: true }, cell: (c) => formatDate(c.getValue()) }),
  column.accessor('ht', { header: C.ht, meta: { nowrap: true, align: 'right' }, cell: (c) => formatCents(c.getValue()) }),
  column.accessor('totalTtc', { header: C.ttc, meta: { nowrap: true, align: 'right' }, cell: (c) => formatCents(c.getValue()) }),
  column.accessor('state', { header: C.state, cell: (c) => S.invoiceStates[c.getValue()] ?? '' }),
]);

const invoiceRowId = (invoice: InvoiceRow) => String(invoice.id);

/** The company's invoices (20 a page), from the invoices list filtered on the company. */
export function CompanyInvoices({ companyId }: { companyId: number }) {
  const control = useLocalListControl();
  const invoices = useCompanyInvoices(companyId, control.page);
  return (
    <DataTable
      label={S.invoices}
      columns={INVOICE_COLUMNS}
      list={invoices}
      getRowId={invoiceRowId}
      pageSize={20}
      control={control}
      emptyText={S.noInvoice}
    />
  );
}
