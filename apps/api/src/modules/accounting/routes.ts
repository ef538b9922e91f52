import { accountingOperations as op } from '@hubgrade/domain/accounting/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { contentDisposition } from '../uploads/file-name.ts';
import { fecExport } from './fec-export.ts';
import { findOperation, listOperations } from './queries.ts';
import { checkJournalAccess, fecYears, reverse, scopedBrand } from './service.ts';

/** The accounting journal (/operations, /operations/{id}) and its FEC export. */
export const accountingRoutes: Module = async (app, { db }) => {
  const who = (r: Parameters<typeof currentUser>[0]) => checkJournalAccess(currentUser(r));

  route(app, op.list, (r) => listOperations(db, who(r), r.query));
  route(app, op.fecYears, (r) => fecYears(db, who(r), r.query.brandId));
  route(app, op.fec, async (r, reply) => {
    const brandId = await scopedBrand(db, who(r), r.query.brandId);
    const { fileName, stream } = await fecExport(db, brandId, r.query.year);
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', fileName))
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
  route(app, op.find, (r) => findOperation(db, who(r), r.params.id));
  route(app, op.reverse, (r) => reverse(db, who(r), r.params.id, r.body));
};
