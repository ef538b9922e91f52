import { ADMIN_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import { ZServerErrorList, ZServerErrorPurge, ZServerErrorQuery } from './schemas.ts';

/**
 * The server errors recorded by the API (spec shell /erreur-db). Administrators read those their
 * scope raised (a brand's administrators: its users' errors, without the stack); only the super
 * admin reads the stacks and purges.
 */
export const serverErrorOperations = operations('server-errors', {
  list: {
    method: 'GET',
    path: '/api/server-errors',
    summary: 'Erreurs du serveur enregistrées',
    access: { roles: ADMIN_ROLES },
    query: ZServerErrorQuery,
    response: ZServerErrorList,
  },
  purge: {
    method: 'DELETE',
    path: '/api/server-errors',
    summary: 'Purger les erreurs du serveur enregistrées',
    access: { roles: ['ROLE_ADMIN'] },
    response: ZServerErrorPurge,
  },
});
