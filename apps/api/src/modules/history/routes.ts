import { historyOperations as op } from '@hubgrade/domain/history/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listHistory } from './queries.ts';
import { assertCanSeeHistory } from './viewer.ts';

export const historyRoutes: Module = async (app, { db }) => {
  route(app, op.list, async (request) => {
    const viewer = currentUser(request);
    // The operation lets any administrator in; only those of the unbranded deployment go further.
    await assertCanSeeHistory(db, viewer, request.hostname);
    return listHistory(db, viewer, request.params.slug, request.query);
  });
};
