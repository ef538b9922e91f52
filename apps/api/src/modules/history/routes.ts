import { ADMIN_ROLES } from '@hubgrade/domain/auth/roles';
import { ZHistoryList, ZHistoryQuery, ZHistorySlugParams } from '@hubgrade/domain/history/schemas';
import type { Module } from '../../lib/context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listHistory } from './queries.ts';
import { assertCanSeeHistory } from './viewer.ts';

export const historyRoutes: Module = async (app, { db }) => {
  app.get(
    '/api/history/slug/:slug',
    {
      // Any administrator passes here; assertCanSeeHistory then keeps those of the unbranded deployment.
      config: { access: { roles: ADMIN_ROLES } },
      schema: {
        tags: ['history'],
        summary: 'Historique des actions sur un enregistrement (slug `{entité}-{id}`)',
        params: ZHistorySlugParams,
        querystring: ZHistoryQuery,
        response: { 200: ZHistoryList },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      await assertCanSeeHistory(db, viewer, request.hostname);
      return listHistory(db, viewer, request.params.slug, request.query);
    },
  );
};
