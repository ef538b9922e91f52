import { STAFF_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import {
  ZPublicQuote,
  ZQuote,
  ZQuoteAnswer,
  ZQuoteBody,
  ZQuoteList,
  ZQuoteMove,
  ZQuoteOptions,
  ZQuoteParams,
  ZQuotePdf,
  ZQuotePdfParams,
  ZQuoteProductQuery,
  ZQuoteProducts,
  ZQuoteQuery,
  ZQuoteSlotCheck,
  ZQuoteSlotQuery,
  ZQuoteTokenParams,
} from './schemas.ts';

/** Quotes belong to the shop (spec shell §2.4 "Magasin", §6 module "services"): its staff, in their brand scope. */
const staff = { roles: STAFF_ROLES, module: 'services' } as const;
/** The client's page: the mailed link is the credential. */
const link = { public: true } as const;

/** Quotes (tables-and-sheets §2.5, §3, §7; shell /devis, /devis/{id}, §4). */
export const quoteOperations = operations('quotes', {
  list: {
    method: 'GET',
    path: '/api/devis',
    summary: 'Devis (20 par page)',
    access: staff,
    query: ZQuoteQuery,
    response: ZQuoteList,
  },
  options: {
    method: 'GET',
    path: '/api/devis/options',
    summary: 'Salles de réunion et espaces de coworking proposés aux créneaux',
    access: staff,
    response: ZQuoteOptions,
  },
  products: {
    method: 'GET',
    path: '/api/devis/products',
    summary: 'Produits du catalogue proposés aux lignes, pour la marque du client',
    access: staff,
    query: ZQuoteProductQuery,
    response: ZQuoteProducts,
  },
  checkSlot: {
    method: 'GET',
    path: '/api/devis/slot',
    summary: 'Disponibilité et prix d’un créneau',
    access: staff,
    query: ZQuoteSlotQuery,
    response: ZQuoteSlotCheck,
  },
  find: {
    method: 'GET',
    path: '/api/devis/:id',
    summary: 'Fiche d’un devis',
    access: staff,
    params: ZQuoteParams,
    response: ZQuote,
  },
  create: {
    method: 'POST',
    path: '/api/devis',
    summary: 'Écrire un devis',
    access: staff,
    body: ZQuoteBody,
    response: ZQuote,
    status: 201,
    refusals: { 409: 'La salle est occupée sur ce créneau.' },
  },
  update: {
    method: 'PUT',
    path: '/api/devis/:id',
    summary: 'Modifier un devis (nouvelle demande ou brouillon)',
    access: staff,
    params: ZQuoteParams,
    body: ZQuoteBody,
    response: ZQuote,
    refusals: { 409: 'Ce devis ne peut plus être modifié, ou un créneau est pris.' },
  },
  move: {
    method: 'POST',
    path: '/api/devis/:id/state',
    summary: 'Changer l’état d’un devis (envoyer, accepter, refuser, annuler)',
    access: staff,
    params: ZQuoteParams,
    body: ZQuoteMove,
    response: ZQuote,
    refusals: { 409: 'Ce changement d’état n’est pas permis, un créneau est pris ou un produit manque en stock.' },
  },
  pdf: {
    method: 'GET',
    path: '/api/devis/:cryptId/download/pdf/:cryptBrand',
    summary: 'Devis en PDF',
    access: staff,
    params: ZQuotePdfParams,
    response: ZQuotePdf,
  },
  publicFind: {
    method: 'GET',
    path: '/api/devis/public/:token',
    summary: 'Le devis reçu par le client (lien du mail)',
    access: link,
    params: ZQuoteTokenParams,
    response: ZPublicQuote,
  },
  publicAnswer: {
    method: 'POST',
    path: '/api/devis/public/:token',
    summary: 'Le client accepte ou refuse le devis (lien du mail)',
    access: link,
    params: ZQuoteTokenParams,
    body: ZQuoteAnswer,
    response: ZPublicQuote,
    refusals: { 409: 'Le devis est clos ou expiré, un créneau est pris ou un produit manque en stock.' },
  },
});
