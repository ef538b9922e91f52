import { isAdmin } from '@hubgrade/domain/auth/roles';
import { MEETING_ROOM_LABELS as L } from '@hubgrade/domain/spaces/labels';
import type { MeetingRoom } from '@hubgrade/domain/spaces/schemas';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatCents } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { useMeetingRoom } from '../api/meeting-rooms.ts';
import { MeetingRoomEditDialog } from './meeting-room-dialog.tsx';
import { NameWithColor } from './name-with-color.tsx';
import { SheetFrame, SheetLoader } from './sheet-frame.tsx';

const F = L.fields;
const price = (cents: number | null) => (cents === null ? L.notLet : formatCents(cents));
const quota = (hours: number | null) => (hours === null ? L.noQuota : L.hours(hours));

function Sheet({ room }: { room: MeetingRoom }) {
  const admin = isAdmin(useCurrentUser().data?.roles ?? []);
  const [editing, setEditing] = useState(false);
  const edit = admin ? (
    <Button size="small" startIcon={<Edit />} onClick={() => setEditing(true)}>
      {L.edit}
    </Button>
  ) : undefined;
  return (
    <SheetFrame
      back={{ to: '/sdr', label: L.back }}
      title={<NameWithColor name={room.name} color={room.color} />}
      history={`meeting-room-${room.id}`}
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SheetCard title={L.sections.room} action={edit}>
          <FactList
            items={[
              [F.id, room.id],
              [
                F.espace,
                <Link key="site" component={RouterLink} to={`/espace/${room.espace.id}`}>
                  {room.espace.name}
                </Link>,
              ],
              [F.sdrType, room.sdrType.name],
              [F.capacity, L.people(room.capacity)],
              [F.color, room.color],
              ...(room.sdrType.id === 2 ? [[F.setUps, room.setUps.map((s) => s.name).join(', ') || L.noQuota] as [string, string]] : []),
            ]}
          />
        </SheetCard>
        <SheetCard title={L.sections.prices}>
          <FactList
            items={[
              [
                F.price,
                <span key="price" data-testid="room-price">
                  {formatCents(room.price)}
                </span>,
              ],
              [F.priceHalfDay, price(room.priceHalfDay)],
              [F.priceEvening, price(room.priceEvening)],
              [
                F.priceDay,
                <span key="day" data-testid="room-price-day">
                  {price(room.priceDay)}
                </span>,
              ],
            ]}
          />
        </SheetCard>
        <SheetCard title={L.sections.booking}>
          <FactList
            items={[
              [F.quotaHoursPerDay, quota(room.quotaHoursPerDay)],
              [F.quotaHoursPerMonth, quota(room.quotaHoursPerMonth)],
            ]}
          />
        </SheetCard>
      </Box>
      <MeetingRoomEditDialog room={room} open={editing} onClose={() => setEditing(false)} />
    </SheetFrame>
  );
}

/** /sdr/{id}: a meeting room's sheet. */
export function MeetingRoomSheetPage() {
  return <SheetLoader loadingLabel={L.loading} useRecord={useMeetingRoom} render={(room) => <Sheet key={room.id} room={room} />} />;
}
