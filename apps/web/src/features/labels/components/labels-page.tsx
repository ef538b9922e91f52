import { isSuperAdmin } from '@hubgrade/domain/auth/roles';
import { LABEL_LABELS as L } from '@hubgrade/domain/labels/labels';
import { LABEL_PAGE_SIZE } from '@hubgrade/domain/labels/rules';
import type { Label } from '@hubgrade/domain/labels/schemas';
import Add from '@mui/icons-material/Add';
import CallMerge from '@mui/icons-material/CallMerge';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../../lib/session.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useLabelBrands, useLabels, useRemoveLabel } from '../api/labels.ts';
import { LABEL_COLUMNS, labelColumnsWithBrand } from './label-columns.tsx';
import { LabelFormDialog } from './label-form-dialog.tsx';
import { LabelMergeDialog } from './label-merge-dialog.tsx';
import { LABELS_PARAMS } from './labels-params.ts';

const rowId = (l: Label) => String(l.id);

/** /etiquettes: the labels of the brand (of every brand, or the one filtered, for a super admin) and their ads and pages. */
export function LabelsPage() {
  const { params, update, control } = useListParams(LABELS_PARAMS);
  const superAdmin = isSuperAdmin(useCurrentUser().data?.roles ?? []);
  const brands = useLabelBrands(superAdmin);
  const [editing, setEditing] = useState<Label | 'new' | null>(null);
  const [merging, setMerging] = useState(false);
  const remove = useRemoveLabel();
  const { run, dialog } = useMutationFeedback();
  const brand = superAdmin ? params.brand : undefined;
  const columns = useMemo(() => {
    if (!superAdmin) return LABEL_COLUMNS;
    const names = new Map((brands.data?.items ?? []).map((b) => [b.id, b.name]));
    return labelColumnsWithBrand((id) => (id === null ? L.filters.mainPlatform : (names.get(id) ?? String(id))));
  }, [superAdmin, brands.data]);
  const labels = useLabels({
    page: params.page,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    itemsPerPage: LABEL_PAGE_SIZE,
    search: params.search,
    ...(brand === undefined ? {} : { brand }),
  });

  const actions: RowAction<Label>[] = [
    { label: L.actions.rename, icon: <Edit fontSize="small" />, onClick: (label) => setEditing(label) },
    {
      label: L.actions.delete,
      icon: <Delete fontSize="small" />,
      destructive: true,
      onClick: (label) =>
        run(remove, label.id, {
          confirm: {
            title: L.actions.delete,
            message: L.confirmDelete(label.name, label.ads, label.pages),
            confirmLabel: L.actions.delete,
            destructive: true,
          },
          success: L.done.deleted,
        }),
    },
  ];

  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={columns}
      list={labels}
      getRowId={rowId}
      pageSize={LABEL_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.fields.search}
      emptyText={L.empty}
      rowActions={actions}
      headerAction={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<CallMerge />} onClick={() => setMerging(true)}>
            {L.actions.merge}
          </Button>
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {L.actions.create}
          </Button>
        </Box>
      }
      toolbar={
        superAdmin ? (
          <SelectFilter
            label={L.fields.brand}
            value={params.brand === undefined ? undefined : String(params.brand)}
            options={[['0', L.filters.mainPlatform] as const, ...(brands.data?.items ?? []).map((b) => [String(b.id), b.name] as const)]}
            allLabel={L.filters.allBrands}
            minWidth={200}
            onChange={(value) => update({ brand: value === undefined ? undefined : Number(value) })}
          />
        ) : undefined
      }
    >
      {editing && (
        <LabelFormDialog
          label={editing === 'new' ? undefined : editing}
          // A super admin creates in the brand filtered (0 or none: the main platform).
          brand={superAdmin && editing === 'new' ? (brand ? brand : null) : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      {merging && <LabelMergeDialog brand={brand} onClose={() => setMerging(false)} />}
      {dialog}
    </ListScreen>
  );
}
