import { ADMIN_ROLES, STAFF_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import {
  ZBrandCommissionBody,
  ZCommissionChangeList,
  ZCommissionChangeQuery,
  ZCommissionQuery,
  ZCommissionRates,
  ZLandlordCommission,
  ZLandlordCommissionBody,
  ZLandlordParams,
} from './commission-schemas.ts';
import {
  ZStatement,
  ZStatementEditBody,
  ZStatementGenerateAnswer,
  ZStatementGenerateBody,
  ZStatementList,
  ZStatementParams,
  ZStatementPdf,
  ZStatementPdfParams,
  ZStatementQuery,
} from './schemas.ts';

/**
 * Management statements (tables-and-sheets §2.7, §3, §5, §7; shell /rdg/{cryptId}), when the brand
 * has the billing module: its staff read them; its administrators generate, edit and send them,
 * as with invoices. Every call is held to the caller's brand scope.
 */
const readers = { roles: STAFF_ROLES, module: 'billing' } as const;
const writers = { roles: ADMIN_ROLES, module: 'billing' } as const;

export const statementOperations = operations('statements', {
  list: {
    method: 'GET',
    path: '/api/rdg',
    summary: 'Relevés de gestion (20 par page), d’un loueur',
    access: readers,
    query: ZStatementQuery,
    response: ZStatementList,
  },
  find: {
    method: 'GET',
    path: '/api/rdg/:cryptId',
    summary: 'Fiche d’un relevé de gestion',
    access: readers,
    params: ZStatementParams,
    response: ZStatement,
  },
  update: {
    method: 'PUT',
    path: '/api/rdg/:cryptId',
    summary: 'Modifier un relevé en brouillon (ajustement, commentaire)',
    access: writers,
    params: ZStatementParams,
    body: ZStatementEditBody,
    response: ZStatement,
    refusals: { 409: 'Ce relevé a été envoyé : il ne peut plus être modifié.' },
  },
  send: {
    method: 'POST',
    path: '/api/rdg/:cryptId/send',
    summary: 'Envoyer le relevé au loueur par e-mail, avec son PDF',
    access: writers,
    params: ZStatementParams,
    response: ZStatement,
    refusals: { 409: 'Seul un relevé en brouillon peut être envoyé.' },
  },
  generate: {
    method: 'POST',
    path: '/api/rdg/generate',
    summary: 'Établir les relevés d’un mois pour une marque (un par loueur et par mois)',
    access: writers,
    body: ZStatementGenerateBody,
    response: ZStatementGenerateAnswer,
  },
  pdf: {
    method: 'GET',
    path: '/api/rdg/pdf/:cryptInvoice',
    summary: 'Relevé de gestion en PDF',
    access: readers,
    params: ZStatementPdfParams,
    response: ZStatementPdf,
  },
});

/**
 * The commission rates the statements take (the brand's, a landlord's own) and their history:
 * read by the brand's staff, set by its administrators, as statements are.
 */
export const commissionOperations = operations('statements', {
  commissions: {
    method: 'GET',
    path: '/api/commissions',
    summary: 'Taux de commission d’une marque et de ses loueurs au taux particulier',
    access: readers,
    query: ZCommissionQuery,
    response: ZCommissionRates,
  },
  saveBrandCommission: {
    method: 'PUT',
    path: '/api/commissions',
    summary: 'Fixer le taux de commission d’une marque (0 à 100 %)',
    access: writers,
    body: ZBrandCommissionBody,
    response: ZCommissionRates,
  },
  commissionChanges: {
    method: 'GET',
    path: '/api/commissions/history',
    summary: 'Historique des taux de commission d’une marque (20 par page)',
    access: readers,
    query: ZCommissionChangeQuery,
    response: ZCommissionChangeList,
  },
  landlordCommission: {
    method: 'GET',
    path: '/api/commissions/landlords/:landlordId',
    summary: 'Taux de commission d’un loueur',
    access: readers,
    params: ZLandlordParams,
    response: ZLandlordCommission,
  },
  saveLandlordCommission: {
    method: 'PUT',
    path: '/api/commissions/landlords/:landlordId',
    summary: 'Fixer le taux particulier d’un loueur (vide : le taux de la marque)',
    access: writers,
    params: ZLandlordParams,
    body: ZLandlordCommissionBody,
    response: ZLandlordCommission,
  },
});
