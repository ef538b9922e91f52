import { INVOICE_LABELS as I, INVOICE_STATE_LABELS, INVOICE_TYPE_LABELS, INVOICE_SHEET_LABELS as S } from '@hubgrade/domain/billing/labels';
import { INVOICES_PAGE_SIZE, type InvoiceRow } from '@hubgrade/domain/billing/schemas';
import { INVOICE_SCREEN_LABELS as L } from '@hubgrade/domain/billing/screen-labels';
import { isModuleVisible } from '@hubgrade/domain/brands/modules';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type ComponentType, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useBrand } from '../../../lib/brand.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useInvoices } from '../api/invoices.ts';
import { CompanyFilter } from './company-filter.tsx';
import { INVOICE_COLUMNS } from './invoice-columns.tsx';
import { INVOICES_PARAMS, invoiceListQuery, STATE_KEYS, TYPE_KEYS } from './invoices-params.ts';
import { useInvoiceActions } from './use-invoice-actions.tsx';

const rowId = (row: InvoiceRow) => String(row.id);

/** The companies filter reads the companies list, which the brand's companies module opens. */
function useCompaniesReadable(): boolean {
  const { brand, configuration } = useBrand();
  const roles = useCurrentUser().data?.roles ?? [];
  return isModuleVisible('companies', { brandId: brand?.id ?? null, brandModules: configuration?.modules ?? [], roles });
}

/**
 * /factures (tables §2.4): every invoice of the caller's reach, 20 a page, newest first; filters by
 * state, type, issue dates, company, late (and unpaid, the dashboard's figure); search by number
 * or client. The page, sort, search and filters live in the address. Under the table, for the
 * administrators, the monthly billing that the app gives from its own area (`BillingRuns`).
 */
export function InvoicesPage({ BillingRuns }: { BillingRuns?: ComponentType }) {
  const { params, update, control } = useListParams(INVOICES_PARAMS);
  const invoices = useInvoices({ ...invoiceListQuery(params), itemsPerPage: INVOICES_PAGE_SIZE });
  const { actions, dialogs, manager } = useInvoiceActions();
  const companies = useCompaniesReadable();
  return (
    <ListScreen
      title={I.title}
      intro={L.intro}
      columns={INVOICE_COLUMNS}
      list={invoices}
      getRowId={rowId}
      pageSize={INVOICES_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.search}
      emptyText={I.empty}
      rowActions={actions}
      headerAction={
        manager && (
          <Button component={RouterLink} to="/factures/nouvelle" variant="contained" startIcon={<Add />}>
            {S.create}
          </Button>
        )
      }
      toolbar={
        <>
          <SelectFilter
            label={I.state}
            value={params.state}
            options={STATE_KEYS.map((key) => [key, INVOICE_STATE_LABELS[Number(key)] ?? key] as const)}
            allLabel={L.filters.allStates}
            minWidth={160}
            onChange={(state) => update({ state: state as (typeof STATE_KEYS)[number] | undefined })}
          />
          <SelectFilter
            label={I.type}
            value={params.type}
            options={TYPE_KEYS.map((key) => [key, INVOICE_TYPE_LABELS[Number(key)] ?? key] as const)}
            allLabel={L.filters.allTypes}
            minWidth={190}
            onChange={(type) => update({ type: type as (typeof TYPE_KEYS)[number] | undefined })}
          />
          <TextField
            type="date"
            size="small"
            label={L.filters.from}
            value={params.from ?? ''}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(event) => update({ from: event.target.value || undefined })}
          />
          <TextField
            type="date"
            size="small"
            label={L.filters.to}
            value={params.to ?? ''}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(event) => update({ to: event.target.value || undefined })}
          />
          {companies && <CompanyFilter value={params.companyId} onChange={(companyId) => update({ companyId })} />}
          <FormControlLabel
            control={<Switch checked={params.late === true} onChange={(event) => update({ late: event.target.checked || undefined })} />}
            label={L.filters.late}
          />
          {/* The dashboard's unpaid figure: a filter with no control of its own, removed by its chip. */}
          {params.unpaid && <Chip label={L.filters.unpaid} onDelete={() => update({ unpaid: undefined })} />}
        </>
      }
    >
      {dialogs}
      {manager && BillingRuns ? (
        // Its code loads after the table's: the table does not wait for it.
        <Suspense fallback={null}>
          <BillingRuns />
        </Suspense>
      ) : null}
    </ListScreen>
  );
}
