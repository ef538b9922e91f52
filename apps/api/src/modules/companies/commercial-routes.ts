import { salesStaffOperations as op } from '@hubgrade/domain/companies/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listCommercialContracts, listCommercials } from './commercial-queries.ts';
import { assignCommercial } from './commercial-service.ts';

/** The sales staff page (/commerciaux) and the salesperson of a contract. */
export const commercialRoutes: Module = async (app, { db }) => {
  route(app, op.listCommercials, (request) => listCommercials(db, currentUser(request), request.query));
  route(app, op.listCommercialContracts, (request) => listCommercialContracts(db, currentUser(request), request.params.id, request.query));
  route(app, op.assignCommercial, (request) => assignCommercial(db, currentUser(request), request.params.contractId, request.body));
};
