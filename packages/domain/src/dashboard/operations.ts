import { operations } from '../common/operation.ts';
import { ZDashboard } from './schemas.ts';

/** The figures of the viewer's scope, as a list of widgets. */
export const dashboardOperations = operations('dashboard', {
  dashboard: {
    method: 'GET',
    path: '/api/dashboard',
    summary: 'Tableau de bord',
    // Every signed-in user has a dashboard; each widget checks who may see it.
    access: { roles: 'authenticated' },
    response: ZDashboard,
  },
});
