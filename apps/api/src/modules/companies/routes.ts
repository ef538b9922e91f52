import { companyOperations as op } from '@hubgrade/domain/companies/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { companyChoices } from './choices.ts';
import { commercialRoutes } from './commercial-routes.ts';
import { listCompanyUsers } from './company-users.ts';
import { findCompany, listCompanies } from './queries.ts';
import { createCompany, deleteCompany, patchCompany } from './service.ts';

/** The companies table, sheet, creation and deletion (tables-and-sheets §2.9, members-bookings-feed §2.1). */
export const companyRoutes: Module = async (app, ctx) => {
  const { db, config } = ctx;
  const crm = config.crmProspectUrl;

  route(app, op.listCompanies, (request) => listCompanies(db, currentUser(request), request.query, crm));
  route(app, op.companyChoices, (request) => companyChoices(db, currentUser(request), request.query.companyId));
  route(app, op.findCompany, (request) => findCompany(db, currentUser(request), request.params.id, crm));
  route(app, op.createCompany, (request) => createCompany(db, currentUser(request), request.body, crm));
  route(app, op.patchCompany, (request) => patchCompany(db, currentUser(request), request.params.id, request.body, crm));
  route(app, op.deleteCompany, (request) => deleteCompany(db, currentUser(request), request.params.id), { preValidation: refuseBody });
  route(app, op.listCompanyUsers, (request) => listCompanyUsers(db, currentUser(request), request.params.companyId, request.query, crm));

  await commercialRoutes(app, ctx);
};
