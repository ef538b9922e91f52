import { paymentOrderOperations as op } from '@hubgrade/domain/payment-orders/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { contentDisposition } from '../uploads/file-name.ts';
import { orderFile } from './file.ts';
import { findOrder, listOrders } from './queries.ts';
import { createDirectDebitOrder, moveOrder, rejectItem } from './service.ts';

/** Payment orders (/ordres/{type}, /ordres/{type}/{id}): direct debits to their pain.008 file, their states and rejects. */
export const paymentOrderRoutes: Module = async (app, { db }) => {
  route(app, op.list, (r) => listOrders(db, currentUser(r), r.params.kind, r.query));
  route(app, op.createDirectDebit, (r) => createDirectDebitOrder(db, currentUser(r), r.body));
  route(app, op.find, (r) => findOrder(db, currentUser(r), r.params.kind, r.params.id));
  route(app, op.file, async (r, reply) => {
    const { xml, fileName } = await orderFile(db, currentUser(r), r.params.kind, r.params.id);
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', fileName))
      .header('cache-control', 'private, no-store')
      .send(xml);
  });
  route(app, op.move, (r) => moveOrder(db, currentUser(r), r.params.kind, r.params.id, r.body));
  route(app, op.rejectItem, (r) => rejectItem(db, currentUser(r), r.params.kind, r.params.id, r.params.itemId, r.body));
};
