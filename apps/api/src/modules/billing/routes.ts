import { billingOperations as op } from '@hubgrade/domain/billing/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listInvoices } from './queries.ts';

/** Invoices (tables-and-sheets §2.4, §3): the lists of the contract sheet, the company sheet and the member sheet. */
export const billingRoutes: Module = async (app, { db }) => {
  route(app, op.listInvoices, (request) => listInvoices(db, currentUser(request), request.query));
};
