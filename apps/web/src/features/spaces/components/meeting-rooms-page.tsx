import { isAdmin } from '@hubgrade/domain/auth/roles';
import { MEETING_ROOM_LABELS as L } from '@hubgrade/domain/spaces/labels';
import { MEETING_ROOM_PAGE_SIZE, type MeetingRoom } from '@hubgrade/domain/spaces/schemas';
import Add from '@mui/icons-material/Add';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useMeetingRooms } from '../api/meeting-rooms.ts';
import { MEETING_ROOM_COLUMNS } from './meeting-room-columns.tsx';
import { MeetingRoomCreateDialog } from './meeting-room-dialog.tsx';
import { SiteFilter } from './site-filter.tsx';
import { MEETING_ROOMS_PARAMS } from './spaces-params.ts';

const roomRowId = (room: MeetingRoom) => String(room.id);
const TYPE_OPTIONS = [
  ['1', L.types[1]],
  ['2', L.types[2]],
] as const;

/** /sdr: "Liste des salles de réunion", by site and type; administrators add rooms. */
export function MeetingRoomsPage() {
  const { params, update, control } = useListParams(MEETING_ROOMS_PARAMS);
  const { sdrType, ...rest } = params;
  const rooms = useMeetingRooms({
    ...rest,
    sdrType: sdrType ? (Number(sdrType) as 1 | 2) : undefined,
    itemsPerPage: MEETING_ROOM_PAGE_SIZE,
  });
  const navigate = useNavigate();
  const admin = isAdmin(useCurrentUser().data?.roles ?? []);
  const [adding, setAdding] = useState(false);
  const actions: RowAction<MeetingRoom>[] = [
    { label: L.openSheet, icon: <OpenInNew fontSize="small" />, onClick: (room) => navigate(`/sdr/${room.id}`) },
  ];
  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={MEETING_ROOM_COLUMNS}
      list={rooms}
      getRowId={roomRowId}
      pageSize={MEETING_ROOM_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.search}
      emptyText={L.empty}
      rowActions={actions}
      headerAction={
        admin ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            {L.add}
          </Button>
        ) : undefined
      }
      toolbar={
        <>
          <SiteFilter label={L.fields.espace} allLabel={L.allSites} value={params.espace} onChange={(espace) => update({ espace })} />
          <SelectFilter
            label={L.fields.sdrType}
            value={sdrType}
            options={TYPE_OPTIONS}
            allLabel={L.allTypes}
            minWidth={220}
            onChange={(value) => update({ sdrType: value as '1' | '2' | undefined })}
          />
        </>
      }
    >
      <MeetingRoomCreateDialog open={adding} espace={params.espace} onClose={() => setAdding(false)} />
    </ListScreen>
  );
}
