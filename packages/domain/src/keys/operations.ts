import { ADMIN_ROLES, STAFF_ROLES } from '../auth/roles.ts';
import { ZIdParams } from '../common/list.ts';
import { operations } from '../common/operation.ts';
import { ZNoContent } from '../common/schemas.ts';
import {
  ZKeyAssignment,
  ZKeyAssignmentBody,
  ZKeyAssignmentList,
  ZKeyAssignmentQuery,
  ZKeyMemberOptions,
  ZKeyMemberQuery,
  ZKeyReturnBody,
  ZKeyTariff,
  ZKeyTariffBody,
  ZKeyTariffList,
  ZKeyTariffOptions,
  ZKeyTariffPatch,
  ZKeyTariffQuery,
} from './schemas.ts';

/** Staff read the price list and who holds what; administrators change them (module "keys", spec shell §6). */
const read = { roles: STAFF_ROLES, module: 'keys' } as const;
const write = { roles: ADMIN_ROLES, module: 'keys' } as const;

/** Key and badge tariffs (members-bookings-feed §2.6, §7) and their assignments to members. */
export const keyOperations = operations('keys', {
  listTariffs: {
    method: 'GET',
    path: '/api/key_tarif',
    summary: 'Tarifs des clés et badges',
    access: read,
    query: ZKeyTariffQuery,
    response: ZKeyTariffList,
  },
  tariffOptions: {
    method: 'GET',
    path: '/api/key_tarif/options',
    summary: 'Lieux et types de clés proposés',
    access: read,
    response: ZKeyTariffOptions,
  },
  findTariff: {
    method: 'GET',
    path: '/api/key_tarif/:id',
    summary: 'Fiche d’une clé / badge',
    access: read,
    params: ZIdParams,
    response: ZKeyTariff,
  },
  createTariff: {
    method: 'POST',
    path: '/api/key_tarif',
    summary: 'Ajouter une clé / badge',
    access: write,
    body: ZKeyTariffBody,
    response: ZKeyTariff,
    status: 201,
  },
  patchTariff: {
    method: 'PATCH',
    path: '/api/patch/key_tarif/:id',
    summary: 'Modifier une clé / badge',
    access: write,
    params: ZIdParams,
    body: ZKeyTariffPatch,
    response: ZKeyTariff,
  },
  deleteTariff: {
    method: 'DELETE',
    path: '/api/key_tarif/:id',
    summary: 'Supprimer une clé / badge',
    access: write,
    params: ZIdParams,
    response: ZNoContent,
    status: 204,
  },
  listAssignments: {
    method: 'GET',
    path: '/api/key_tarif/:id/assignments',
    summary: 'Attributions d’une clé / badge',
    access: read,
    params: ZIdParams,
    query: ZKeyAssignmentQuery,
    response: ZKeyAssignmentList,
  },
  memberOptions: {
    method: 'GET',
    path: '/api/key_tarif/:id/members',
    summary: 'Membres à qui attribuer une clé / badge',
    access: read,
    params: ZIdParams,
    query: ZKeyMemberQuery,
    response: ZKeyMemberOptions,
  },
  assignKey: {
    method: 'POST',
    path: '/api/key_tarif/:id/assignments',
    summary: 'Attribuer une clé / badge à un membre',
    access: write,
    params: ZIdParams,
    body: ZKeyAssignmentBody,
    response: ZKeyAssignment,
    status: 201,
  },
  returnKey: {
    method: 'POST',
    path: '/api/key_assignments/:id/return',
    summary: 'Marquer une clé / badge rendue',
    access: write,
    params: ZIdParams,
    body: ZKeyReturnBody,
    response: ZKeyAssignment,
  },
});
