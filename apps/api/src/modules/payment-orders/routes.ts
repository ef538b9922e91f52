import { paymentOrderOperations as op } from '@hubgrade/domain/payment-orders/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { contentDisposition } from '../uploads/file-name.ts';
import { orderFile } from './file.ts';
import { listLandlordsDue, saveLandlordAccount } from './landlords.ts';
import { createOtherPayment, deleteOtherPayment, listOtherPayments } from './other-payments.ts';
import { findOrder, listOrders } from './queries.ts';
import { createOrder, moveOrder, rejectItem } from './service.ts';

/**
 * Payment orders (/ordres/{type}, /ordres/{type}/{id}): direct debits to their pain.008 file,
 * landlords' transfers and other payments to their pain.001 file, their states and rejects.
 */
export const paymentOrderRoutes: Module = async (app, { db }) => {
  route(app, op.list, (r) => listOrders(db, currentUser(r), r.params.kind, r.query));
  route(app, op.create, (r) => createOrder(db, currentUser(r), r.params.kind, r.body));
  route(app, op.landlordsDue, (r) => listLandlordsDue(db, currentUser(r), r.query));
  route(app, op.saveLandlordAccount, (r) => saveLandlordAccount(db, currentUser(r), r.params.landlordId, r.body));
  route(app, op.otherPayments, (r) => listOtherPayments(db, currentUser(r), r.query));
  route(app, op.createOtherPayment, (r) => createOtherPayment(db, currentUser(r), r.body));
  route(app, op.deleteOtherPayment, (r) => deleteOtherPayment(db, currentUser(r), r.params.id));
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
