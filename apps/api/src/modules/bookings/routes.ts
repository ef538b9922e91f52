import { bookingOperations as op } from '@hubgrade/domain/bookings/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { cancelMeetingRoomReservation, createMeetingRoomReservation } from './service.ts';

/** Meeting-room bookings (members-bookings-feed §2.10, §4, §5, §7). */
export const bookingRoutes: Module = async (app, { db }) => {
  route(app, op.createMeetingRoomReservation, (request) => createMeetingRoomReservation(db, currentUser(request), request.body));
  route(app, op.cancelMeetingRoomReservation, (request) => cancelMeetingRoomReservation(db, currentUser(request), request.params.id), {
    preValidation: refuseBody,
  });
};
