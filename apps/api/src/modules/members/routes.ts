import type { Role } from '@hubgrade/domain/auth/roles';
import { ZIdParams } from '@hubgrade/domain/common/list';
import { ZMember, ZMemberPatchBody, ZUserBrands } from '@hubgrade/domain/members/schemas';
import type { Module } from '../../lib/context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findMember, findUserBrands } from './queries.ts';
import { patchMember } from './service.ts';

const ADMINS: Role[] = ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND', 'ROLE_ADMIN_OFFICE'];
/** Sales staff read member sheets too (members-bookings-feed §1) but do not change them. */
const STAFF: Role[] = [...ADMINS, 'ROLE_COMMERCIAL'];

export const memberRoutes: Module = async (app, { db }) => {
  app.get(
    '/api/users/:id',
    {
      config: { access: { roles: STAFF, module: 'members' } },
      schema: { tags: ['members'], summary: 'Fiche membre', params: ZIdParams, response: { 200: ZMember } },
    },
    async (request) => findMember(db, currentUser(request), request.params.id),
  );

  app.patch(
    '/api/users/:id',
    {
      config: { access: { roles: ADMINS, module: 'members' } },
      schema: { tags: ['members'], summary: 'Modifier un membre', params: ZIdParams, body: ZMemberPatchBody, response: { 200: ZMember } },
    },
    async (request) => patchMember(db, currentUser(request), request.params.id, request.body.hubgrade_user),
  );

  app.get(
    '/api/users/:id/brands',
    {
      config: { access: { roles: 'authenticated' } },
      schema: { tags: ['members'], summary: 'Marques de l’utilisateur', params: ZIdParams, response: { 200: ZUserBrands } },
    },
    async (request) => findUserBrands(db, currentUser(request), request.params.id),
  );
};
