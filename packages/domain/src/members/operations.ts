import { ADMIN_ROLES, STAFF_ROLES } from '../auth/roles.ts';
import { ZIdParams } from '../common/list.ts';
import { operations } from '../common/operation.ts';
import { ZNoContent } from '../common/schemas.ts';
import {
  ZAccessAnswer,
  ZAccessBody,
  ZAccessCompanyAnswer,
  ZBookableUsers,
  ZBookableUsersParams,
  ZBookableUsersQuery,
  ZIncomingAnswer,
  ZIncomingBody,
  ZMember,
  ZMemberList,
  ZMemberOverview,
  ZMemberPatchBody,
  ZMemberQuery,
  ZRolesBody,
  ZShoppingRightsAnswer,
  ZUserBrands,
} from './schemas.ts';

/** Staff read and open the member tables; administrators change members (module "members", spec shell §6). */
const staff = { roles: STAFF_ROLES, module: 'members' } as const;
const admins = { roles: ADMIN_ROLES, module: 'members' } as const;
/** Roles are a super administrator's to change. */
const superAdmins = { roles: ['ROLE_ADMIN'], module: 'members' } as const;

/** The user tables and the member sheet (members-bookings-feed §2.2–§2.4, §2.17, §7). */
export const memberOperations = operations('members', {
  listMembers: {
    method: 'GET',
    path: '/api/users',
    summary: 'Liste des membres',
    access: staff,
    query: ZMemberQuery,
    response: ZMemberList,
  },
  findMember: {
    method: 'GET',
    path: '/api/users/:id',
    summary: 'Fiche membre',
    access: staff,
    params: ZIdParams,
    response: ZMember,
  },
  memberOverview: {
    method: 'GET',
    path: '/api/users/:id/overview',
    summary: 'Détail d’un membre dans la liste',
    access: staff,
    params: ZIdParams,
    response: ZMemberOverview,
  },
  patchMember: {
    method: 'PATCH',
    path: '/api/users/:id',
    summary: 'Modifier un membre',
    access: admins,
    params: ZIdParams,
    body: ZMemberPatchBody,
    response: ZMember,
  },
  disableMember: {
    method: 'POST',
    path: '/api/users/:id/disable',
    summary: 'Désactiver le compte d’un membre (ses sessions prennent fin)',
    access: admins,
    params: ZIdParams,
    response: ZMember,
  },
  setRoles: {
    method: 'PUT',
    path: '/api/users/:id/roles',
    summary: 'Modifier les rôles d’un membre',
    access: superAdmins,
    params: ZIdParams,
    body: ZRolesBody,
    response: ZMember,
  },
  deleteMember: {
    method: 'DELETE',
    path: '/api/users/:id',
    summary: 'Supprimer un membre',
    access: admins,
    params: ZIdParams,
    response: ZNoContent,
    status: 204,
  },
  toggleAccessCompany: {
    method: 'PATCH',
    path: '/api/accessCompany/user/:id',
    summary: 'Autoriser ou retirer la gestion d’employés',
    access: admins,
    params: ZIdParams,
    response: ZAccessCompanyAnswer,
  },
  toggleShoppingRights: {
    method: 'PATCH',
    path: '/api/shoppingRights/user/:id',
    summary: 'Autoriser ou retirer les achats entreprise sans validation',
    access: admins,
    params: ZIdParams,
    response: ZShoppingRightsAnswer,
  },
  patchAccess: {
    method: 'PATCH',
    path: '/api/access',
    summary: 'Droits de consultations d’un membre',
    access: staff,
    body: ZAccessBody,
    response: ZAccessAnswer,
  },
  validateIncoming: {
    method: 'POST',
    path: '/api/users/incoming/validate',
    summary: 'Valider des nouveaux collaborateurs',
    access: admins,
    body: ZIncomingBody,
    response: ZIncomingAnswer,
  },
  refuseIncoming: {
    method: 'POST',
    path: '/api/users/incoming/refuse',
    summary: 'Refuser des nouveaux collaborateurs',
    access: admins,
    body: ZIncomingBody,
    response: ZIncomingAnswer,
  },
  userBrands: {
    method: 'GET',
    path: '/api/users/:id/brands',
    summary: 'Marques de l’utilisateur',
    access: { roles: 'authenticated' },
    params: ZIdParams,
    response: ZUserBrands,
  },
  bookableUsers: {
    method: 'GET',
    path: '/api/brand/:brandId/users',
    summary: 'Utilisateurs pour qui réserver (salle, poste, terrasse) : sa propre portée (`true`) ou une marque',
    access: { roles: 'authenticated' },
    params: ZBookableUsersParams,
    query: ZBookableUsersQuery,
    response: ZBookableUsers,
  },
});
