import { ADMIN_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import { ZHistoryList, ZHistoryQuery, ZHistorySlugParams } from './schemas.ts';

/** The recorded changes of one record (spec shell §3, tables-and-sheets §3). */
export const historyOperations = operations('history', {
  list: {
    method: 'GET',
    path: '/api/history/slug/:slug',
    summary: 'Historique des actions sur un enregistrement (slug `{entité}-{id}`)',
    // Any administrator passes here; the API then keeps those of the unbranded deployment.
    access: { roles: ADMIN_ROLES },
    params: ZHistorySlugParams,
    query: ZHistoryQuery,
    response: ZHistoryList,
  },
});
