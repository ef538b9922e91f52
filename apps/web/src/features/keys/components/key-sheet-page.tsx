import { isAdmin } from '@hubgrade/domain/auth/roles';
import { KEY_LABELS as L } from '@hubgrade/domain/keys/labels';
import { KEY_ASSIGNMENT_PAGE_SIZE, KEY_PAGE_SIZE, type KeyAssignment, type KeyTariff } from '@hubgrade/domain/keys/schemas';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import AssignmentReturn from '@mui/icons-material/AssignmentReturn';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCents } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { DataTableSearch } from '../../../ui/data-table/data-table-search.tsx';
import { useLocalListControl } from '../../../ui/data-table/list-control.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { HistoryButton } from '../../../ui/history-dialog.tsx';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useKeyAssignments, useReturnKey } from '../api/key-assignments.ts';
import { useKeyTariff, useKeyTariffs } from '../api/key-tariffs.ts';
import { AssignDialog } from './assign-dialog.tsx';
import { ASSIGNMENT_COLUMNS } from './assignment-columns.tsx';
import { ASSIGNMENT_PARAMS } from './keys-params.ts';
import { COMPACT_TARIFF_COLUMNS } from './tariff-columns.tsx';
import { TariffDialog } from './tariff-dialog.tsx';

const S = L.sheet;
const A = L.assignment;

/** Spec §2.6, compact variant (Nom, Prix HT): the other prices of the same site. */
function SitePrices({ tariff }: { tariff: KeyTariff }) {
  const control = useLocalListControl();
  const list = useKeyTariffs({
    espace: tariff.espace.id,
    page: control.page,
    itemsPerPage: KEY_PAGE_SIZE,
    sortBy: 'type',
    sortDesc: false,
  });
  return (
    <DataTable
      label={S.sitePrices}
      columns={COMPACT_TARIFF_COLUMNS}
      list={list}
      getRowId={(t) => String(t.id)}
      pageSize={KEY_PAGE_SIZE}
      control={control}
      emptyText={L.empty}
    />
  );
}

function Assignments({ tariff, admin }: { tariff: KeyTariff; admin: boolean }) {
  const { params, update, control } = useListParams(ASSIGNMENT_PARAMS);
  const list = useKeyAssignments(tariff.id, { ...params, itemsPerPage: KEY_ASSIGNMENT_PAGE_SIZE });
  const [assigning, setAssigning] = useState(false);
  const { run, dialog: confirmDialog } = useMutationFeedback();
  const giveBack = useReturnKey();

  const actions: RowAction<KeyAssignment>[] = [
    {
      label: A.markReturned,
      icon: <AssignmentReturn fontSize="small" />,
      visible: (a) => admin && a.returnedAt === null,
      onClick: (a) =>
        run(giveBack, a.id, { confirm: { message: A.returnConfirm, confirmLabel: A.markReturned }, success: L.done.returned }),
    },
  ];

  return (
    <SheetCard
      title={S.assignments}
      action={
        admin ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setAssigning(true)}>
            {A.assign}
          </Button>
        ) : undefined
      }
    >
      <DataTable
        label={S.assignments}
        columns={ASSIGNMENT_COLUMNS}
        list={list}
        getRowId={(a) => String(a.id)}
        pageSize={KEY_ASSIGNMENT_PAGE_SIZE}
        control={control}
        emptyText={A.empty}
        rowActions={admin ? actions : undefined}
        toolbar={
          <>
            <DataTableSearch value={params.search} onChange={(search) => update({ search }, { replace: true })} label={L.search} />
            <ToggleButtonGroup
              size="small"
              exclusive
              value={params.state ?? 'all'}
              onChange={(_event, value: 'all' | 'held' | 'returned' | null) =>
                value && update({ state: value === 'all' ? undefined : value })
              }
            >
              <ToggleButton value="all">{A.filter.all}</ToggleButton>
              <ToggleButton value="held">{A.filter.held}</ToggleButton>
              <ToggleButton value="returned">{A.filter.returned}</ToggleButton>
            </ToggleButtonGroup>
          </>
        }
      />
      <AssignDialog tariffId={tariff.id} open={assigning} onClose={() => setAssigning(false)} />
      {confirmDialog}
    </SheetCard>
  );
}

function Sheet({ tariff }: { tariff: KeyTariff }) {
  const admin = isAdmin(useCurrentUser().data?.roles ?? []);
  const [editing, setEditing] = useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button component={RouterLink} to="/keys" startIcon={<ArrowBack />}>
          {S.back}
        </Button>
        <Typography variant="h4" component="h1" sx={{ mr: 'auto' }}>
          {S.title(tariff.key.name, tariff.espace.name)}
        </Typography>
        <HistoryButton slug={`key-${tariff.id}`} />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SheetCard
          title={S.tariff}
          action={
            admin ? (
              <Button size="small" startIcon={<Edit />} onClick={() => setEditing(true)}>
                {L.edit}
              </Button>
            ) : undefined
          }
        >
          <FactList
            items={[
              [L.fields.id, tariff.id],
              [L.fields.type, tariff.key.name],
              [L.fields.espace, tariff.espace.name],
              [S.address, tariff.espace.address],
              [
                L.fields.price,
                <span key="price" data-testid="key-sheet-price">
                  {formatCents(tariff.price)}
                </span>,
              ],
              [L.heldColumn, L.held(tariff.heldCount)],
            ]}
          />
        </SheetCard>
        <SheetCard title={S.sitePrices}>
          <SitePrices tariff={tariff} />
        </SheetCard>
      </Box>
      <Assignments tariff={tariff} admin={admin} />
      <TariffDialog open={editing} tariff={tariff} onClose={() => setEditing(false)} />
    </Box>
  );
}

/** /keys/{id}: a key or badge price and who holds its keys. */
export function KeySheetPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const tariff = useKeyTariff(id, valid);
  if (!valid) return <ErrorView status={404} />;
  if (tariff.isPending) return <CircularProgress aria-label={S.open} />;
  if (tariff.isError) return <ErrorView status={tariff.error instanceof ApiError ? tariff.error.status : 500} />;
  return <Sheet key={tariff.data.id} tariff={tariff.data} />;
}
