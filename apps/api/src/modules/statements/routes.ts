import { statementOperations as op, commissionOperations as rates } from '@hubgrade/domain/statements/operations';
import { z } from 'zod';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { contentDisposition } from '../uploads/file-name.ts';
import { commissionChanges, commissionRates, landlordCommission } from './commission-queries.ts';
import { saveBrandCommission, saveLandlordCommission } from './commissions.ts';
import { generateStatements } from './generation.ts';
import { findStatement, listStatements } from './queries.ts';
import { sendStatement, statementPdf, updateStatement } from './service.ts';

/** The PDF for a browser; its address for a call that asks for JSON (as the quotes' and the contracts' documents answer). */
const PDF = {
  200: {
    description: 'Le relevé en PDF, ou son adresse pour un appel qui demande du JSON',
    content: { 'application/json': { schema: op.pdf.response }, 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  },
};
const wantsJson = (accept: string | undefined) => (accept ?? '').split(',')[0]?.trim().startsWith('application/json') ?? false;

/** Management statements (tables §2.7, §7; shell /rdg/{cryptId}): the landlord's table, the sheet, edit, send, generate, PDF; the commission rates. */
export const statementRoutes: Module = async (app, { db }) => {
  route(app, op.list, (r) => listStatements(db, currentUser(r), r.query));
  route(app, op.find, (r) => findStatement(db, currentUser(r), r.params.cryptId));
  route(app, op.update, (r) => updateStatement(db, currentUser(r), r.params.cryptId, r.body));
  route(app, op.send, (r) => sendStatement(db, currentUser(r), r.params.cryptId));
  route(app, op.generate, (r) => generateStatements(db, currentUser(r), r.body));
  route(app, rates.commissions, (r) => commissionRates(db, currentUser(r), r.query));
  route(app, rates.saveBrandCommission, (r) => saveBrandCommission(db, currentUser(r), r.body));
  route(app, rates.commissionChanges, (r) => commissionChanges(db, currentUser(r), r.query));
  route(app, rates.landlordCommission, (r) => landlordCommission(db, currentUser(r), r.params.landlordId));
  route(app, rates.saveLandlordCommission, (r) => saveLandlordCommission(db, currentUser(r), r.params.landlordId, r.body));
  route(
    app,
    op.pdf,
    async (r, reply) => {
      const { render, name } = await statementPdf(db, currentUser(r), r.params.cryptInvoice);
      if (wantsJson(r.headers.accept)) return { message: 'OK' as const, path: r.url.split('?')[0] as string };
      const bytes = await render();
      return reply
        .type('application/pdf')
        .header('content-length', bytes.length)
        .header('content-disposition', contentDisposition('inline', name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
    { responses: PDF },
  );
};
