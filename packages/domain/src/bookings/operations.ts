import { STAFF_ROLES } from '../auth/roles.ts';
import { ZIdParams } from '../common/list.ts';
import { operations } from '../common/operation.ts';
import {
  ZAvailabilityBody,
  ZAvailabilityParams,
  ZAvailableRooms,
  ZBrandParams,
  ZCalendarFeed,
  ZCalendarText,
  ZCalendarTokenParams,
  ZIdBrandParams,
  ZMeetingRoomReservation,
  ZMeetingRoomReservationBody,
  ZMeetingRoomSaveAnswer,
  ZPlanning,
  ZPlanningParams,
  ZPlanningQuery,
  ZQuotaCheck,
  ZQuotaParams,
  ZQuotaQuery,
} from './schemas.ts';

/**
 * Any signed-in user: a member books for themselves, staff for any user of their scope. The
 * service applies who may book, see and change what, and the brand's "sdr" module (which the
 * policy's `module` would check for administrators only, hiding the calls from members).
 */
const signedIn = { roles: 'authenticated' } as const;
const staff = { roles: STAFF_ROLES, module: 'sdr' } as const;

const saveRefusals = {
  404: 'Réservation, salle ou marque hors de votre périmètre',
  409: 'Créneau déjà réservé, quota ou crédits dépassés (réservation unique), réservation annulée ou commencée',
} as const;

const create = {
  method: 'POST',
  summary: 'Réserver une salle de réunion, une fois ou en récurrence',
  description:
    'Chaque date d’une récurrence est vérifiée ; celles refusées sont rendues dans `instances` (noDispo, noQuota, noCredit, afterBookingEnd) et aucune n’est écrite, les autres le sont en une transaction.',
  access: signedIn,
  body: ZMeetingRoomReservationBody,
  response: ZMeetingRoomSaveAnswer,
  status: 201,
  refusals: saveRefusals,
} as const;

const patchOne = {
  method: 'PATCH',
  summary: 'Modifier cet événement uniquement',
  access: signedIn,
  body: ZMeetingRoomReservationBody,
  response: ZMeetingRoomSaveAnswer,
  refusals: saveRefusals,
} as const;

const patchFollowing = {
  ...patchOne,
  summary: 'Modifier cet événement et les suivants',
  description:
    'Les réservations à venir de la récurrence à partir de celle-ci sont annulées et remplacées par la récurrence envoyée (ou par cette seule réservation quand `frequency` vaut false).',
} as const;

/** Meeting-room bookings (members-bookings-feed §2.10–§2.13, §4, §5, §7). */
export const bookingOperations = operations('bookings', {
  planning: {
    method: 'GET',
    path: '/api/specific/sdr-reservation/:date/:viewType/:idBrand/true',
    summary: 'Planning des salles de réunion (jour, semaine, mois)',
    description:
      'Les salles réservables en colonnes et les réservations de la période, heure de Paris, semaines du lundi. La réservation privée d’un autre membre est rendue occupée, sans objet ni invités.',
    access: signedIn,
    params: ZPlanningParams,
    query: ZPlanningQuery,
    response: ZPlanning,
    refusals: { 404: 'Marque hors de votre périmètre' },
  },
  availableRooms: {
    method: 'POST',
    path: '/api/dispo/brand/:idBrand/sdr',
    summary: 'Salles de réunion libres sur un créneau',
    access: signedIn,
    params: ZAvailabilityParams,
    body: ZAvailabilityBody,
    response: ZAvailableRooms,
    refusals: { 404: 'Marque hors de votre périmètre' },
  },
  checkQuota: {
    method: 'GET',
    path: '/api/sdr-reservation/check-quota/:roomId/:userId',
    summary: 'Vérifier le quota et les crédits d’un utilisateur pour une réservation',
    access: signedIn,
    params: ZQuotaParams,
    query: ZQuotaQuery,
    response: ZQuotaCheck,
    refusals: { 404: 'Salle ou utilisateur introuvable' },
  },
  findMeetingRoomReservation: {
    method: 'GET',
    path: '/api/sdr-reservation/:id',
    summary: 'Réservation de salle de réunion (modification)',
    access: signedIn,
    params: ZIdParams,
    response: ZMeetingRoomReservation,
    refusals: { 404: 'Réservation hors de votre périmètre' },
  },
  createMeetingRoomReservation: { ...create, path: '/api/sdr-reservation' },
  createMeetingRoomReservationForBrand: {
    ...create,
    path: '/api/sdr-reservation/:idBrand',
    summary: 'Réserver une salle de réunion d’une marque',
    params: ZBrandParams,
  },
  patchMeetingRoomReservation: { ...patchOne, path: '/api/patch/sdr-reservation/:id', params: ZIdParams },
  patchMeetingRoomReservationForBrand: { ...patchOne, path: '/api/patch/sdr-reservation/:id/:idBrand', params: ZIdBrandParams },
  patchMeetingRoomReservationGroup: { ...patchFollowing, path: '/api/patch/sdr-reservation/:id/group', params: ZIdParams },
  patchMeetingRoomReservationGroupForBrand: {
    ...patchFollowing,
    path: '/api/patch/sdr-reservation/:id/:idBrand/group',
    params: ZIdBrandParams,
  },
  cancelMeetingRoomReservation: {
    method: 'POST',
    path: '/api/sdr-reservation/:id/cancel',
    summary: 'Annuler cet événement uniquement',
    access: signedIn,
    params: ZIdParams,
    response: ZMeetingRoomReservation,
    refusals: { 404: 'Réservation hors de votre périmètre', 409: 'Réservation déjà annulée, commencée ou terminée' },
  },
  cancelMeetingRoomReservationGroup: {
    method: 'POST',
    path: '/api/sdr-reservation/:id/cancel/group',
    summary: 'Annuler cet événement et les suivants',
    access: signedIn,
    params: ZIdParams,
    response: ZMeetingRoomReservation,
    refusals: { 404: 'Réservation hors de votre périmètre', 409: 'Réservation déjà annulée, commencée ou hors récurrence' },
  },
  myCalendarFeed: {
    method: 'GET',
    path: '/api/sdr-reservation/calendar-feed',
    summary: 'Adresse secrète de l’agenda de mes réservations',
    access: signedIn,
    response: ZCalendarFeed,
  },
  regenerateMyCalendarFeed: {
    method: 'POST',
    path: '/api/sdr-reservation/calendar-feed',
    summary: 'Nouvelle adresse secrète de l’agenda de mes réservations (l’ancienne cesse de fonctionner)',
    access: signedIn,
    response: ZCalendarFeed,
  },
  roomCalendarFeed: {
    method: 'GET',
    path: '/api/sdr/:id/calendar-feed',
    summary: 'Adresse secrète de l’agenda d’une salle de réunion',
    access: staff,
    params: ZIdParams,
    response: ZCalendarFeed,
    refusals: { 404: 'Salle hors de votre périmètre' },
  },
  regenerateRoomCalendarFeed: {
    method: 'POST',
    path: '/api/sdr/:id/calendar-feed',
    summary: 'Nouvelle adresse secrète de l’agenda d’une salle de réunion',
    access: staff,
    params: ZIdParams,
    response: ZCalendarFeed,
    refusals: { 404: 'Salle hors de votre périmètre' },
  },
  calendarFeed: {
    method: 'GET',
    path: '/api/calendar/sdr/:token',
    summary: 'Agenda iCalendar d’un membre ou d’une salle (adresse secrète, sans connexion)',
    access: { public: true },
    params: ZCalendarTokenParams,
    response: ZCalendarText,
    refusals: { 404: 'Adresse inconnue ou remplacée' },
  },
});
