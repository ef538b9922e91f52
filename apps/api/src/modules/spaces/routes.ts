import { spaceOperations as op } from '@hubgrade/domain/spaces/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findSpace } from './queries.ts';

export const spaceRoutes: Module = async (app, { db }) => {
  route(app, op.find, (request) => findSpace(db, currentUser(request), request.params.id));
};
