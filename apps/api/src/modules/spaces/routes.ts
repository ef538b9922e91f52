import { spaceOperations as op } from '@hubgrade/domain/spaces/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findCoworkingSpaceSheet, listCoworkingSpaces } from './coworking-queries.ts';
import { createCoworkingSpace, patchCoworkingSpace } from './coworking-service.ts';
import { findMeetingRoom, listMeetingRoomSetUps, listMeetingRooms } from './queries.ts';
import { createMeetingRoom, patchMeetingRoom } from './service.ts';
import { findSite, listSites } from './site-queries.ts';
import { createSite, patchSite, setSitePhotos } from './site-service.ts';

export const spaceRoutes: Module = async (app, { db }) => {
  route(app, op.list, (request) => listSites(db, currentUser(request), request.query));
  route(app, op.find, (request) => findSite(db, currentUser(request), request.params.id));
  route(app, op.create, (request) => createSite(db, currentUser(request), request.body));
  route(app, op.patch, (request) => patchSite(db, currentUser(request), request.params.id, request.body));
  route(app, op.setPhotos, (request) => setSitePhotos(db, currentUser(request), request.params.id, request.body.uploadIds));
  route(app, op.listMeetingRooms, (request) => listMeetingRooms(db, currentUser(request), request.query));
  route(app, op.meetingRoomSetUps, (request) => listMeetingRoomSetUps(db, currentUser(request)));
  route(app, op.findMeetingRoom, (request) => findMeetingRoom(db, currentUser(request), request.params.id));
  route(app, op.createMeetingRoom, (request) => createMeetingRoom(db, currentUser(request), request.body));
  route(app, op.patchMeetingRoom, (request) => patchMeetingRoom(db, currentUser(request), request.params.id, request.body));
  route(app, op.listCoworkingSpaces, (request) => listCoworkingSpaces(db, currentUser(request), request.query));
  route(app, op.findCoworkingSpace, (request) => findCoworkingSpaceSheet(db, currentUser(request), request.params.id));
  route(app, op.createCoworkingSpace, (request) => createCoworkingSpace(db, currentUser(request), request.body));
  route(app, op.patchCoworkingSpace, (request) => patchCoworkingSpace(db, currentUser(request), request.params.id, request.body));
};
