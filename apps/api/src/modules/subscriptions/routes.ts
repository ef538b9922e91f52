import { subscriptionOperations as op } from '@hubgrade/domain/subscriptions/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { onInvoicePaid } from '../billing/payments.ts';
import { settleSubscriptionOfInvoice } from './billing.ts';
import { findSubscription, listSubscriptions, subscriptionOptions } from './queries.ts';
import { cancelSubscription, createSubscription, invoiceSubscription, terminateSubscription } from './service.ts';

/** Subscriptions to the catalogue's plans (shell /abonnements, /abonnements/{id}, §4). */
export const subscriptionRoutes: Module = async (app, { db }) => {
  // A subscription's invoice paid in full settles it, in the payment's transaction.
  onInvoicePaid(settleSubscriptionOfInvoice);
  route(app, op.list, (r) => listSubscriptions(db, currentUser(r), r.query));
  route(app, op.options, (r) => subscriptionOptions(db, currentUser(r)));
  route(app, op.find, (r) => findSubscription(db, currentUser(r), r.params.id));
  route(app, op.create, (r) => createSubscription(db, currentUser(r), r.body));
  route(app, op.invoice, (r) => invoiceSubscription(db, currentUser(r), r.params.id), { preValidation: refuseBody });
  route(app, op.terminate, (r) => terminateSubscription(db, currentUser(r), r.params.id, r.body));
  route(app, op.cancel, (r) => cancelSubscription(db, currentUser(r), r.params.id), { preValidation: refuseBody });
};
