import { ADMIN_ROLES, STAFF_ROLES } from '../auth/roles.ts';
import { ZIdParams } from '../common/list.ts';
import { operations } from '../common/operation.ts';
import {
  ZMeetingRoom,
  ZMeetingRoomBody,
  ZMeetingRoomList,
  ZMeetingRoomPatch,
  ZMeetingRoomQuery,
  ZMeetingRoomSetUps,
  ZSpace,
} from './schemas.ts';

/** Staff read the meeting rooms, administrators change them (module "sdr", spec shell §6). */
const roomRead = { roles: STAFF_ROLES, module: 'sdr' } as const;
const roomWrite = { roles: ADMIN_ROLES, module: 'sdr' } as const;

/** Sites ("espaces", tables-and-sheets §2), a module a brand can switch off. */
export const spaceOperations = operations('spaces', {
  find: {
    method: 'GET',
    path: '/api/espaces/:id',
    summary: 'Fiche espace',
    access: { roles: STAFF_ROLES, module: 'espaces' },
    params: ZIdParams,
    response: ZSpace,
  },
  listMeetingRooms: {
    method: 'GET',
    path: '/api/sdr',
    summary: 'Liste des salles de réunion',
    access: roomRead,
    query: ZMeetingRoomQuery,
    response: ZMeetingRoomList,
  },
  meetingRoomSetUps: {
    method: 'GET',
    path: '/api/sdr-setup',
    summary: 'Dispositions des salles de réunion',
    access: roomRead,
    response: ZMeetingRoomSetUps,
  },
  findMeetingRoom: {
    method: 'GET',
    path: '/api/sdr/:id',
    summary: 'Fiche d’une salle de réunion',
    access: roomRead,
    params: ZIdParams,
    response: ZMeetingRoom,
  },
  createMeetingRoom: {
    method: 'POST',
    path: '/api/sdr',
    summary: 'Ajouter une salle de réunion',
    access: roomWrite,
    body: ZMeetingRoomBody,
    response: ZMeetingRoom,
    status: 201,
  },
  patchMeetingRoom: {
    method: 'PATCH',
    path: '/api/patch/sdr/:id',
    summary: 'Modifier une salle de réunion',
    access: roomWrite,
    params: ZIdParams,
    body: ZMeetingRoomPatch,
    response: ZMeetingRoom,
  },
});
