import { STAFF_ROLES } from '../auth/roles.ts';
import { ZIdParams } from '../common/list.ts';
import { operations } from '../common/operation.ts';
import { ZSpace } from './schemas.ts';

/** Sites ("espaces", tables-and-sheets §2), a module a brand can switch off. */
export const spaceOperations = operations('spaces', {
  find: {
    method: 'GET',
    path: '/api/espaces/:id',
    summary: 'Fiche espace',
    access: { roles: STAFF_ROLES, module: 'espaces' },
    params: ZIdParams,
    response: ZSpace,
  },
});
