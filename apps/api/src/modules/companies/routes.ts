import { ADMIN_ROLES, STAFF_ROLES } from '@hubgrade/domain/auth/roles';
import { ZIdParams } from '@hubgrade/domain/common/list';
import {
  ZCompany,
  ZCompanyChoices,
  ZCompanyChoicesQuery,
  ZCompanyCreateBody,
  ZCompanyIdParams,
  ZCompanyList,
  ZCompanyListQuery,
  ZCompanyPatchBody,
  ZCompanyUserList,
  ZCompanyUsersQuery,
} from '@hubgrade/domain/companies/schemas';
import { z } from 'zod';
import type { Module } from '../../lib/context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { companyChoices } from './choices.ts';
import { commercialRoutes } from './commercial-routes.ts';
import { listCompanyUsers } from './company-users.ts';
import { findCompany, listCompanies } from './queries.ts';
import { createCompany, deleteCompany, patchCompany } from './service.ts';

const tags = ['companies'];
const staff = { access: { roles: STAFF_ROLES, module: 'companies' } } as const;
const admins = { access: { roles: ADMIN_ROLES, module: 'companies' } } as const;

/** The companies table, sheet, creation and deletion (tables-and-sheets §2.9, members-bookings-feed §2.1). */
export const companyRoutes: Module = async (app, ctx) => {
  const { db, config } = ctx;
  const crm = config.crmProspectUrl;

  app.get(
    '/api/companies',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Sociétés, 25 par page, les plus récentes en premier',
        querystring: ZCompanyListQuery,
        response: { 200: ZCompanyList },
      },
    },
    async (request) => listCompanies(db, currentUser(request), request.query, crm),
  );

  app.get(
    '/api/companies/choices',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Catégories et espaces possibles pour une société',
        querystring: ZCompanyChoicesQuery,
        response: { 200: ZCompanyChoices },
      },
    },
    async (request) => companyChoices(db, currentUser(request), request.query.companyId),
  );

  app.get(
    '/api/companies/:id',
    { config: staff, schema: { tags, summary: 'Fiche société', params: ZIdParams, response: { 200: ZCompany } } },
    async (request) => findCompany(db, currentUser(request), request.params.id, crm),
  );

  app.post(
    '/api/companies',
    { config: admins, schema: { tags, summary: 'Créer une société', body: ZCompanyCreateBody, response: { 201: ZCompany } } },
    async (request, reply) => reply.status(201).send(await createCompany(db, currentUser(request), request.body, crm)),
  );

  app.patch(
    '/api/companies/:id',
    {
      config: admins,
      schema: { tags, summary: 'Modifier une société', params: ZIdParams, body: ZCompanyPatchBody, response: { 200: ZCompany } },
    },
    async (request) => patchCompany(db, currentUser(request), request.params.id, request.body, crm),
  );

  app.delete(
    '/api/whitecompany/:id',
    {
      config: admins,
      preValidation: refuseBody,
      schema: {
        tags,
        summary: 'Supprimer une société (refusé tant qu’elle a des contrats en cours)',
        params: ZIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteCompany(db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/brand-company/:companyId/users',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Utilisateurs d’une société',
        params: ZCompanyIdParams,
        querystring: ZCompanyUsersQuery,
        response: { 200: ZCompanyUserList },
      },
    },
    async (request) => listCompanyUsers(db, currentUser(request), request.params.companyId, request.query, crm),
  );

  await commercialRoutes(app, ctx);
};
