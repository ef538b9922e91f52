import { PERSONAL_DATA_LABELS as L } from '@hubgrade/domain/personal-data/labels';
import { personalDataOperations as op } from '@hubgrade/domain/personal-data/operations';
import { z } from 'zod';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { contentDisposition } from '../uploads/file-name.ts';
import { erasePersonalData } from './erasure.ts';
import { renderPersonalDataPdf } from './pdf.ts';
import { exportPersonalData, personalDataStatus } from './queries.ts';

/** The PDF for a browser; its address for a call that asks for JSON (as the statements' PDF answers). */
const PDF = {
  200: {
    description: 'L’export en PDF, ou son adresse pour un appel qui demande du JSON',
    content: { 'application/json': { schema: op.pdf.response }, 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  },
};
const wantsJson = (accept: string | undefined) => (accept ?? '').split(',')[0]?.trim().startsWith('application/json') ?? false;

/** A member's personal data, from the member sheet: status, export (JSON and PDF), erasure. */
export const personalDataRoutes: Module = async (app, { db }) => {
  route(app, op.status, (r) => personalDataStatus(db, currentUser(r), r.params.id));
  route(app, op.export, (r) => exportPersonalData(db, currentUser(r), r.params.id));
  route(app, op.erase, (r) => erasePersonalData(db, app.storage, currentUser(r), r.params.id), { preValidation: refuseBody });
  route(
    app,
    op.pdf,
    async (r, reply) => {
      const data = await exportPersonalData(db, currentUser(r), r.params.id);
      if (wantsJson(r.headers.accept)) return { message: 'OK' as const, path: r.url.split('?')[0] as string };
      const bytes = await renderPersonalDataPdf(data);
      return reply
        .type('application/pdf')
        .header('content-length', bytes.length)
        .header('content-disposition', contentDisposition('attachment', L.fileName(data.memberId, 'pdf')))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
    { responses: PDF },
  );
};
