import { ADMIN_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import { ZBillingRun, ZBillingRunBody, ZBillingRunList, ZBillingRunParams } from './schemas.ts';

const billing = { roles: ADMIN_ROLES, module: 'billing' } as const;

/**
 * The monthly billing run: started by the schedule on the first of each month, or by an
 * administrator for a month of their brand; its progress is read while it works.
 */
export const billingRunOperations = operations('billingRuns', {
  list: {
    method: 'GET',
    path: '/api/billing-runs',
    summary: 'Facturations mensuelles',
    access: billing,
    response: ZBillingRunList,
  },
  find: {
    method: 'GET',
    path: '/api/billing-runs/:id',
    summary: 'Avancement d’une facturation',
    access: billing,
    params: ZBillingRunParams,
    response: ZBillingRun,
  },
  start: {
    method: 'POST',
    path: '/api/billing-runs',
    summary: 'Lancer la facturation d’un mois',
    access: billing,
    body: ZBillingRunBody,
    response: ZBillingRun,
    status: 202,
    refusals: { 409: 'Une facturation de ce mois est déjà en cours, ou le mois est à venir.' },
  },
});
