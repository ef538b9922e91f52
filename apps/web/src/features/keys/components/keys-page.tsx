import { isAdmin } from '@hubgrade/domain/auth/roles';
import { KEY_LABELS as L } from '@hubgrade/domain/keys/labels';
import { KEY_PAGE_SIZE, type KeyTariff } from '@hubgrade/domain/keys/schemas';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useDeleteTariff, useKeyTariffOptions, useKeyTariffs } from '../api/key-tariffs.ts';
import { KEYS_PARAMS } from './keys-params.ts';
import { TARIFF_COLUMNS } from './tariff-columns.tsx';
import { TariffDialog } from './tariff-dialog.tsx';

const tariffRowId = (tariff: KeyTariff) => String(tariff.id);

/** The site filter of the price list. */
function SiteFilter({ value, onChange }: { value: number | undefined; onChange: (espace: number | undefined) => void }) {
  const options = useKeyTariffOptions();
  return (
    <SelectFilter
      label={L.siteFilter}
      value={value === undefined ? undefined : String(value)}
      options={(options.data?.espaces ?? []).map((site) => [String(site.id), site.name] as const)}
      allLabel={L.allSites}
      minWidth={220}
      onChange={(espace) => onChange(espace ? Number(espace) : undefined)}
    />
  );
}

/** /keys: the key and badge price list of members-bookings-feed §2.6, 20 a page. */
export function KeysPage() {
  const { params, update, control } = useListParams(KEYS_PARAMS);
  const tariffs = useKeyTariffs({ ...params, itemsPerPage: KEY_PAGE_SIZE });
  const navigate = useNavigate();
  const admin = isAdmin(useCurrentUser().data?.roles ?? []);
  const [editing, setEditing] = useState<KeyTariff | null | undefined>(undefined);
  const { run, dialog: confirmDialog } = useMutationFeedback();
  const remove = useDeleteTariff();

  const actions: RowAction<KeyTariff>[] = [
    { label: L.open, icon: <OpenInNew fontSize="small" />, onClick: (tariff) => navigate(`/keys/${tariff.id}`) },
    { label: L.edit, icon: <Edit fontSize="small" />, visible: () => admin, onClick: (tariff) => setEditing(tariff) },
    {
      label: L.delete,
      icon: <Delete fontSize="small" />,
      destructive: true,
      visible: () => admin,
      onClick: (tariff) =>
        run(remove, tariff.id, {
          confirm: { message: L.deleteConfirm, confirmLabel: L.delete, destructive: true },
          success: L.done.delete,
        }),
    },
  ];

  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={TARIFF_COLUMNS}
      list={tariffs}
      getRowId={tariffRowId}
      pageSize={KEY_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.search}
      emptyText={L.empty}
      rowActions={actions}
      toolbar={
        <>
          <SiteFilter value={params.espace} onChange={(espace) => update({ espace })} />
          {admin && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)} sx={{ ml: 'auto' }}>
              {L.add}
            </Button>
          )}
        </>
      }
    >
      <TariffDialog open={editing !== undefined} tariff={editing ?? null} espace={params.espace} onClose={() => setEditing(undefined)} />
      {confirmDialog}
    </ListScreen>
  );
}
