import { keyOperations as op } from '@hubgrade/domain/keys/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { findTariff, listAssignments, listTariffs, memberOptions, tariffOptions } from './queries.ts';
import { assignKey, createTariff, deleteTariff, patchTariff, returnKey } from './service.ts';

/** Key and badge tariffs (members-bookings-feed §2.6, §7) and their assignments to members. */
export const keyRoutes: Module = async (app, { db }) => {
  route(app, op.listTariffs, (request) => listTariffs(db, currentUser(request), request.query));
  route(app, op.tariffOptions, (request) => tariffOptions(db, currentUser(request)));
  route(app, op.findTariff, (request) => findTariff(db, currentUser(request), request.params.id));
  route(app, op.createTariff, (request) => createTariff(db, currentUser(request), request.body));
  route(app, op.patchTariff, (request) => patchTariff(db, currentUser(request), request.params.id, request.body));
  route(app, op.deleteTariff, (request) => deleteTariff(db, currentUser(request), request.params.id), { preValidation: refuseBody });
  route(app, op.listAssignments, (request) => listAssignments(db, currentUser(request), request.params.id, request.query));
  route(app, op.memberOptions, (request) => memberOptions(db, currentUser(request), request.params.id, request.query.search));
  route(app, op.assignKey, (request) => assignKey(db, currentUser(request), request.params.id, request.body));
  route(app, op.returnKey, (request) => returnKey(db, currentUser(request), request.params.id, request.body));
};
