import { KEY_LABELS as L } from '@hubgrade/domain/keys/labels';
import type { KeyTariff } from '@hubgrade/domain/keys/schemas';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCents } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';

const column = dataTableColumns<KeyTariff>();

/**
 * Spec §2.6: #, Type, Lieu, Prix (€) (Actions come from the row menu); sort keys are the API's
 * allowlist. How many are held is the key sheet's, not a column of the price list.
 */
export const TARIFF_COLUMNS = column.columns([
  column.accessor('id', {
    header: L.fields.id,
    sortDescFirst: true,
    meta: { sortKey: 'id', kind: 'id', href: (tariff: KeyTariff) => `/keys/${tariff.id}` },
  }),
  column.accessor((t) => t.key.name, { id: 'type', header: L.fields.type, meta: { sortKey: 'type', kind: 'name' } }),
  column.accessor((t) => t.espace.name, {
    id: 'espace',
    header: L.fields.espace,
    meta: { sortKey: 'espace', kind: 'address' },
    cell: (c) => (
      <Box>
        <Box>{c.row.original.espace.name}</Box>
        <Typography variant="body2" color="textSecondary">
          {c.row.original.espace.address}
        </Typography>
      </Box>
    ),
  }),
  column.accessor('price', { header: L.fields.price, meta: { sortKey: 'price', kind: 'money' }, cell: (c) => formatCents(c.getValue()) }),
]);

const compact = dataTableColumns<KeyTariff>();

/** Spec §2.6, compact variant: Nom, Prix HT. */
export const COMPACT_TARIFF_COLUMNS = compact.columns([
  compact.accessor((t) => t.key.name, {
    id: 'type',
    header: L.fields.name,
    meta: { kind: 'name', href: (tariff: KeyTariff) => `/keys/${tariff.id}` },
  }),
  compact.accessor('price', { header: L.fields.priceExclTax, meta: { kind: 'money' }, cell: (c) => formatCents(c.getValue()) }),
]);
