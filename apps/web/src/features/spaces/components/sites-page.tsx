import { isAdmin } from '@hubgrade/domain/auth/roles';
import { SPACE_LABELS as L } from '@hubgrade/domain/spaces/labels';
import { SITE_PAGE_SIZE, type SpaceRow } from '@hubgrade/domain/spaces/site-schemas';
import Add from '@mui/icons-material/Add';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useSites } from '../api/sites.ts';
import { SITE_COLUMNS } from './site-columns.tsx';
import { SiteCreateDialog } from './site-dialog.tsx';
import { SITES_PARAMS } from './spaces-params.ts';

const siteRowId = (site: SpaceRow) => String(site.id);

/** /espace: the sites, searched by name, address or city; administrators add them. */
export function SitesPage() {
  const { params, update, control } = useListParams(SITES_PARAMS);
  const sites = useSites({ ...params, itemsPerPage: SITE_PAGE_SIZE });
  const navigate = useNavigate();
  const admin = isAdmin(useCurrentUser().data?.roles ?? []);
  const [adding, setAdding] = useState(false);
  const actions: RowAction<SpaceRow>[] = [
    { label: L.openSheet, icon: <OpenInNew fontSize="small" />, onClick: (site) => navigate(`/espace/${site.id}`) },
  ];
  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={SITE_COLUMNS}
      list={sites}
      getRowId={siteRowId}
      pageSize={SITE_PAGE_SIZE}
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
    >
      <SiteCreateDialog open={adding} onClose={() => setAdding(false)} />
    </ListScreen>
  );
}
