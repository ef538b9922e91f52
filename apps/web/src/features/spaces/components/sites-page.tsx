import { isAdmin } from '@hubgrade/domain/auth/roles';
import { SPACE_LABELS as L } from '@hubgrade/domain/spaces/labels';
import { SITE_PAGE_SIZE, type SpaceRow } from '@hubgrade/domain/spaces/site-schemas';
import { useCurrentUser } from '../../../lib/session.ts';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { SheetListScreen } from '../../../ui/sheet-list-screen.tsx';
import { useSites } from '../api/sites.ts';
import { SITE_COLUMNS } from './site-columns.tsx';
import { SiteCreateDialog } from './site-dialog.tsx';
import { SITES_PARAMS } from './spaces-params.ts';

/** /espace: the sites, searched by name, address or city; administrators add them. */
export function SitesPage() {
  const { params, update, control } = useListParams(SITES_PARAMS);
  const sites = useSites({ ...params, itemsPerPage: SITE_PAGE_SIZE });
  const admin = isAdmin(useCurrentUser().data?.roles ?? []);
  return (
    <SheetListScreen<SpaceRow>
      labels={L}
      columns={SITE_COLUMNS}
      list={sites}
      pageSize={SITE_PAGE_SIZE}
      view={{ params, update, control }}
      sheetPath="/espace"
      canAdd={admin}
      addDialog={(open, onClose) => <SiteCreateDialog open={open} onClose={onClose} />}
    />
  );
}
