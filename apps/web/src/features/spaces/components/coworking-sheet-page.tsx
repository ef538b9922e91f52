import { isAdmin } from '@hubgrade/domain/auth/roles';
import type { ContractState } from '@hubgrade/domain/contracts/rules';
import { CONTRACT_STATE_LABELS } from '@hubgrade/domain/contracts/states';
import type { CoworkingSpaceSheet } from '@hubgrade/domain/spaces/coworking-schemas';
import { COWORKING_LABELS as L } from '@hubgrade/domain/spaces/labels';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { useCoworkingSpace } from '../api/coworking.ts';
import { dailyPriceText } from './coworking-columns.tsx';
import { CoworkingEditDialog } from './coworking-dialog.tsx';
import { NameWithColor } from './name-with-color.tsx';
import { SheetFrame, SheetLoader } from './sheet-frame.tsx';

const F = L.fields;
const C = L.contract;

/** The contracts holding seats here, live first; each links to its coworking contract sheet. */
function Contracts({ space }: { space: CoworkingSpaceSheet }) {
  if (space.contracts.length === 0) return <Typography color="textSecondary">{L.contractsEmpty}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={L.contracts}>
        <TableHead>
          <TableRow>
            <TableCell>{C.id}</TableCell>
            <TableCell>{C.tenant}</TableCell>
            <TableCell>{C.state}</TableCell>
            <TableCell align="right">{C.seats}</TableCell>
            <TableCell>{C.start}</TableCell>
            <TableCell>{C.end}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {space.contracts.map((contract) => (
            <TableRow key={contract.id}>
              <TableCell>
                <Link component={RouterLink} to={`/bookings-coworking/${contract.id}`}>{`n° ${contract.id}`}</Link>
              </TableCell>
              <TableCell>{contract.tenant}</TableCell>
              <TableCell>{CONTRACT_STATE_LABELS[contract.state as ContractState]}</TableCell>
              <TableCell align="right">{contract.seats}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(contract.startDate)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{contract.endDate ? formatDay(contract.endDate) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Sheet({ space }: { space: CoworkingSpaceSheet }) {
  const admin = isAdmin(useCurrentUser().data?.roles ?? []);
  const [editing, setEditing] = useState(false);
  return (
    <SheetFrame
      back={{ to: '/coworking', label: L.back }}
      title={<NameWithColor name={space.name} color={space.color} />}
      history={`coworking-space-${space.id}`}
    >
      <SheetCard
        title={L.title}
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
            [
              F.espace,
              <Link key="site" component={RouterLink} to={`/espace/${space.espace.id}`}>
                {space.espace.name}
              </Link>,
            ],
            [F.contractCapacity, L.seats(space.contractCapacity)],
            [F.contractsHeld, L.seats(space.seatsHeld)],
            [F.reservationCapacity, L.seats(space.reservationCapacity)],
            [F.hours, `${space.openingHour} – ${space.closingHour}`],
            [
              F.dailyPrice,
              <span key="price" data-testid="coworking-price">
                {dailyPriceText(space.dailyPrice)}
              </span>,
            ],
          ]}
        />
      </SheetCard>
      <SheetCard title={L.contracts}>
        <Contracts space={space} />
      </SheetCard>
      <CoworkingEditDialog space={space} open={editing} onClose={() => setEditing(false)} />
    </SheetFrame>
  );
}

/** /coworking/{id}: a coworking space and the contracts holding its seats. */
export function CoworkingSheetPage() {
  return <SheetLoader loadingLabel={L.loading} useRecord={useCoworkingSpace} render={(space) => <Sheet key={space.id} space={space} />} />;
}
