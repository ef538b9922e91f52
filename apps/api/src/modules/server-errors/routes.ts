import { serverErrorOperations as op } from '@hubgrade/domain/server-errors/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { listServerErrors } from './queries.ts';
import { purgeServerErrors } from './service.ts';

/** The server errors recorded by the errors plugin (spec shell /erreur-db). */
export const serverErrorRoutes: Module = async (app, { db }) => {
  route(app, op.list, (r) => listServerErrors(db, currentUser(r), r.query));
  route(app, op.purge, () => purgeServerErrors(db), { preValidation: refuseBody });
};
