import { bookingOperations as op } from '@hubgrade/domain/bookings/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { availableRooms, checkQuota } from './availability.ts';
import { calendarFeed, myCalendarFeed, roomCalendarFeed } from './calendar.ts';
import { findOwnMeetingRoomReservation, planning } from './queries.ts';
import {
  cancelMeetingRoomReservation,
  cancelMeetingRoomReservationGroup,
  createMeetingRoomReservation,
  patchMeetingRoomReservation,
  patchMeetingRoomReservationGroup,
} from './service.ts';

/** Meeting-room bookings (members-bookings-feed §2.10–§2.13, §4, §5, §7). */
export const bookingRoutes: Module = async (app, { db, config }) => {
  const noBody = { preValidation: refuseBody };
  route(app, op.planning, (request) => planning(db, currentUser(request), request.params, request.query));
  route(app, op.availableRooms, (request) => availableRooms(db, currentUser(request), request.params.idBrand, request.body));
  route(app, op.checkQuota, (request) => checkQuota(db, currentUser(request), request.params.roomId, request.params.userId, request.query));
  route(app, op.findMeetingRoomReservation, (request) => findOwnMeetingRoomReservation(db, currentUser(request), request.params.id));
  route(app, op.createMeetingRoomReservation, (request) => createMeetingRoomReservation(db, config, currentUser(request), request.body));
  route(app, op.createMeetingRoomReservationForBrand, (request) =>
    createMeetingRoomReservation(db, config, currentUser(request), request.body, request.params.idBrand),
  );
  route(app, op.patchMeetingRoomReservation, (request) =>
    patchMeetingRoomReservation(db, config, currentUser(request), request.params.id, request.body),
  );
  route(app, op.patchMeetingRoomReservationForBrand, (request) =>
    patchMeetingRoomReservation(db, config, currentUser(request), request.params.id, request.body, request.params.idBrand),
  );
  route(app, op.patchMeetingRoomReservationGroup, (request) =>
    patchMeetingRoomReservationGroup(db, config, currentUser(request), request.params.id, request.body),
  );
  route(app, op.patchMeetingRoomReservationGroupForBrand, (request) =>
    patchMeetingRoomReservationGroup(db, config, currentUser(request), request.params.id, request.body, request.params.idBrand),
  );
  route(
    app,
    op.cancelMeetingRoomReservation,
    (request) => cancelMeetingRoomReservation(db, config, currentUser(request), request.params.id),
    noBody,
  );
  route(
    app,
    op.cancelMeetingRoomReservationGroup,
    (request) => cancelMeetingRoomReservationGroup(db, config, currentUser(request), request.params.id),
    noBody,
  );
  route(app, op.myCalendarFeed, (request) => myCalendarFeed(db, config, currentUser(request), false));
  route(app, op.regenerateMyCalendarFeed, (request) => myCalendarFeed(db, config, currentUser(request), true), noBody);
  route(app, op.roomCalendarFeed, (request) => roomCalendarFeed(db, config, currentUser(request), request.params.id, false));
  route(
    app,
    op.regenerateRoomCalendarFeed,
    (request) => roomCalendarFeed(db, config, currentUser(request), request.params.id, true),
    noBody,
  );
  route(app, op.calendarFeed, async (request, reply) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .header('x-robots-tag', 'noindex')
      .send(await calendarFeed(db, request.params.token)),
  );
};
