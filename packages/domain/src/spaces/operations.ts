import { ADMIN_ROLES, STAFF_ROLES } from '../auth/roles.ts';
import { ZIdParams } from '../common/list.ts';
import { operations } from '../common/operation.ts';
import {
  ZCoworkingSpace,
  ZCoworkingSpaceBody,
  ZCoworkingSpaceList,
  ZCoworkingSpacePatch,
  ZCoworkingSpaceQuery,
  ZCoworkingSpaceSheet,
} from './coworking-schemas.ts';
import { ZMeetingRoom, ZMeetingRoomBody, ZMeetingRoomList, ZMeetingRoomPatch, ZMeetingRoomQuery, ZMeetingRoomSetUps } from './schemas.ts';
import { ZSpace, ZSpaceBody, ZSpaceList, ZSpacePatch, ZSpacePhotos, ZSpacePhotosBody, ZSpaceQuery } from './site-schemas.ts';

/** Staff read the sites, meeting rooms and coworking spaces, administrators change them (spec shell §6). */
const siteRead = { roles: STAFF_ROLES, module: 'espaces' } as const;
const siteWrite = { roles: ADMIN_ROLES, module: 'espaces' } as const;
const roomRead = { roles: STAFF_ROLES, module: 'sdr' } as const;
const roomWrite = { roles: ADMIN_ROLES, module: 'sdr' } as const;
/** Coworking spaces are let by the workstation module ("posteDeTravail"), as their contracts and bookings. */
const coworkingRead = { roles: STAFF_ROLES, module: 'posteDeTravail' } as const;
const coworkingWrite = { roles: ADMIN_ROLES, module: 'posteDeTravail' } as const;

/** Sites ("espaces", tables-and-sheets §2), their meeting rooms and coworking spaces. */
export const spaceOperations = operations('spaces', {
  list: {
    method: 'GET',
    path: '/api/espaces',
    summary: 'Liste des espaces',
    access: siteRead,
    query: ZSpaceQuery,
    response: ZSpaceList,
  },
  find: {
    method: 'GET',
    path: '/api/espaces/:id',
    summary: 'Fiche espace',
    access: siteRead,
    params: ZIdParams,
    response: ZSpace,
  },
  create: {
    method: 'POST',
    path: '/api/espaces',
    summary: 'Ajouter un espace',
    access: siteWrite,
    body: ZSpaceBody,
    response: ZSpace,
    status: 201,
  },
  patch: {
    method: 'PATCH',
    path: '/api/patch/espaces/:id',
    summary: 'Modifier un espace',
    access: siteWrite,
    params: ZIdParams,
    body: ZSpacePatch,
    response: ZSpace,
  },
  setPhotos: {
    method: 'PUT',
    path: '/api/espaces/:id/photos',
    summary: 'Photos d’un espace',
    access: siteWrite,
    params: ZIdParams,
    body: ZSpacePhotosBody,
    response: ZSpacePhotos,
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
  listCoworkingSpaces: {
    method: 'GET',
    path: '/api/coworking',
    summary: 'Liste des espaces de coworking',
    access: coworkingRead,
    query: ZCoworkingSpaceQuery,
    response: ZCoworkingSpaceList,
  },
  findCoworkingSpace: {
    method: 'GET',
    path: '/api/coworking/:id',
    summary: 'Fiche d’un espace de coworking',
    access: coworkingRead,
    params: ZIdParams,
    response: ZCoworkingSpaceSheet,
  },
  createCoworkingSpace: {
    method: 'POST',
    path: '/api/coworking',
    summary: 'Ajouter un espace de coworking',
    access: coworkingWrite,
    body: ZCoworkingSpaceBody,
    response: ZCoworkingSpace,
    status: 201,
  },
  patchCoworkingSpace: {
    method: 'PATCH',
    path: '/api/patch/coworking/:id',
    summary: 'Modifier un espace de coworking',
    access: coworkingWrite,
    params: ZIdParams,
    body: ZCoworkingSpacePatch,
    response: ZCoworkingSpace,
  },
});
