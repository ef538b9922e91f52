import { isAdmin } from '@hubgrade/domain/auth/roles';
import { MEETING_ROOM_LABELS as L } from '@hubgrade/domain/spaces/labels';
import { MEETING_ROOM_PAGE_SIZE, type MeetingRoom } from '@hubgrade/domain/spaces/schemas';
import { useCurrentUser } from '../../../lib/session.ts';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { SheetListScreen } from '../../../ui/sheet-list-screen.tsx';
import { useMeetingRooms } from '../api/meeting-rooms.ts';
import { MEETING_ROOM_COLUMNS } from './meeting-room-columns.tsx';
import { MeetingRoomCreateDialog } from './meeting-room-dialog.tsx';
import { SiteFilter } from './site-filter.tsx';
import { MEETING_ROOMS_PARAMS } from './spaces-params.ts';

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
  const admin = isAdmin(useCurrentUser().data?.roles ?? []);
  return (
    <SheetListScreen<MeetingRoom>
      labels={L}
      columns={MEETING_ROOM_COLUMNS}
      list={rooms}
      pageSize={MEETING_ROOM_PAGE_SIZE}
      view={{ params, update, control }}
      sheetPath="/sdr"
      canAdd={admin}
      addDialog={(open, onClose) => <MeetingRoomCreateDialog open={open} espace={params.espace} onClose={onClose} />}
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
    />
  );
}
