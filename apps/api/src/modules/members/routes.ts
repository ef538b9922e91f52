import { ADMIN_ROLES, STAFF_ROLES } from '@hubgrade/domain/auth/roles';
import { ZIdParams } from '@hubgrade/domain/common/list';
import {
  ZAccessAnswer,
  ZAccessBody,
  ZAccessCompanyAnswer,
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
} from '@hubgrade/domain/members/schemas';
import { z } from 'zod';
import type { Module } from '../../lib/context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { patchAccess, toggleFlag } from './company-flags.ts';
import { refuseIncoming, validateIncoming } from './incoming.ts';
import { listMembers } from './list.ts';
import { findMember, findMemberOverview, findUserBrands } from './queries.ts';
import { deleteMember } from './removal.ts';
import { setRoles } from './roles.ts';
import { patchMember } from './service.ts';

const tags = ['members'];
const staff = { access: { roles: STAFF_ROLES, module: 'members' } } as const;
const admins = { access: { roles: ADMIN_ROLES, module: 'members' } } as const;

export const memberRoutes: Module = async (app, { db, config }) => {
  app.get(
    '/api/users',
    { config: staff, schema: { tags, summary: 'Liste des membres', querystring: ZMemberQuery, response: { 200: ZMemberList } } },
    async (request) => listMembers(db, currentUser(request), request.query),
  );

  app.get(
    '/api/users/:id',
    { config: staff, schema: { tags, summary: 'Fiche membre', params: ZIdParams, response: { 200: ZMember } } },
    async (request) => findMember(db, currentUser(request), request.params.id),
  );

  app.get(
    '/api/users/:id/overview',
    {
      config: staff,
      schema: { tags, summary: 'Détail d’un membre dans la liste', params: ZIdParams, response: { 200: ZMemberOverview } },
    },
    async (request) => findMemberOverview(db, currentUser(request), request.params.id, config.crmProspectUrl),
  );

  app.patch(
    '/api/users/:id',
    {
      config: admins,
      schema: { tags, summary: 'Modifier un membre', params: ZIdParams, body: ZMemberPatchBody, response: { 200: ZMember } },
    },
    async (request) => patchMember(db, currentUser(request), request.params.id, request.body.hubgrade_user),
  );

  app.put(
    '/api/users/:id/roles',
    {
      config: { access: { roles: ['ROLE_ADMIN'], module: 'members' } },
      schema: { tags, summary: 'Modifier les rôles d’un membre', params: ZIdParams, body: ZRolesBody, response: { 200: ZMember } },
    },
    async (request) => setRoles(db, currentUser(request), request.params.id, request.body.roles),
  );

  app.delete(
    '/api/users/:id',
    {
      config: admins,
      preValidation: refuseBody,
      schema: { tags, summary: 'Supprimer un membre', params: ZIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteMember(db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/accessCompany/user/:id',
    {
      config: admins,
      preValidation: refuseBody,
      schema: { tags, summary: 'Autoriser ou retirer la gestion d’employés', params: ZIdParams, response: { 200: ZAccessCompanyAnswer } },
    },
    async (request) => ({ accessCompany: await toggleFlag(db, currentUser(request), request.params.id, 'accessCompany') }),
  );

  app.patch(
    '/api/shoppingRights/user/:id',
    {
      config: admins,
      preValidation: refuseBody,
      schema: {
        tags,
        summary: 'Autoriser ou retirer les achats entreprise sans validation',
        params: ZIdParams,
        response: { 200: ZShoppingRightsAnswer },
      },
    },
    async (request) => ({ shoppingRights: await toggleFlag(db, currentUser(request), request.params.id, 'shoppingRights') }),
  );

  app.patch(
    '/api/access',
    {
      config: staff,
      schema: { tags, summary: 'Droits de consultations d’un membre', body: ZAccessBody, response: { 200: ZAccessAnswer } },
    },
    async (request) => ({ access: await patchAccess(db, currentUser(request), request.body) }),
  );

  app.post(
    '/api/users/incoming/validate',
    {
      config: admins,
      schema: { tags, summary: 'Valider des nouveaux collaborateurs', body: ZIncomingBody, response: { 200: ZIncomingAnswer } },
    },
    async (request) => {
      const count = await validateIncoming(db, config, currentUser(request), request.body.ids);
      app.mailer.wake();
      return { count };
    },
  );

  app.post(
    '/api/users/incoming/refuse',
    {
      config: admins,
      schema: { tags, summary: 'Refuser des nouveaux collaborateurs', body: ZIncomingBody, response: { 200: ZIncomingAnswer } },
    },
    async (request) => ({ count: await refuseIncoming(db, currentUser(request), request.body.ids) }),
  );

  app.get(
    '/api/users/:id/brands',
    {
      config: { access: { roles: 'authenticated' } },
      schema: { tags, summary: 'Marques de l’utilisateur', params: ZIdParams, response: { 200: ZUserBrands } },
    },
    async (request) => findUserBrands(db, currentUser(request), request.params.id),
  );
};
