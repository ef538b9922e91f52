import { operations } from '../common/operation.ts';
import {
  ZCardCheckout,
  ZCardInvoiceParams,
  ZCardPaymentOutcome,
  ZCardPaymentParams,
  ZCheckoutDecision,
  ZCheckoutRedirect,
  ZCheckoutSession,
  ZCheckoutSessionParams,
} from './schemas.ts';

/**
 * Paying an invoice by card through a hosted checkout (CARD_PAYMENT_URL, or the built-in provider):
 * the invoice's member, their company's owner, and the brand's staff open a checkout for what is
 * still owed; the return asks the provider for the outcome and records the payment once. Another
 * brand's invoice, or another member's, is a 404. The built-in provider's page is public: its
 * session id, random, is the credential, as a hosted provider's link would be.
 */
const signedIn = { roles: 'authenticated' } as const;

export const cardPaymentOperations = operations('card-payments', {
  startCardPayment: {
    method: 'POST',
    path: '/api/factures/:id/paiement-carte',
    summary: 'Payer une facture par carte : ouvre un paiement pour le montant dû et donne son adresse',
    access: signedIn,
    params: ZCardInvoiceParams,
    response: ZCardCheckout,
    status: 201,
    refusals: { 404: 'Facture introuvable, d’une autre marque ou d’un autre membre.', 409: 'Facture payée, annulée ou sans montant dû.' },
  },
  confirmCardPayment: {
    method: 'POST',
    path: '/api/paiements-carte/:id/confirmation',
    summary: 'Retour du paiement par carte : l’issue lue chez le prestataire, le paiement enregistré une seule fois',
    access: signedIn,
    params: ZCardPaymentParams,
    response: ZCardPaymentOutcome,
    refusals: { 404: 'Paiement introuvable, d’une autre marque ou d’un autre membre.' },
  },
  checkoutPage: {
    method: 'GET',
    path: '/api/paiement-carte/:sessionId',
    summary: 'Page de paiement du prestataire intégré (la session en JSON pour un appel qui le demande)',
    access: { public: true },
    params: ZCheckoutSessionParams,
    response: ZCheckoutSession,
    refusals: { 404: 'Session de paiement inconnue.' },
  },
  decideCheckout: {
    method: 'POST',
    path: '/api/paiement-carte/:sessionId/issue',
    summary: 'Prestataire intégré : payer (succès) ou refuser (échec), puis l’adresse de retour',
    access: { public: true },
    params: ZCheckoutSessionParams,
    body: ZCheckoutDecision,
    response: ZCheckoutRedirect,
    refusals: { 404: 'Session de paiement inconnue.', 409: 'Paiement déjà traité.' },
  },
});
