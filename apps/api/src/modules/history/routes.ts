import { ADMIN_ROLES } from '@hubgrade/domain/auth/roles';
import { ZHistoryList, ZHistoryQuery, ZHistorySlugParams } from '@hubgrade/domain/history/schemas';
import type { Module } from '../../lib/context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listHistory } from './queries.ts';

/**
 * The specs show the history dialog to administrators of the unbranded deployment only; that
 * is the web's choice of screens. The server lets brand and office administrators read the
 * history of their own brand's records (they may read and change those records already) and
 * answers 404 for any other brand's, so a branded screen can add the dialog without a new policy.
 */

export const historyRoutes: Module = async (app, { db }) => {
  app.get(
    '/api/history/slug/:slug',
    {
      config: { access: { roles: ADMIN_ROLES } },
      schema: {
        tags: ['history'],
        summary: 'Historique des actions sur un enregistrement (slug `{entité}-{id}`)',
        params: ZHistorySlugParams,
        querystring: ZHistoryQuery,
        response: { 200: ZHistoryList },
      },
    },
    async (request) => listHistory(db, currentUser(request), request.params.slug, request.query),
  );
};
