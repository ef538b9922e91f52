import { ADMIN_ROLES } from '../auth/roles.ts';
import { ZIdParams } from '../common/list.ts';
import { operations } from '../common/operation.ts';
import { ZNoContent } from '../common/schemas.ts';
import {
  ZDispoParams,
  ZTerrace,
  ZTerraceDay,
  ZTerraceDayQuery,
  ZTerraceDispo,
  ZTerraceDispoBody,
  ZTerraceList,
  ZTerracePatch,
  ZTerraceReservation,
  ZTerraceReservationBody,
  ZTerraceRestriction,
  ZTerraceRestrictionBody,
  ZTerraceRestrictionParams,
} from './schemas.ts';

/**
 * Any signed-in user of a brand with the "terrasse" module: members read their brand's terraces
 * and book for themselves; the service applies the module and who may book for whom.
 */
const signedIn = { roles: 'authenticated' } as const;
/** Administrators change the settings, closures and capacity changes (module "terrasse", spec shell §6). */
const admins = { roles: ADMIN_ROLES, module: 'terrasse' } as const;

/** The terrace of a site and its bookings (members-bookings-feed §2.9, §3, §5, §7). */
export const terraceOperations = operations('terrace', {
  list: {
    method: 'GET',
    path: '/api/terrasse',
    summary: 'Terrasses des espaces',
    access: signedIn,
    response: ZTerraceList,
  },
  find: {
    method: 'GET',
    path: '/api/terrasse/:id',
    summary: 'Réglages d’une terrasse, ses fermetures et changements de capacité à venir',
    access: signedIn,
    params: ZIdParams,
    response: ZTerrace,
  },
  patch: {
    method: 'PATCH',
    path: '/api/patch/terrasse/:id',
    summary: 'Modifier les réglages d’une terrasse',
    access: admins,
    params: ZIdParams,
    body: ZTerracePatch,
    response: ZTerrace,
  },
  addRestriction: {
    method: 'POST',
    path: '/api/terrasse/:id/restrictions',
    summary: 'Ajouter une fermeture ou un changement de capacité',
    access: admins,
    params: ZIdParams,
    body: ZTerraceRestrictionBody,
    response: ZTerraceRestriction,
    status: 201,
  },
  removeRestriction: {
    method: 'DELETE',
    path: '/api/terrasse/:id/restrictions/:restrictionId',
    summary: 'Supprimer une fermeture ou un changement de capacité',
    access: admins,
    params: ZTerraceRestrictionParams,
    response: ZNoContent,
    status: 204,
  },
  dispo: {
    method: 'POST',
    path: '/api/dispo/brand/:brand/terrasse',
    summary: 'Disponibilité de la terrasse sur un créneau',
    access: signedIn,
    params: ZDispoParams,
    body: ZTerraceDispoBody,
    response: ZTerraceDispo,
  },
  day: {
    method: 'GET',
    path: '/api/terrasse/:id/reservations',
    summary: 'Réservations de la terrasse sur un jour',
    access: signedIn,
    params: ZIdParams,
    query: ZTerraceDayQuery,
    response: ZTerraceDay,
  },
  createReservation: {
    method: 'POST',
    path: '/api/terrasse/reservation',
    summary: 'Réserver la terrasse',
    access: signedIn,
    body: ZTerraceReservationBody,
    response: ZTerraceReservation,
    status: 201,
    refusals: { 409: 'La terrasse est complète ou fermée sur ce créneau.' },
  },
  patchReservation: {
    method: 'PATCH',
    path: '/api/patch/terrasse/reservation/:id',
    summary: 'Modifier une réservation de la terrasse (date, heures, invités, utilisateur)',
    access: signedIn,
    params: ZIdParams,
    body: ZTerraceReservationBody,
    response: ZTerraceReservation,
    refusals: { 409: 'La terrasse est complète ou fermée sur ce créneau, crédits insuffisants, ou réservation annulée ou passée.' },
  },
  cancelReservation: {
    method: 'POST',
    path: '/api/terrasse/reservation/:id/cancel',
    summary: 'Annuler une réservation de la terrasse',
    access: signedIn,
    params: ZIdParams,
    response: ZTerraceReservation,
  },
});
