import { ZIdParams } from '../common/list.ts';
import { operations } from '../common/operation.ts';
import {
  ZOpenSpaceBody,
  ZOpenSpaceParams,
  ZOpenSpaces,
  ZWorkstationPlanning,
  ZWorkstationPlanningQuery,
  ZWorkstationReservation,
  ZWorkstationReservationBody,
} from './schemas.ts';

/**
 * Any signed-in user: a member books for themselves, staff for any member of their scope; the
 * service applies who books for whom and the brand's "reservationPosteDeTravail" module.
 */
const signedIn = { roles: 'authenticated' } as const;

/** Workstation bookings in coworking spaces (members-bookings-feed §2.8, §4, §5, §7). */
export const workstationOperations = operations('workstations', {
  openSpaces: {
    method: 'POST',
    path: '/api/dispo/brand/:brand/open-space',
    summary: 'Espaces de coworking et places restantes sur un créneau',
    access: signedIn,
    params: ZOpenSpaceParams,
    body: ZOpenSpaceBody,
    response: ZOpenSpaces,
  },
  planning: {
    method: 'GET',
    path: '/api/poste-de-travail/planning',
    summary: 'Planning des postes de travail: places prises par espace et par jour, réservations',
    access: signedIn,
    query: ZWorkstationPlanningQuery,
    response: ZWorkstationPlanning,
  },
  findReservation: {
    method: 'GET',
    path: '/api/poste-de-travail/:id',
    summary: 'Une réservation de poste de travail',
    access: signedIn,
    params: ZIdParams,
    response: ZWorkstationReservation,
  },
  createReservation: {
    method: 'POST',
    path: '/api/poste-de-travail',
    summary: 'Réserver un poste de travail',
    access: signedIn,
    body: ZWorkstationReservationBody,
    response: ZWorkstationReservation,
    status: 201,
    refusals: { 409: 'Crédits insuffisants pour cette réservation, ou plus assez de places ce jour-là' },
  },
  patchReservation: {
    method: 'PATCH',
    path: '/api/patch/poste-de-travail/:id',
    summary: 'Modifier une réservation de poste de travail (date, heures, invités, membre, espace)',
    access: signedIn,
    params: ZIdParams,
    body: ZWorkstationReservationBody,
    response: ZWorkstationReservation,
    refusals: { 409: 'Crédits insuffisants, plus assez de places ce jour-là, ou réservation annulée ou passée' },
  },
  cancelReservation: {
    method: 'POST',
    path: '/api/poste-de-travail/:id/cancel',
    summary: 'Annuler une réservation de poste de travail (crédits rendus avant le jour réservé)',
    access: signedIn,
    params: ZIdParams,
    response: ZWorkstationReservation,
    refusals: { 409: 'Réservation déjà annulée ou passée' },
  },
});
