import { billingOperations as op } from '@hubgrade/domain/billing/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { verifyChain } from './chain.ts';
import { listInvoices } from './queries.ts';
import {
  closePeriod,
  createOneShot,
  creditInvoices,
  findSeller,
  listClosedPeriods,
  markUnrecoverable,
  recordPayment,
  refuseEdit,
  saveSeller,
} from './service.ts';
import { creditAnswer, invoiceSheet } from './sheet.ts';

/** Invoices (tables-and-sheets §2.4, §3, §4, §7): the table, the sheet, issuing, credit notes, payments, periods, seller. */
export const billingRoutes: Module = async (app, { db }) => {
  route(app, op.listInvoices, (request) => listInvoices(db, currentUser(request), request.query));
  route(app, op.findInvoice, (request) => invoiceSheet(db, currentUser(request), request.params.id));
  route(app, op.createInvoice, async (request) =>
    invoiceSheet(db, currentUser(request), await createOneShot(db, currentUser(request), request.body)),
  );
  route(app, op.editInvoice, (request) => refuseEdit(db, currentUser(request), request.params.id));
  route(app, op.creditInvoices, async (request) =>
    creditAnswer(db, currentUser(request), await creditInvoices(db, currentUser(request), request.body)),
  );
  route(app, op.recordPayment, async (request) => {
    await recordPayment(db, currentUser(request), request.params.id, request.body);
    return invoiceSheet(db, currentUser(request), request.params.id);
  });
  route(app, op.markUnrecoverable, async (request) => {
    await markUnrecoverable(db, currentUser(request), request.params.id);
    return invoiceSheet(db, currentUser(request), request.params.id);
  });
  route(app, op.verifyChain, (request) => verifyChain(db, currentUser(request), request.query.brandId));
  route(app, op.listClosedPeriods, (request) => listClosedPeriods(db, currentUser(request), request.query.brandId));
  route(app, op.closePeriod, (request) => closePeriod(db, currentUser(request), request.body));
  route(app, op.findSeller, (request) => findSeller(db, currentUser(request), request.params.brandId));
  route(app, op.saveSeller, (request) => saveSeller(db, currentUser(request), request.params.brandId, request.body));
};
