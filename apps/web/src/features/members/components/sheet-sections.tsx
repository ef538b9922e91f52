import { MEMBER_LABELS } from '@hubgrade/domain/members/labels';
import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { type DataTableColumn, dataTableColumns } from '../../../ui/data-table/features.ts';
import { useLocalListControl } from '../../../ui/data-table/list-control.ts';
import { field, type LooseRow, type SheetList, useMemberDocuments, useSheetList } from '../api/sheet.ts';

const S = MEMBER_LABELS.sheet;
const column = dataTableColumns<LooseRow>();

const text = (row: LooseRow, ...names: string[]) => {
  const value = field(row, ...names);
  return value === null ? '' : String(value);
};
const date = (row: LooseRow, ...names: string[]) => {
  const value = field(row, ...names);
  return typeof value === 'string' ? formatDate(value) : '';
};
const money = (row: LooseRow, ...names: string[]) => {
  const value = field(row, ...names);
  return typeof value === 'number' ? formatCents(value) : '';
};
const idOf = (row: LooseRow) => Number(field(row, 'id') ?? 0);
const linkTo = (to: string, label: string) => (
  <Link component={RouterLink} to={to}>
    {label}
  </Link>
);
const INVOICE_STATES = ['En attente', 'Envoyée', 'Payée', 'Annulée', 'Irrécouvrable'];

/**
 * Compact columns of the favourites and invoices, linking to their own screens. The favourites'
 * follow tables-and-sheets §2.6: Id, city, rent, capacity, area, title, link to the ad sheet.
 * The messages and contracts are the tables of their own areas, put in by the app.
 */
export const SHEET_COLUMNS = {
  favourites: column.columns([
    column.display({ id: 'id', header: 'Id', cell: (c) => text(c.row.original, 'annonceId', 'id') }),
    column.display({ id: 'city', header: 'Ville', cell: (c) => text(c.row.original, 'city') }),
    column.display({ id: 'rent', header: 'Loyer', cell: (c) => money(c.row.original, 'rentMonthly') }),
    column.display({ id: 'capacity', header: 'Capacité', cell: (c) => text(c.row.original, 'capacity') }),
    column.display({ id: 'area', header: 'Surface', cell: (c) => text(c.row.original, 'areaSquare') }),
    column.display({ id: 'title', header: 'Titre', cell: (c) => text(c.row.original, 'title') }),
    column.display({
      id: 'link',
      header: S.adSheet,
      cell: (c) => linkTo(`/annonces/${text(c.row.original, 'annonceId', 'id')}`, S.open),
    }),
  ]),
  invoices: column.columns([
    column.display({ id: 'id', header: 'ID', cell: (c) => linkTo(`/factures/${idOf(c.row.original)}`, `#${idOf(c.row.original)}`) }),
    column.display({ id: 'number', header: 'Numéro', cell: (c) => text(c.row.original, 'fullNumber') }),
    column.display({ id: 'date', header: 'Date', cell: (c) => date(c.row.original, 'dateCreation') }),
    column.display({ id: 'total', header: 'Montant TTC', cell: (c) => money(c.row.original, 'totalTtc', 'ttc') }),
    column.display({
      id: 'state',
      header: 'Statut',
      cell: (c) => {
        const state = field(c.row.original, 'state');
        return typeof state === 'number' ? (INVOICE_STATES[state] ?? String(state)) : '';
      },
    }),
  ]),
} satisfies Record<string, DataTableColumn<LooseRow>[]>;

const rowKey = (row: LooseRow) => String(field(row, 'id', 'annonceId') ?? JSON.stringify(row).slice(0, 40));

/** A titled part of the sheet; another area's table in it loads its code when first drawn. */
export function SheetSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Suspense fallback={<CircularProgress size={24} aria-label={SHELL_LABELS.loading} />}>{children}</Suspense>
    </Box>
  );
}

/** One list of the sheet: a compact table, with its own error state when the other area's call fails. */
export function SheetListSection({
  title,
  list,
  columns,
  pageSize,
}: {
  title: string;
  list: SheetList;
  columns: DataTableColumn<LooseRow>[];
  pageSize: number;
}) {
  const control = useLocalListControl();
  const rows = useSheetList(list, control.page, true);
  return (
    <SheetSection title={title}>
      {rows.isError && !rows.data ? (
        <Alert severity="warning">{S.loadError}</Alert>
      ) : (
        <DataTable
          label={title}
          columns={columns}
          list={rows}
          getRowId={rowKey}
          pageSize={pageSize}
          control={control}
          emptyText={S.emptyList}
        />
      )}
    </SheetSection>
  );
}

/** tables-and-sheets §7: the identity document and KBIS, each opened in a new tab. */
export function DocumentsSection({ userId }: { userId: number }) {
  const documents = useMemberDocuments(userId, true);
  const entries = [
    [S.identityDocument, documents.data?.pieceIdentite],
    [S.kbis, documents.data?.kbis],
  ] as const;
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h2">
        {S.documents}
      </Typography>
      {documents.isError ? (
        <Alert severity="warning">{S.loadError}</Alert>
      ) : (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          {entries.map(([label, doc]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {doc ? (
                  <Link href={doc.path} target="_blank" rel="noopener noreferrer">
                    {doc.name ?? S.open}
                  </Link>
                ) : (
                  S.noDocument
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
