import { CATALOGUE_LABELS } from '@hubgrade/domain/catalogue/labels';
import type { Product } from '@hubgrade/domain/catalogue/schemas';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCents } from '../../../lib/format.ts';
import { unbranded } from '../../../ui/data-table/column-visibility.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { ProductStateChip } from './product-state.tsx';

const L = CATALOGUE_LABELS.products;
const F = L.fields;
const column = dataTableColumns<Product>();
const sheetOf = (product: Product) => `/services/${product.id}`;

/** ID, Nom, Type, Catégorie, Marque (main platform only), Prix HT (and its unit), Stock, État; actions come from the row menu. */
export const PRODUCT_COLUMNS = column.columns([
  column.accessor('id', { header: F.id, sortDescFirst: true, meta: { sortKey: 'id', kind: 'id', href: sheetOf } }),
  column.accessor('name', {
    header: F.name,
    meta: { sortKey: 'name', kind: 'title', href: sheetOf },
  }),
  column.accessor('kind', { header: F.kind, meta: { sortKey: 'kind', kind: 'text' }, cell: (c) => L.kinds[c.getValue()] }),
  column.accessor((p) => p.category.name, { id: 'category', header: F.category, meta: { sortKey: 'category', kind: 'name' } }),
  // The main platform's staff see every shop: the shop says which.
  column.accessor((p) => p.brandName ?? CATALOGUE_LABELS.categories.platform, {
    id: 'brand',
    header: CATALOGUE_LABELS.categories.brand,
    meta: { kind: 'name', visibleWhen: unbranded },
  }),
  column.accessor('unitPriceCents', {
    id: 'price',
    header: F.unitPrice,
    meta: { sortKey: 'price', kind: 'money' },
    cell: (c) => (
      <Box>
        <Box>{formatCents(c.getValue())}</Box>
        <Typography variant="body2" color="textSecondary">
          {L.units[c.row.original.unit]}
        </Typography>
      </Box>
    ),
  }),
  column.accessor('stock', {
    header: F.stock,
    meta: { sortKey: 'stock', kind: 'number' },
    cell: (c) => c.getValue() ?? F.untracked,
  }),
  column.accessor('active', { header: F.state, meta: { kind: 'status' }, cell: (c) => <ProductStateChip product={c.row.original} /> }),
]);
