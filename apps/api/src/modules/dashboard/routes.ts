import { dashboardOperations as op } from '@hubgrade/domain/dashboard/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { buildDashboard } from './service.ts';

export const dashboardRoutes: Module = async (app, { db }) => {
  route(app, op.dashboard, (request) => buildDashboard(db, currentUser(request), new Date()));
};
