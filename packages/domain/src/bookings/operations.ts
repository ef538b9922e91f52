import { ZIdParams } from '../common/list.ts';
import { operations } from '../common/operation.ts';
import { ZMeetingRoomReservation, ZMeetingRoomReservationBody } from './schemas.ts';

/**
 * Any signed-in user: a member books for themselves, staff for any user of their scope; the
 * service applies who may book for whom and the brand's "sdr" module.
 */
const signedIn = { roles: 'authenticated' } as const;

/** Meeting-room bookings (members-bookings-feed §2.10, §4, §5, §7). */
export const bookingOperations = operations('bookings', {
  createMeetingRoomReservation: {
    method: 'POST',
    path: '/api/sdr-reservation',
    summary: 'Réserver une salle de réunion',
    access: signedIn,
    body: ZMeetingRoomReservationBody,
    response: ZMeetingRoomReservation,
    status: 201,
  },
  cancelMeetingRoomReservation: {
    method: 'POST',
    path: '/api/sdr-reservation/:id/cancel',
    summary: 'Annuler une réservation de salle de réunion',
    access: signedIn,
    params: ZIdParams,
    response: ZMeetingRoomReservation,
  },
});
