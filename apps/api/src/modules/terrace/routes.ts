import { terraceOperations as op } from '@hubgrade/domain/terrace/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { doorAccess } from '../integrations/door-access.ts';
import {
  addRestriction,
  cancelTerraceReservation,
  createTerraceReservation,
  findTerrace,
  listTerracesOf,
  patchTerrace,
  patchTerraceReservation,
  removeRestriction,
  terraceDay,
  terraceDispo,
} from './service.ts';

/** The terrace of a site and its bookings (members-bookings-feed §2.9, §3, §5, §7). */
export const terraceRoutes: Module = async (app, { db, config }) => {
  const doors = doorAccess(config);
  route(app, op.list, (request) => listTerracesOf(db, currentUser(request)));
  route(app, op.find, (request) => findTerrace(db, currentUser(request), request.params.id));
  route(app, op.patch, (request) => patchTerrace(db, currentUser(request), request.params.id, request.body));
  route(app, op.addRestriction, (request) => addRestriction(db, currentUser(request), request.params.id, request.body));
  route(app, op.removeRestriction, (request) =>
    removeRestriction(db, currentUser(request), request.params.id, request.params.restrictionId),
  );
  route(app, op.dispo, (request) => terraceDispo(db, currentUser(request), request.params.brand, request.body));
  route(app, op.day, (request) => terraceDay(db, currentUser(request), request.params.id, request.query.date));
  route(app, op.createReservation, (request) => createTerraceReservation(db, doors, currentUser(request), request.body));
  route(app, op.patchReservation, (request) => patchTerraceReservation(db, doors, currentUser(request), request.params.id, request.body));
  route(app, op.cancelReservation, (request) => cancelTerraceReservation(db, doors, currentUser(request), request.params.id), {
    preValidation: refuseBody,
  });
};
