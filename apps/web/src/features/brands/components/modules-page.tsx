import { MODULE_LABELS as L } from '@hubgrade/domain/brands/labels';
import { BRAND_PAGE_SIZE } from '@hubgrade/domain/brands/rules';
import { MODULE_SORTS, type ModuleEntry } from '@hubgrade/domain/brands/schemas';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { listParamsSchema } from '../../../ui/data-table/list-params.ts';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useModules } from '../api/brands.ts';

const PARAMS = listParamsSchema({ sortable: MODULE_SORTS, defaultSort: 'name', defaultSortDesc: false, filters: {} });
const column = dataTableColumns<ModuleEntry>();
const COLUMNS = column.columns([
  column.accessor('name', { header: L.fields.name, meta: { sortKey: 'name', kind: 'name' } }),
  column.accessor('key', { header: L.fields.key, meta: { sortKey: 'key', kind: 'id' } }),
  column.accessor('description', { header: L.fields.description, meta: { kind: 'text' } }),
  column.accessor('builtIn', {
    header: L.fields.kind,
    meta: { kind: 'status' },
    cell: (c) => <Chip size="small" variant="outlined" label={c.getValue() ? L.builtIn : L.added} />,
  }),
  column.accessor('brands', {
    header: L.fields.brands,
    meta: { kind: 'text' },
    cell: (c) =>
      c.getValue().length === 0 ? (
        L.noBrand
      ) : (
        <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1 }}>
          {c.getValue().map((b, i, all) => (
            <Link key={b.id} component={RouterLink} to={`/brand/${b.id}`}>
              {b.name}
              {i < all.length - 1 ? ',' : ''}
            </Link>
          ))}
        </Box>
      ),
  }),
]);
const rowId = (m: ModuleEntry) => m.key;

/** /modules: the catalogue of modules and the brands that enable each. */
export function ModulesPage() {
  const { params, update, control } = useListParams(PARAMS);
  const modules = useModules({
    page: params.page,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    itemsPerPage: BRAND_PAGE_SIZE,
    search: params.search,
  });
  return (
    <ListScreen
      title={L.listTitle}
      intro={L.listIntro}
      columns={COLUMNS}
      list={modules}
      getRowId={rowId}
      pageSize={BRAND_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.fields.name}
      emptyText={L.empty}
      headerAction={
        <Button component={RouterLink} to="/modules/nouveau" variant="contained" startIcon={<Add />}>
          {L.newModule}
        </Button>
      }
    />
  );
}
