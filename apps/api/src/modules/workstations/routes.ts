import { workstationOperations as op } from '@hubgrade/domain/workstations/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { doorAccess } from '../integrations/door-access.ts';
import { findReservation, openSpaces, planning } from './queries.ts';
import { cancelReservation, createReservation, patchReservation } from './service.ts';

/** Workstation bookings in coworking spaces (members-bookings-feed §2.8, §4, §5, §7). */
export const workstationRoutes: Module = async (app, { db, config }) => {
  const doors = doorAccess(config);
  route(app, op.openSpaces, (request) => openSpaces(db, currentUser(request), request.params.brand, request.body));
  route(app, op.planning, (request) => planning(db, currentUser(request), request.query));
  route(app, op.findReservation, (request) => findReservation(db, currentUser(request), request.params.id));
  route(app, op.createReservation, (request) => createReservation(db, doors, currentUser(request), request.body));
  route(app, op.patchReservation, (request) => patchReservation(db, doors, currentUser(request), request.params.id, request.body));
  route(app, op.cancelReservation, (request) => cancelReservation(db, doors, currentUser(request), request.params.id), {
    preValidation: refuseBody,
  });
};
