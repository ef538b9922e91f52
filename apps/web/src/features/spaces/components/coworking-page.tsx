import { isAdmin } from '@hubgrade/domain/auth/roles';
import { COWORKING_PAGE_SIZE, type CoworkingSpace } from '@hubgrade/domain/spaces/coworking-schemas';
import { COWORKING_LABELS as L } from '@hubgrade/domain/spaces/labels';
import Add from '@mui/icons-material/Add';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useCoworkingSpaces } from '../api/coworking.ts';
import { COWORKING_COLUMNS } from './coworking-columns.tsx';
import { CoworkingCreateDialog } from './coworking-dialog.tsx';
import { SiteFilter } from './site-filter.tsx';
import { COWORKING_PARAMS } from './spaces-params.ts';

const spaceRowId = (space: CoworkingSpace) => String(space.id);

/** /coworking: "Espaces de coworking", by site; administrators add them. */
export function CoworkingPage() {
  const { params, update, control } = useListParams(COWORKING_PARAMS);
  const spaces = useCoworkingSpaces({ ...params, itemsPerPage: COWORKING_PAGE_SIZE });
  const navigate = useNavigate();
  const admin = isAdmin(useCurrentUser().data?.roles ?? []);
  const [adding, setAdding] = useState(false);
  const actions: RowAction<CoworkingSpace>[] = [
    { label: L.openSheet, icon: <OpenInNew fontSize="small" />, onClick: (space) => navigate(`/coworking/${space.id}`) },
  ];
  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={COWORKING_COLUMNS}
      list={spaces}
      getRowId={spaceRowId}
      pageSize={COWORKING_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.search}
      emptyText={L.empty}
      rowActions={actions}
      headerAction={
        admin ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            {L.add}
          </Button>
        ) : undefined
      }
      toolbar={<SiteFilter label={L.fields.espace} allLabel={L.allSites} value={params.espace} onChange={(espace) => update({ espace })} />}
    >
      <CoworkingCreateDialog open={adding} espace={params.espace} onClose={() => setAdding(false)} />
    </ListScreen>
  );
}
