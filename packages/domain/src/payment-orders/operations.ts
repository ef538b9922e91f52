import { operations } from '../common/operation.ts';
import {
  ZDirectDebitCreateBody,
  ZItemRejectBody,
  ZPaymentOrder,
  ZPaymentOrderFile,
  ZPaymentOrderItemParams,
  ZPaymentOrderKindParams,
  ZPaymentOrderList,
  ZPaymentOrderMoveBody,
  ZPaymentOrderParams,
  ZPaymentOrderQuery,
} from './schemas.ts';

/** Payment orders (shell /ordres/{type}, /ordres/{type}/{id}; §6): the super administrator's only. */
const superAdmin = { roles: ['ROLE_ADMIN'] } as const;

export const paymentOrderOperations = operations('payment-orders', {
  list: {
    method: 'GET',
    path: '/api/ordres/:kind',
    summary: 'Ordres de paiement d’un type (20 par page)',
    access: superAdmin,
    params: ZPaymentOrderKindParams,
    query: ZPaymentOrderQuery,
    response: ZPaymentOrderList,
  },
  find: {
    method: 'GET',
    path: '/api/ordres/:kind/:id',
    summary: 'Fiche d’un ordre : lignes, totaux, étape suivante',
    access: superAdmin,
    params: ZPaymentOrderParams,
    response: ZPaymentOrder,
    refusals: { 404: 'L’ordre n’existe pas ou n’est pas de ce type.' },
  },
  createDirectDebit: {
    method: 'POST',
    path: '/api/ordres/prelevement',
    summary: 'Créer un ordre de prélèvement avec les factures dues des contrats sous mandat SEPA',
    access: superAdmin,
    body: ZDirectDebitCreateBody,
    response: ZPaymentOrder,
    status: 201,
    refusals: { 404: 'La marque n’existe pas.', 409: 'Aucune facture à prélever, ou pas d’identifiant créancier.' },
  },
  file: {
    method: 'GET',
    path: '/api/ordres/:kind/:id/xml',
    summary: 'Fichier SEPA de l’ordre (pain.008.001.02 pour un prélèvement)',
    access: superAdmin,
    params: ZPaymentOrderParams,
    response: ZPaymentOrderFile,
    refusals: { 404: 'L’ordre n’existe pas.' },
  },
  move: {
    method: 'POST',
    path: '/api/ordres/:kind/:id/state',
    summary: 'Faire avancer un ordre : mettre en banque, reversement, clôturé',
    access: superAdmin,
    params: ZPaymentOrderParams,
    body: ZPaymentOrderMoveBody,
    response: ZPaymentOrder,
    refusals: { 404: 'L’ordre n’existe pas.', 409: 'L’ordre n’est pas à l’étape précédente.' },
  },
  rejectItem: {
    method: 'POST',
    path: '/api/ordres/:kind/:id/items/:itemId/reject',
    summary: 'Enregistrer le rejet d’un prélèvement par la banque',
    access: superAdmin,
    params: ZPaymentOrderItemParams,
    body: ZItemRejectBody,
    response: ZPaymentOrder,
    refusals: { 404: 'L’ordre ou la ligne n’existe pas.', 409: 'Ordre pas encore en banque, clôturé, ou ligne déjà rejetée.' },
  },
});
