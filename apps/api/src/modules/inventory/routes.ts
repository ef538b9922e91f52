import { inventoryOperations as op } from '@hubgrade/domain/inventory/operations';
import { z } from 'zod';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { contentDisposition } from '../uploads/file-name.ts';
import { findInventory, inventoryOptions, listInventories } from './queries.ts';
import { createExitInventory, createInventory, saveInventory } from './service.ts';
import { inventoryPdf, sendTenantCode, signInventory } from './signing.ts';

/** The PDF for a browser; its address for a call that asks for JSON (as the other PDF routes answer). */
const PDF_OR_ADDRESS = {
  200: {
    description: 'Le PDF, ou son adresse pour un appel qui demande du JSON',
    content: { 'application/json': { schema: op.pdf.response }, 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  },
};
const wantsJson = (accept: string | undefined) => (accept ?? '').split(',')[0]?.trim().startsWith('application/json') ?? false;

/** Move-in and move-out condition reports (spec shell /edl…, members-bookings-feed §2.21). */
export const inventoryRoutes: Module = async (app, { db }) => {
  route(app, op.list, (r) => listInventories(db, currentUser(r), r.query));
  route(app, op.options, (r) => inventoryOptions(db, currentUser(r)));
  route(app, op.find, (r) => findInventory(db, currentUser(r), r.params.id));
  route(app, op.create, (r) => createInventory(db, currentUser(r), r.body));
  route(app, op.save, (r) => saveInventory(db, currentUser(r), r.params.id, r.body));
  route(app, op.createExit, (r) => createExitInventory(db, currentUser(r), r.params.id), { preValidation: refuseBody });
  route(app, op.sendCode, (r) => sendTenantCode(db, currentUser(r), r.params.id), { preValidation: refuseBody });
  route(app, op.sign, (r) =>
    signInventory(db, app.storage, currentUser(r), r.params.id, r.body, {
      ip: r.ip,
      userAgent: String(r.headers['user-agent'] ?? ''),
    }),
  );
  route(
    app,
    op.pdf,
    async (r, reply) => {
      const { render, name } = await inventoryPdf(db, app.storage, currentUser(r), r.params.id);
      if (wantsJson(r.headers.accept)) return { message: 'OK' as const, path: r.url.split('?')[0] as string };
      const bytes = await render();
      return reply
        .type('application/pdf')
        .header('content-length', bytes.length)
        .header('content-disposition', contentDisposition('attachment', name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
    { responses: PDF_OR_ADDRESS },
  );
};
