import { quoteOperations as op } from '@hubgrade/domain/quotes/operations';
import { z } from 'zod';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { contentDisposition } from '../uploads/file-name.ts';
import { scheduleExpiry } from './expiry.ts';
import { searchProducts } from './products.ts';
import { findQuote, listQuotes, quoteOptions } from './queries.ts';
import { answerQuote, createQuote, findPublicQuote, moveQuote, quotePdf, updateQuote } from './service.ts';
import { checkSlot } from './slots.ts';

/** The PDF for a browser; its address for a call that asks for JSON (as the contracts' documents answer). */
const PDF = {
  200: {
    description: 'Le devis en PDF, ou son adresse pour un appel qui demande du JSON',
    content: { 'application/json': { schema: op.pdf.response }, 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  },
};
const wantsJson = (accept: string | undefined) => (accept ?? '').split(',')[0]?.trim().startsWith('application/json') ?? false;

/** Quotes (tables §2.5, §7; shell /devis, /devis/{id}): staff's table, sheet and moves, the client's link, the PDF, the expiry job. */
export const quoteRoutes: Module = async (app, { db, config }) => {
  const secret = config.jwtSecret;

  route(app, op.list, (r) => listQuotes(db, secret, currentUser(r), r.query));
  route(app, op.options, (r) => quoteOptions(db, currentUser(r)));
  route(app, op.products, (r) => searchProducts(db, currentUser(r), r.query));
  route(app, op.checkSlot, (r) => checkSlot(db, currentUser(r), r.query));
  route(app, op.find, (r) => findQuote(db, secret, currentUser(r), r.params.id));
  route(app, op.create, (r) => createQuote(db, config, currentUser(r), r.body));
  route(app, op.update, (r) => updateQuote(db, config, currentUser(r), r.params.id, r.body));
  route(app, op.move, (r) => moveQuote(db, config, currentUser(r), r.params.id, r.body));
  route(app, op.publicFind, (r) => findPublicQuote(db, r.params.token));
  route(app, op.publicAnswer, (r) => answerQuote(db, config, r.params.token, r.body));
  route(
    app,
    op.pdf,
    async (r, reply) => {
      const { render, name } = await quotePdf(db, config, currentUser(r), r.params);
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

  scheduleExpiry(app, db);
};
