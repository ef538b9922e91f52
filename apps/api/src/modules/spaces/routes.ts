import { STAFF_ROLES } from '@hubgrade/domain/auth/roles';
import { ZIdParams } from '@hubgrade/domain/common/list';
import { ZSpace } from '@hubgrade/domain/spaces/schemas';
import type { Module } from '../../lib/context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findSpace } from './queries.ts';

export const spaceRoutes: Module = async (app, { db }) => {
  app.get(
    '/api/espaces/:id',
    {
      config: { access: { roles: STAFF_ROLES, module: 'espaces' } },
      schema: { tags: ['spaces'], summary: 'Fiche espace', params: ZIdParams, response: { 200: ZSpace } },
    },
    async (request) => findSpace(db, currentUser(request), request.params.id),
  );
};
