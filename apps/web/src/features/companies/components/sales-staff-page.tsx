import { SALES_STAFF_LABELS as S } from '@hubgrade/domain/companies/labels';
import { COMMERCIAL_PAGE_SIZE, type CommercialRow } from '@hubgrade/domain/companies/sales-staff-schemas';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useCommercials } from '../api/commercials.ts';
import { AssignCommercialDialog, type AssignTarget } from './assign-commercial-dialog.tsx';
import { COMMERCIAL_COLUMNS } from './commercial-columns.tsx';
import { CommercialContracts } from './commercial-contracts.tsx';
import { SALES_STAFF_PARAMS } from './sales-staff-params.ts';
import { useCanAssignCommercial } from './use-can-assign.ts';

const commercialRowId = (commercial: CommercialRow) => String(commercial.id);

/** /commerciaux: the salespeople of the viewer's scope, their contracts and invoicing, and who follows which contract. */
export function SalesStaffPage() {
  const { params, update, control } = useListParams(SALES_STAFF_PARAMS);
  const commercials = useCommercials({ ...params, itemsPerPage: COMMERCIAL_PAGE_SIZE });
  const canAssign = useCanAssignCommercial();
  const [target, setTarget] = useState<AssignTarget | null>(null);
  return (
    <ListScreen
      title={S.title}
      intro={S.intro}
      headerAction={
        canAssign && (
          <Button variant="contained" startIcon={<AssignmentInd />} onClick={() => setTarget({ contractId: null, commercialId: null })}>
            {S.assignContract}
          </Button>
        )
      }
      columns={COMMERCIAL_COLUMNS}
      list={commercials}
      getRowId={commercialRowId}
      pageSize={COMMERCIAL_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={S.search}
      emptyText={S.empty}
      renderExpanded={(commercial) => <CommercialContracts commercialId={commercial.id} onReassign={canAssign ? setTarget : null} />}
    >
      <AssignCommercialDialog target={target} onClose={() => setTarget(null)} />
    </ListScreen>
  );
}
