import { INVOICE_SHEET_LABELS as S } from '@hubgrade/domain/billing/labels';
import { billingOperations as op } from '@hubgrade/domain/billing/operations';
import { ZInvoicePdfAnswer, ZInvoicePdfFile } from '@hubgrade/domain/billing/schemas';
import type { FastifyRequest } from 'fastify';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { contentDisposition } from '../uploads/file-name.ts';
import { verifyChain } from './chain.ts';
import { refundDeposit } from './deposits.ts';
import { invoicePdf } from './facturx/invoice-pdf.ts';
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
  sendInvoice,
} from './service.ts';
import { creditAnswer, findInvoiceByToken, invoiceDocument, invoiceSheet, pdfPathOf } from './sheet.ts';

const PDF_ANSWER = {
  200: {
    description: 'Le PDF Factur-X, ou son nom et son adresse pour un appel qui demande du JSON',
    content: { 'application/json': { schema: ZInvoicePdfAnswer }, 'application/pdf': { schema: ZInvoicePdfFile } },
  },
};

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').split(',')[0]?.trim().startsWith('application/json') ?? false;
}

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
  route(
    app,
    op.refundDeposit,
    async (request) => invoiceSheet(db, currentUser(request), await refundDeposit(db, currentUser(request), request.params.id)),
    { preValidation: refuseBody },
  );
  route(
    app,
    op.markUnrecoverable,
    async (request) => {
      await markUnrecoverable(db, currentUser(request), request.params.id);
      return invoiceSheet(db, currentUser(request), request.params.id);
    },
    { preValidation: refuseBody },
  );
  route(
    app,
    op.sendInvoice,
    async (request) => {
      const { brandId, invoiceId } = request.params;
      await sendInvoice(db, currentUser(request), brandId, invoiceId, invoicePdf);
      return invoiceSheet(db, currentUser(request), invoiceId);
    },
    { preValidation: refuseBody },
  );
  route(
    app,
    op.invoicePdf,
    async (request, reply) => {
      const invoice = await findInvoiceByToken(db, currentUser(request), request.params.cryptBrand, request.params.cryptId);
      if (wantsJson(request)) return { fileName: S.pdfFileName(invoice.fullNumber), path: pdfPathOf(invoice) };
      const pdf = await invoicePdf(await invoiceDocument(db, invoice));
      return reply
        .type('application/pdf')
        .header('content-length', pdf.length)
        .header('content-disposition', contentDisposition('inline', S.pdfFileName(invoice.fullNumber)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
    { responses: PDF_ANSWER },
  );
  route(app, op.verifyChain, (request) => verifyChain(db, currentUser(request), request.query.brandId));
  route(app, op.listClosedPeriods, (request) => listClosedPeriods(db, currentUser(request), request.query.brandId));
  route(app, op.closePeriod, (request) => closePeriod(db, currentUser(request), request.body));
  route(app, op.findSeller, (request) => findSeller(db, currentUser(request), request.params.brandId));
  route(app, op.saveSeller, (request) => saveSeller(db, currentUser(request), request.params.brandId, request.body));
};
