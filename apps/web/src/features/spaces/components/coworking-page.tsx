import { isAdmin } from '@hubgrade/domain/auth/roles';
import { COWORKING_PAGE_SIZE, type CoworkingSpace } from '@hubgrade/domain/spaces/coworking-schemas';
import { COWORKING_LABELS as L } from '@hubgrade/domain/spaces/labels';
import { useCurrentUser } from '../../../lib/session.ts';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { SheetListScreen } from '../../../ui/sheet-list-screen.tsx';
import { useCoworkingSpaces } from '../api/coworking.ts';
import { COWORKING_COLUMNS } from './coworking-columns.tsx';
import { CoworkingCreateDialog } from './coworking-dialog.tsx';
import { SiteFilter } from './site-filter.tsx';
import { COWORKING_PARAMS } from './spaces-params.ts';

/** /coworking: "Espaces de coworking", by site; administrators add them. */
export function CoworkingPage() {
  const { params, update, control } = useListParams(COWORKING_PARAMS);
  const spaces = useCoworkingSpaces({ ...params, itemsPerPage: COWORKING_PAGE_SIZE });
  const admin = isAdmin(useCurrentUser().data?.roles ?? []);
  return (
    <SheetListScreen<CoworkingSpace>
      labels={L}
      columns={COWORKING_COLUMNS}
      list={spaces}
      pageSize={COWORKING_PAGE_SIZE}
      view={{ params, update, control }}
      sheetPath="/coworking"
      canAdd={admin}
      addDialog={(open, onClose) => <CoworkingCreateDialog open={open} espace={params.espace} onClose={onClose} />}
      toolbar={<SiteFilter label={L.fields.espace} allLabel={L.allSites} value={params.espace} onChange={(espace) => update({ espace })} />}
    />
  );
}
