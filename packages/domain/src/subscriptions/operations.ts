import { ADMIN_ROLES, STAFF_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import {
  ZSubscription,
  ZSubscriptionBody,
  ZSubscriptionList,
  ZSubscriptionOptions,
  ZSubscriptionParams,
  ZSubscriptionQuery,
  ZSubscriptionTermination,
} from './schemas.ts';

/** Staff follow subscriptions; administrators create, invoice and end them (module "services", spec shell §6). */
const read = { roles: STAFF_ROLES, module: 'services' } as const;
const write = { roles: ADMIN_ROLES, module: 'services' } as const;

/** Subscriptions to the catalogue's plans (shell /abonnements, /abonnements/{id}, §4). */
export const subscriptionOperations = operations('subscriptions', {
  list: {
    method: 'GET',
    path: '/api/abonnements',
    summary: 'Abonnements (20 par page)',
    access: read,
    query: ZSubscriptionQuery,
    response: ZSubscriptionList,
  },
  options: {
    method: 'GET',
    path: '/api/abonnements/options',
    summary: 'Forfaits d’abonnement et espaces de la marque',
    access: read,
    response: ZSubscriptionOptions,
  },
  find: {
    method: 'GET',
    path: '/api/abonnements/:id',
    summary: 'Fiche d’un abonnement : factures et crédits versés',
    access: read,
    params: ZSubscriptionParams,
    response: ZSubscription,
    refusals: { 404: 'Abonnement d’une autre marque ou inconnu' },
  },
  create: {
    method: 'POST',
    path: '/api/abonnements',
    summary: 'Abonner un membre ou sa société à un forfait',
    access: write,
    body: ZSubscriptionBody,
    response: ZSubscription,
    status: 201,
    refusals: { 404: 'Forfait, membre ou espace d’une autre marque ou inconnu' },
  },
  invoice: {
    method: 'POST',
    path: '/api/abonnements/:id/facturation',
    summary: 'Facturer le prochain mois dû et verser ses crédits',
    access: write,
    params: ZSubscriptionParams,
    response: ZSubscription,
    refusals: { 404: 'Abonnement d’une autre marque ou inconnu', 409: 'Aucun mois à facturer ou abonnement clos' },
  },
  terminate: {
    method: 'POST',
    path: '/api/abonnements/:id/resiliation',
    summary: 'Résilier un abonnement à une date de fin (préavis et engagement respectés)',
    access: write,
    params: ZSubscriptionParams,
    body: ZSubscriptionTermination,
    response: ZSubscription,
    refusals: { 404: 'Abonnement d’une autre marque ou inconnu', 409: 'Abonnement clos, déjà résilié ou pas encore facturé' },
  },
  cancel: {
    method: 'POST',
    path: '/api/abonnements/:id/annulation',
    summary: 'Annuler un abonnement avant sa première facture',
    access: write,
    params: ZSubscriptionParams,
    response: ZSubscription,
    refusals: { 404: 'Abonnement d’une autre marque ou inconnu', 409: 'Une facture a déjà été émise' },
  },
});
