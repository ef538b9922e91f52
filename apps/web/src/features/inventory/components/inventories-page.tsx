import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import { INVENTORY_KINDS, INVENTORY_PAGE_SIZE, INVENTORY_STATES } from '@hubgrade/domain/inventory/rules';
import type { InventoryRow } from '@hubgrade/domain/inventory/schemas';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useInventories } from '../api/inventory.ts';
import { INVENTORY_COLUMNS } from './inventory-columns.tsx';
import { INVENTORY_PARAMS } from './inventory-params.ts';
import { NewInventoryDialog } from './new-inventory-dialog.tsx';

const rowId = (r: InventoryRow) => String(r.id);

/** /edl: the entry and exit reports of the caller's scope, 20 a page. */
export function InventoriesPage() {
  const { params, update, control } = useListParams(INVENTORY_PARAMS);
  const [creating, setCreating] = useState(false);
  const list = useInventories({
    page: params.page,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    itemsPerPage: INVENTORY_PAGE_SIZE,
    kind: params.kind,
    state: params.state,
    search: params.search,
  });
  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={INVENTORY_COLUMNS}
      list={list}
      getRowId={rowId}
      pageSize={INVENTORY_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.filters.search}
      emptyText={L.empty}
      headerAction={
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
          {L.actions.create}
        </Button>
      }
      toolbar={
        <>
          <SelectFilter
            label={L.fields.kind}
            value={params.kind}
            options={INVENTORY_KINDS.map((k) => [k, L.shortKinds[k]] as const)}
            allLabel={L.filters.allKinds}
            onChange={(kind) => update({ kind: kind as (typeof INVENTORY_KINDS)[number] | undefined })}
          />
          <SelectFilter
            label={L.fields.state}
            value={params.state}
            options={INVENTORY_STATES.map((s) => [s, L.states[s]] as const)}
            allLabel={L.filters.allStates}
            onChange={(state) => update({ state: state as (typeof INVENTORY_STATES)[number] | undefined })}
          />
        </>
      }
    >
      <NewInventoryDialog open={creating} onClose={() => setCreating(false)} />
    </ListScreen>
  );
}
