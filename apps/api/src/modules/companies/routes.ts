import { ADMIN_ROLES, STAFF_ROLES } from '@hubgrade/domain/auth/roles';
import { ZIdParams } from '@hubgrade/domain/common/list';
import { ZCompany, ZCompanyPatchBody } from '@hubgrade/domain/companies/schemas';
import type { Module } from '../../lib/context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findCompany } from './queries.ts';
import { patchCompany } from './service.ts';

export const companyRoutes: Module = async (app, { db }) => {
  app.get(
    '/api/companies/:id',
    {
      config: { access: { roles: STAFF_ROLES, module: 'companies' } },
      schema: { tags: ['companies'], summary: 'Fiche société', params: ZIdParams, response: { 200: ZCompany } },
    },
    async (request) => findCompany(db, currentUser(request), request.params.id),
  );

  app.patch(
    '/api/companies/:id',
    {
      config: { access: { roles: ADMIN_ROLES, module: 'companies' } },
      schema: {
        tags: ['companies'],
        summary: 'Modifier une société',
        params: ZIdParams,
        body: ZCompanyPatchBody,
        response: { 200: ZCompany },
      },
    },
    async (request) => patchCompany(db, currentUser(request), request.params.id, request.body),
  );
};
