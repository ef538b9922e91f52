import { PANEL_LABELS as L } from '@hubgrade/domain/panels/labels';
import { PANEL_PAGE_SIZE } from '@hubgrade/domain/panels/rules';
import { PANEL_SORTS, type PanelRow } from '@hubgrade/domain/panels/schemas';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { listParamsSchema } from '../../../ui/data-table/list-params.ts';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { usePanels } from '../api/panels.ts';

const PARAMS = listParamsSchema({ sortable: PANEL_SORTS, defaultSort: 'id', filters: {} });
const column = dataTableColumns<PanelRow>();
const COLUMNS = column.columns([
  column.accessor('id', {
    header: L.fields.id,
    sortDescFirst: true,
    meta: { sortKey: 'id', kind: 'id', href: (p: PanelRow) => `/panneau/${p.id}` },
  }),
  column.accessor('name', { header: L.fields.name, meta: { sortKey: 'name', kind: 'title' } }),
  column.accessor((p) => p.espace.name, { id: 'espace', header: L.fields.espace, meta: { kind: 'name' } }),
  column.accessor((p) => L.orientations[p.orientation], { id: 'orientation', header: L.fields.orientation, meta: { kind: 'text' } }),
  column.accessor((p) => p.blocks.map((b) => L.blocks[b]).join(', '), { id: 'blocks', header: L.fields.blocks, meta: { kind: 'text' } }),
  column.accessor('updatedAt', {
    header: L.fields.updatedAt,
    sortDescFirst: true,
    meta: { sortKey: 'updatedAt', kind: 'date' },
    cell: (c) => formatDateTime(c.getValue()),
  }),
]);
const rowId = (p: PanelRow) => String(p.id);

/** /panneau: the scope's display panels. */
export function PanelsPage() {
  const { params, update, control } = useListParams(PARAMS);
  const panels = usePanels({
    page: params.page,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    itemsPerPage: PANEL_PAGE_SIZE,
    search: params.search,
  });
  return (
    <ListScreen
      title={L.listTitle}
      intro={L.listIntro}
      columns={COLUMNS}
      list={panels}
      getRowId={rowId}
      pageSize={PANEL_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.fields.name}
      emptyText={L.empty}
      headerAction={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/panneau/contenu-par-defaut" variant="outlined">
            {L.defaultContent}
          </Button>
          <Button component={RouterLink} to="/panneau/nouveau" variant="contained" startIcon={<Add />}>
            {L.newPanel}
          </Button>
        </Box>
      }
    />
  );
}
