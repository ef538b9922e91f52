import { ZDashboard } from '@hubgrade/domain/dashboard/schemas';
import type { Module } from '../../lib/context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { buildDashboard } from './service.ts';

export const dashboardRoutes: Module = async (app, { db }) => {
  app.get(
    '/api/dashboard',
    {
      // Every signed-in user has a dashboard; each widget checks who may see it (see viewer.ts).
      config: { access: { roles: 'authenticated' } },
      schema: { tags: ['dashboard'], summary: 'Tableau de bord', response: { 200: ZDashboard } },
    },
    async (request) => buildDashboard(db, currentUser(request), new Date()),
  );
};
