import { INVOICE_LABELS as I } from '@hubgrade/domain/billing/labels';
import type { InvoiceRow } from '@hubgrade/domain/billing/schemas';
import { INVOICES_PAGE_SIZE } from '@hubgrade/domain/billing/schemas';
import OpenInNew from '@mui/icons-material/OpenInNew';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatCents } from '../../../lib/format.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { useContractInvoices } from '../api/invoices.ts';
import { InvoiceStateChip } from './invoice-state-chip.tsx';

const column = dataTableColumns<InvoiceRow>();

/** The compact invoices table of tables §2.4: ID, number, amount, status, actions (each opens /factures/{id}). */
const COLUMNS = column.columns([
  column.accessor('id', { header: I.id, meta: { sortKey: 'id', nowrap: true } }),
  column.accessor('fullNumber', {
    header: I.number,
    cell: (c) => (
      <Link component={RouterLink} to={`/factures/${c.row.original.id}`} target="_blank" underline="hover">
        {c.getValue()}
      </Link>
    ),
  }),
  column.accessor('totalTtc', { header: I.amount, meta: { align: 'right', nowrap: true }, cell: (c) => formatCents(c.getValue()) }),
  column.accessor('state', { header: I.state, cell: (c) => <InvoiceStateChip state={c.getValue()} /> }),
  column.display({
    id: 'open',
    header: I.actions,
    cell: (c) => (
      <IconButton size="small" component={RouterLink} to={`/factures/${c.row.original.id}`} target="_blank" aria-label={I.open}>
        <OpenInNew fontSize="small" />
      </IconButton>
    ),
  }),
]);

export function ContractInvoices({ contractId }: { contractId: number }) {
  const [page, setPage] = useState(1);
  const invoices = useContractInvoices({ bookingId: contractId, page, itemsPerPage: INVOICES_PAGE_SIZE });
  return (
    <DataTable
      label={I.title}
      columns={COLUMNS}
      list={invoices}
      getRowId={(row) => String(row.id)}
      pageSize={INVOICES_PAGE_SIZE}
      control={{ page, sortBy: 'id', sortDesc: true, setPage }}
      emptyText={I.empty}
    />
  );
}
