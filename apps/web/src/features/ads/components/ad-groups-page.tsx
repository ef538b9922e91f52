import { AD_GROUP_LABELS as G } from '@hubgrade/domain/ads/labels';
import type { AdGroup } from '@hubgrade/domain/ads/schemas';
import Add from '@mui/icons-material/Add';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import Visibility from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBrand, useBrandWords } from '../../../lib/brand.ts';
import { formatDate } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useAdGroups } from '../api/groups.ts';
import { AdGroupDialog } from './ad-group-dialog.tsx';
import { ADS_PAGE_SIZE } from './ads-params.ts';

const GROUPS_PARAMS = listParamsSchema({ sortable: ['id'], defaultSort: 'id', filters: { userId: urlFilter.id() } });
const column = dataTableColumns<AdGroup>();

function groupColumns(landlordHeader: string) {
  return column.columns([
    column.accessor('id', { header: G.fields.id, meta: { sortKey: 'id', kind: 'id' } }),
    column.accessor('name', { header: G.fields.name, meta: { kind: 'name', href: (group: AdGroup) => `/groupes-annonces/${group.id}` } }),
    column.accessor('title', { header: G.fields.title, meta: { kind: 'title' }, cell: (c) => c.getValue() ?? '' }),
    column.accessor('landlordName', {
      header: landlordHeader,
      meta: { kind: 'name' },
      cell: (c) => `${c.getValue()} – ${c.row.original.landlordEmail}`,
    }),
    column.accessor('adsCount', { header: G.fields.adsCount, meta: { kind: 'number' } }),
    column.accessor('createdAt', { header: G.fields.createdAt, meta: { kind: 'date' }, cell: (c) => formatDate(c.getValue()) }),
  ]);
}

/** /groupes-annonces: the landlords' groups of ads; create and rename. */
export function AdGroupsPage() {
  const { brand } = useBrand();
  const words = useBrandWords();
  const brandId = brand?.id ?? null;
  const navigate = useNavigate();
  const { params, update, control } = useListParams(GROUPS_PARAMS);
  const groups = useAdGroups({ ...params, itemsPerPage: ADS_PAGE_SIZE });
  const columns = useMemo(() => groupColumns(words.landlord), [words.landlord]);
  const [editing, setEditing] = useState<AdGroup | 'new' | null>(null);
  const actions: RowAction<AdGroup>[] = [
    { label: G.open, icon: <Visibility fontSize="small" />, onClick: (g) => navigate(`/groupes-annonces/${g.id}`) },
    { label: G.rename, icon: <DriveFileRenameOutline fontSize="small" />, onClick: (g) => setEditing(g) },
  ];
  return (
    <ListScreen
      title={G.title}
      intro={G.intro}
      headerAction={
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
          {G.create}
        </Button>
      }
      columns={columns}
      list={groups}
      getRowId={(g) => String(g.id)}
      pageSize={ADS_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={G.search}
      emptyText={G.empty}
      rowActions={actions}
    >
      {editing !== null && (
        <AdGroupDialog
          open
          onClose={() => setEditing(null)}
          group={editing === 'new' ? null : editing}
          brandId={brandId}
          landlordWord={words.landlord}
        />
      )}
    </ListScreen>
  );
}
