import { STAFF_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import { ZCodeSent } from '../one-time-code/schemas.ts';
import {
  ZInventory,
  ZInventoryBody,
  ZInventoryCreate,
  ZInventoryList,
  ZInventoryOptions,
  ZInventoryParams,
  ZInventoryPdf,
  ZInventoryQuery,
  ZInventorySignBody,
} from './schemas.ts';

/** Staff of the brand scope with the "edl" module fill in the reports, during the visit. */
const staff = { roles: STAFF_ROLES, module: 'edl' } as const;

/** Move-in and move-out condition reports (spec shell /edl, /edl/{id}, /edl/pdt/{id}; members-bookings-feed §2.21). */
export const inventoryOperations = operations('inventory', {
  list: {
    method: 'GET',
    path: '/api/edl',
    summary: 'États des lieux',
    access: staff,
    query: ZInventoryQuery,
    response: ZInventoryList,
  },
  options: {
    method: 'GET',
    path: '/api/edl/options',
    summary: "Contrats sans état des lieux d'entrée",
    access: staff,
    response: ZInventoryOptions,
  },
  find: {
    method: 'GET',
    path: '/api/edl/:id',
    summary: 'Fiche d’un état des lieux',
    access: staff,
    params: ZInventoryParams,
    response: ZInventory,
  },
  create: {
    method: 'POST',
    path: '/api/edl',
    summary: "Créer l'état des lieux d'entrée d'un contrat",
    access: staff,
    body: ZInventoryCreate,
    response: ZInventory,
    status: 201,
    refusals: { 409: "Ce contrat a déjà un état des lieux d'entrée." },
  },
  save: {
    method: 'PUT',
    path: '/api/edl/:id',
    summary: 'Enregistrer les pièces et éléments d’un brouillon',
    access: staff,
    params: ZInventoryParams,
    body: ZInventoryBody,
    response: ZInventory,
    refusals: { 409: 'Cet état des lieux est signé : il ne peut plus être modifié.' },
  },
  createExit: {
    method: 'POST',
    path: '/api/edl/:id/exit',
    summary: "Créer l'état des lieux de sortie depuis celui d'entrée",
    access: staff,
    params: ZInventoryParams,
    response: ZInventory,
    status: 201,
    refusals: { 409: 'Ce contrat a déjà un état des lieux de sortie.' },
  },
  sendCode: {
    method: 'POST',
    path: '/api/edl/:id/signatures/code',
    summary: 'Envoyer au locataire, par e-mail, le code à usage unique de sa signature (une fois le représentant signé)',
    access: staff,
    params: ZInventoryParams,
    response: ZCodeSent,
    refusals: { 409: 'Le représentant signe en premier, le locataire ensuite.' },
  },
  sign: {
    method: 'POST',
    path: '/api/edl/:id/signatures',
    summary:
      'Signer un état des lieux (le représentant, puis le locataire avec le code reçu par e-mail) ; à la seconde signature, le PDF part aux deux',
    access: staff,
    params: ZInventoryParams,
    body: ZInventorySignBody,
    response: ZInventory,
    refusals: { 409: 'Le représentant signe en premier, le locataire ensuite.' },
  },
  pdf: {
    method: 'GET',
    path: '/api/edl/:id/pdf',
    summary: 'État des lieux signé en PDF',
    access: staff,
    params: ZInventoryParams,
    response: ZInventoryPdf,
    refusals: { 409: "L'état des lieux n'est pas encore signé par les deux parties." },
  },
});
