import { BRAND_LABELS as L } from '@hubgrade/domain/brands/labels';
import { BRAND_PAGE_SIZE } from '@hubgrade/domain/brands/rules';
import { BRAND_SORTS, type BrandRow } from '@hubgrade/domain/brands/schemas';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { listParamsSchema } from '../../../ui/data-table/list-params.ts';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ColorDot } from '../../../ui/form-color-field.tsx';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useBrands } from '../api/brands.ts';

const PARAMS = listParamsSchema({ sortable: BRAND_SORTS, defaultSort: 'id', filters: {} });
const column = dataTableColumns<BrandRow>();
const COLUMNS = column.columns([
  column.accessor('id', {
    header: L.fields.id,
    sortDescFirst: true,
    meta: { sortKey: 'id', kind: 'id', href: (b: BrandRow) => `/brand/${b.id}` },
  }),
  column.accessor('name', { header: L.fields.name, meta: { sortKey: 'name', kind: 'title' } }),
  column.accessor('urlBack', { header: L.fields.urlBack, meta: { kind: 'name' }, cell: (c) => c.getValue() ?? '' }),
  column.accessor('primaryColor', {
    header: L.fields.primaryColor,
    meta: { kind: 'id' },
    cell: (c) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <ColorDot color={c.getValue()} />
        {c.getValue()}
      </Box>
    ),
  }),
  column.accessor('modules', { header: L.fields.modules, meta: { kind: 'number', align: 'right' } }),
  column.accessor('createdAt', { header: L.fields.createdAt, meta: { kind: 'date' }, cell: (c) => formatDate(c.getValue()) }),
]);
const rowId = (b: BrandRow) => String(b.id);

/** /brand: the white-label brands. */
export function BrandsPage() {
  const { params, update, control } = useListParams(PARAMS);
  const brands = useBrands({
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
      list={brands}
      getRowId={rowId}
      pageSize={BRAND_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.fields.name}
      emptyText={L.empty}
      headerAction={
        <Button component={RouterLink} to="/brand/nouveau" variant="contained" startIcon={<Add />}>
          {L.newBrand}
        </Button>
      }
    />
  );
}
