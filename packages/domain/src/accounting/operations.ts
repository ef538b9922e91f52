import { STAFF_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import {
  ZFecFile,
  ZFecQuery,
  ZFecYears,
  ZFecYearsQuery,
  ZOperation,
  ZOperationList,
  ZOperationParams,
  ZOperationQuery,
  ZReverseBody,
} from './schemas.ts';

/**
 * The accounting journal (shell §2.1 /operations, members-bookings-feed §4): the super
 * administrator, and staff holding the "operation" right (the API refuses others with 403),
 * within their brand scope.
 */
const journal = { roles: STAFF_ROLES, module: 'billing' } as const;

export const accountingOperations = operations('accounting', {
  list: {
    method: 'GET',
    path: '/api/operations',
    summary: 'Opérations comptables',
    access: journal,
    query: ZOperationQuery,
    response: ZOperationList,
  },
  fecYears: {
    method: 'GET',
    path: '/api/operations/fec/years',
    summary: 'Exercices proposés à l’export FEC',
    access: journal,
    query: ZFecYearsQuery,
    response: ZFecYears,
  },
  fec: {
    method: 'GET',
    path: '/api/operations/fec',
    summary: 'Fichier des écritures comptables (FEC) d’un exercice',
    description:
      'Article A47 A-1 du LPF : 18 colonnes séparées par des tabulations, une ligne par écriture, nommé {SIREN}FEC{AAAAMMJJ}.txt.',
    access: journal,
    query: ZFecQuery,
    response: ZFecFile,
    refusals: { 404: 'Marque inconnue ou hors de portée', 409: 'SIREN de la marque non renseigné' },
  },
  find: {
    method: 'GET',
    path: '/api/operations/:id',
    summary: 'Fiche d’une opération et ses écritures',
    access: journal,
    params: ZOperationParams,
    response: ZOperation,
    refusals: { 404: 'Opération inconnue ou d’une autre marque' },
  },
  reverse: {
    method: 'POST',
    path: '/api/operations/:id/reverse',
    summary: 'Extourner une opération',
    access: journal,
    params: ZOperationParams,
    body: ZReverseBody,
    response: ZOperation,
    status: 201,
    refusals: { 404: 'Opération inconnue ou d’une autre marque', 409: 'Opération déjà extournée, ou elle-même une extourne' },
  },
});
