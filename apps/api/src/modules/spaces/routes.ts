import { spaceOperations as op } from '@hubgrade/domain/spaces/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findMeetingRoom, findSpace, listMeetingRoomSetUps, listMeetingRooms } from './queries.ts';
import { createMeetingRoom, patchMeetingRoom } from './service.ts';

export const spaceRoutes: Module = async (app, { db }) => {
  route(app, op.find, (request) => findSpace(db, currentUser(request), request.params.id));
  route(app, op.listMeetingRooms, (request) => listMeetingRooms(db, currentUser(request), request.query));
  route(app, op.meetingRoomSetUps, (request) => listMeetingRoomSetUps(db, currentUser(request)));
  route(app, op.findMeetingRoom, (request) => findMeetingRoom(db, currentUser(request), request.params.id));
  route(app, op.createMeetingRoom, (request) => createMeetingRoom(db, currentUser(request), request.body));
  route(app, op.patchMeetingRoom, (request) => patchMeetingRoom(db, currentUser(request), request.params.id, request.body));
};
