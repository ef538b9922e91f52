import { ADMIN_ROLES, STAFF_ROLES } from '@hubgrade/domain/auth/roles';
import { ZIdParams } from '@hubgrade/domain/common/list';
import { ZMember, ZMemberPatchBody, ZUserBrands } from '@hubgrade/domain/members/schemas';
import type { Module } from '../../lib/context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findMember, findUserBrands } from './queries.ts';
import { patchMember } from './service.ts';

export const memberRoutes: Module = async (app, { db }) => {
  app.get(
    '/api/users/:id',
    {
      config: { access: { roles: STAFF_ROLES, module: 'members' } },
      schema: { tags: ['members'], summary: 'Fiche membre', params: ZIdParams, response: { 200: ZMember } },
    },
    async (request) => findMember(db, currentUser(request), request.params.id),
  );

  app.patch(
    '/api/users/:id',
    {
      config: { access: { roles: ADMIN_ROLES, module: 'members' } },
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
