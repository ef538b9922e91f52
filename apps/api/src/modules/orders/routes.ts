import { orderOperations as op } from '@hubgrade/domain/orders/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { onInvoicePaid } from '../billing/payments.ts';
import { payOrderOfInvoice } from './invoicing.ts';
import { findOrder, listOrders, shopOf } from './queries.ts';
import { createOrder, moveOrder } from './service.ts';

/** The shop and its orders (shell /magasin, /commandes/commandes, /commandes/commandes/{id}, §4). */
export const orderRoutes: Module = async (app, { db }) => {
  // An order's invoice paid in full pays the order, in the payment's transaction.
  onInvoicePaid(payOrderOfInvoice);
  route(app, op.shop, (r) => shopOf(db, currentUser(r), r.query));
  route(app, op.list, (r) => listOrders(db, currentUser(r), r.query));
  route(app, op.find, (r) => findOrder(db, currentUser(r), r.params.id));
  route(app, op.create, (r) => createOrder(db, currentUser(r), r.body));
  route(app, op.move, (r) => moveOrder(db, currentUser(r), r.params.id, r.body));
};
