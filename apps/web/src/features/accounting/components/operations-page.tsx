import { JOURNAL_CODES } from '@hubgrade/domain/accounting/journal';
import { JOURNAL_LABELS, ACCOUNTING_LABELS as L } from '@hubgrade/domain/accounting/labels';
import { OPERATION_PAGE_SIZE } from '@hubgrade/domain/accounting/rules';
import type { OperationRow } from '@hubgrade/domain/accounting/schemas';
import TextField from '@mui/material/TextField';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useOperations } from '../api/operations.ts';
import { FecExportButton } from './fec-export-button.tsx';
import { OPERATION_COLUMNS } from './operation-columns.tsx';
import { OPERATIONS_PARAMS } from './operations-params.ts';

const rowId = (o: OperationRow) => String(o.id);

/** /operations: the accounting journal, latest first, 20 a page, with the FEC export. */
export function OperationsPage() {
  const { params, update, control } = useListParams(OPERATIONS_PARAMS);
  const account = params.account && /^\d+$/.test(params.account) ? params.account : undefined;
  const operations = useOperations({
    page: params.page,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    itemsPerPage: OPERATION_PAGE_SIZE,
    search: params.search,
    journal: params.journal,
    from: params.from,
    to: params.to,
    account,
  });
  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={OPERATION_COLUMNS}
      list={operations}
      getRowId={rowId}
      pageSize={OPERATION_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.search}
      emptyText={L.empty}
      headerAction={<FecExportButton />}
      toolbar={
        <>
          <SelectFilter
            label={L.journal}
            value={params.journal}
            options={JOURNAL_CODES.map((code) => [code, `${code} · ${JOURNAL_LABELS[code]}`] as const)}
            allLabel={L.allJournals}
            onChange={(journal) => update({ journal: journal as (typeof JOURNAL_CODES)[number] | undefined })}
          />
          <TextField
            size="small"
            label={L.account}
            value={params.account ?? ''}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
            onChange={(event) => update({ account: event.target.value.replace(/\D/g, '') || undefined })}
          />
          <TextField
            type="date"
            size="small"
            label={L.from}
            value={params.from ?? ''}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(event) => update({ from: event.target.value || undefined })}
          />
          <TextField
            type="date"
            size="small"
            label={L.to}
            value={params.to ?? ''}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(event) => update({ to: event.target.value || undefined })}
          />
        </>
      }
    />
  );
}
