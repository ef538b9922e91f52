import { orderOperations as op } from '@hubgrade/domain/orders/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { onInvoicePaid } from '../billing/payments.ts';
import { findCart, listCarts, myCart } from './cart-queries.ts';
import { addToCart, checkoutCart, emptyCart, removeCartLine, setCartLine } from './carts.ts';
import { payOrderOfInvoice } from './invoicing.ts';
import { findOrder, listOrders, shopOf } from './queries.ts';
import { createOrder, moveOrder } from './service.ts';

/** The shop, its carts and its orders (shell /magasin, /commandes/paniers, /commandes/commandes, §4). */
export const orderRoutes: Module = async (app, { db }) => {
  // An order's invoice paid in full pays the order, in the payment's transaction.
  onInvoicePaid(payOrderOfInvoice);
  route(app, op.shop, (r) => shopOf(db, currentUser(r), r.query));
  route(app, op.list, (r) => listOrders(db, currentUser(r), r.query));
  route(app, op.find, (r) => findOrder(db, currentUser(r), r.params.id));
  route(app, op.create, (r) => createOrder(db, currentUser(r), r.body));
  route(app, op.move, (r) => moveOrder(db, currentUser(r), r.params.id, r.body));
  route(app, op.myCart, (r) => myCart(db, currentUser(r)));
  route(app, op.addToCart, (r) => addToCart(db, currentUser(r), r.body));
  route(app, op.listCarts, (r) => listCarts(db, currentUser(r), r.query));
  route(app, op.findCart, (r) => findCart(db, currentUser(r), r.params.id));
  route(app, op.setCartLine, (r) => setCartLine(db, currentUser(r), r.params.id, r.params.productId, r.body));
  route(app, op.removeCartLine, (r) => removeCartLine(db, currentUser(r), r.params.id, r.params.productId), { preValidation: refuseBody });
  route(app, op.emptyCart, (r) => emptyCart(db, currentUser(r), r.params.id), { preValidation: refuseBody });
  route(app, op.checkoutCart, (r) => checkoutCart(db, currentUser(r), r.params.id), { preValidation: refuseBody });
};
