import { STATEMENT_LABELS as L } from '@hubgrade/domain/statements/labels';
import { STATEMENT_PAGE_SIZE } from '@hubgrade/domain/statements/rules';
import type { StatementRow } from '@hubgrade/domain/statements/schemas';
import Edit from '@mui/icons-material/Edit';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Send from '@mui/icons-material/Send';
import Visibility from '@mui/icons-material/Visibility';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { useLocalListControl } from '../../../ui/data-table/list-control.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { openStatementPdf, useLandlordStatements } from '../api/statements.ts';
import { LandlordCommission } from './landlord-commission.tsx';
import { STATEMENT_COLUMNS } from './statement-columns.tsx';
import { useSendWithConfirmation } from './use-send-statement.tsx';

const rowId = (row: StatementRow) => String(row.id);

/**
 * The RDG table of tables-and-sheets §2.7 on a landlord's member sheet: their statements, 20 a
 * page, with view, edit (a draft) and send (a draft, after a confirmation) in each row's menu,
 * under the commission rate their next statements take.
 */
export function LandlordStatements({ landlordId, email }: { landlordId: number; email: string }) {
  const control = useLocalListControl();
  const navigate = useNavigate();
  const statements = useLandlordStatements(landlordId, control.page, STATEMENT_PAGE_SIZE);
  const { ask, dialog } = useSendWithConfirmation();
  const actions: RowAction<StatementRow>[] = [
    { label: L.actions.view, icon: <Visibility fontSize="small" />, onClick: (row) => navigate(`/rdg/${row.cryptInvoice}`) },
    {
      label: L.actions.edit,
      icon: <Edit fontSize="small" />,
      onClick: (row) => navigate(`/rdg/${row.cryptInvoice}`),
      unavailable: (row) => (row.editable ? null : L.refusals.notEditable),
    },
    {
      label: L.actions.send,
      icon: <Send fontSize="small" />,
      onClick: (row) => void ask(row, email),
      unavailable: (row) => (row.editable ? null : L.refusals.notSendable),
    },
    { label: L.actions.pdf, icon: <PictureAsPdf fontSize="small" />, onClick: (row) => void openStatementPdf(row.cryptInvoice) },
  ];
  return (
    <>
      <LandlordCommission landlordId={landlordId} />
      <DataTable
        label={L.title}
        columns={STATEMENT_COLUMNS}
        list={statements}
        getRowId={rowId}
        pageSize={STATEMENT_PAGE_SIZE}
        control={control}
        emptyText={L.empty}
        rowActions={actions}
      />
      {dialog}
    </>
  );
}
