import { operations } from '../common/operation.ts';
import { ZOrder, ZOrderBody, ZOrderCreated, ZOrderList, ZOrderMove, ZOrderParams, ZOrderQuery, ZShop, ZShopQuery } from './schemas.ts';

/**
 * Members buy and follow their orders, the owners and managers of their company validate them,
 * staff follow their brand's. Who sees which order is the queries' scope; who may move it is the
 * state machine's; a brand without the "services" module (spec shell §6) is refused by the API
 * itself, as a module policy would admit administrators only.
 */
const signedIn = { roles: 'authenticated' } as const;

/** The shop and its orders (shell /magasin, /commandes/commandes, /commandes/commandes/{id}, §4). */
export const orderOperations = operations('orders', {
  shop: {
    method: 'GET',
    path: '/api/magasin',
    summary: 'Packs de crédits et produits en vente pour le membre connecté',
    access: signedIn,
    query: ZShopQuery,
    response: ZShop,
  },
  list: {
    method: 'GET',
    path: '/api/commandes',
    summary: 'Commandes (20 par page)',
    access: signedIn,
    query: ZOrderQuery,
    response: ZOrderList,
  },
  find: {
    method: 'GET',
    path: '/api/commandes/:id',
    summary: 'Fiche d’une commande : lignes et historique des états',
    access: signedIn,
    params: ZOrderParams,
    response: ZOrder,
    refusals: { 404: 'Commande d’une autre marque, d’un autre membre ou inconnue' },
  },
  create: {
    method: 'POST',
    path: '/api/commandes',
    summary: 'Acheter des produits du magasin (le membre connecté)',
    access: signedIn,
    body: ZOrderBody,
    response: ZOrderCreated,
    status: 201,
    refusals: { 409: 'Stock insuffisant, produit hors vente ou acheteur qui n’est pas un membre' },
  },
  move: {
    method: 'POST',
    path: '/api/commandes/:id/etat',
    summary: 'Changer l’état d’une commande (valider, refuser, annuler, facturer, payer, terminer)',
    access: signedIn,
    params: ZOrderParams,
    body: ZOrderMove,
    response: ZOrder,
    refusals: { 404: 'Commande d’une autre marque ou inconnue', 409: 'Changement d’état non permis' },
  },
});
