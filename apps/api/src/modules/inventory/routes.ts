import { inventoryOperations as op } from '@hubgrade/domain/inventory/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { findInventory, inventoryOptions, listInventories } from './queries.ts';
import { createExitInventory, createInventory, saveInventory } from './service.ts';

/** Move-in and move-out condition reports (spec shell /edl…, members-bookings-feed §2.21). */
export const inventoryRoutes: Module = async (app, { db }) => {
  route(app, op.list, (r) => listInventories(db, currentUser(r), r.query));
  route(app, op.options, (r) => inventoryOptions(db, currentUser(r)));
  route(app, op.find, (r) => findInventory(db, currentUser(r), r.params.id));
  route(app, op.create, (r) => createInventory(db, currentUser(r), r.body));
  route(app, op.save, (r) => saveInventory(db, currentUser(r), r.params.id, r.body));
  route(app, op.createExit, (r) => createExitInventory(db, currentUser(r), r.params.id), { preValidation: refuseBody });
};
