import { SALES_STAFF_LABELS as S } from '@hubgrade/domain/companies/labels';
import { COMMERCIAL_PAGE_SIZE, type CommercialRow } from '@hubgrade/domain/companies/sales-staff-schemas';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { DataTableSearch } from '../../../ui/data-table/data-table-search.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
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
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <PageHeader title={S.title} intro={S.intro} />
        {canAssign && (
          <Button variant="contained" startIcon={<AssignmentInd />} onClick={() => setTarget({ contractId: null, commercialId: null })}>
            {S.assignContract}
          </Button>
        )}
      </Box>
      <DataTable
        label={S.title}
        columns={COMMERCIAL_COLUMNS}
        list={commercials}
        getRowId={commercialRowId}
        pageSize={COMMERCIAL_PAGE_SIZE}
        control={control}
        emptyText={S.empty}
        renderExpanded={(commercial) => <CommercialContracts commercialId={commercial.id} onReassign={canAssign ? setTarget : null} />}
        toolbar={<DataTableSearch value={params.search} onChange={(search) => update({ search }, { replace: true })} label={S.search} />}
      />
      <AssignCommercialDialog target={target} onClose={() => setTarget(null)} />
    </Box>
  );
}
