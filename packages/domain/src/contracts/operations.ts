import { ADMIN_ROLES, STAFF_ROLES } from '../auth/roles.ts';
import { ZIdParams } from '../common/list.ts';
import { operations } from '../common/operation.ts';
import { ZNoContent } from '../common/schemas.ts';
import { CONTRACT_DELETE_ROLES } from './permissions.ts';
import {
  ZBookingBackendBody,
  ZBookingOsBackendBody,
  ZContract,
  ZContractDocumentBody,
  ZContractDocumentParams,
  ZContractDocuments,
  ZContractList,
  ZContractQuery,
  ZContractStateBody,
  ZCoworkingContractQuery,
  ZDocumentFile,
  ZOffPlatformBody,
  ZUserDocumentBody,
  ZUserDocumentFileParams,
  ZUserDocuments,
  ZUserIdParams,
} from './schemas.ts';

/** Staff follow contracts, administrators change them (module "bookings", spec shell §6). */
const read = { roles: STAFF_ROLES, module: 'bookings' } as const;
const write = { roles: ADMIN_ROLES, module: 'bookings' } as const;
const removal = { roles: CONTRACT_DELETE_ROLES, module: 'bookings' } as const;

/**
 * The operations both sides of the area share (tables §7), under the side's own paths; `tag`
 * names the side in the summaries ("contrat", "contrat coworking").
 */
function side<const P extends '/api/bookings' | '/api/bookings-os'>(prefix: P, tag: string) {
  return {
    find: {
      method: 'GET',
      path: `${prefix}/:id`,
      summary: `Fiche ${tag}`,
      access: read,
      params: ZIdParams,
      response: ZContract,
    },
    remove: {
      method: 'DELETE',
      path: `${prefix}/:id`,
      summary: `Supprimer un ${tag}`,
      access: removal,
      params: ZIdParams,
      response: ZNoContent,
      status: 204,
      // The spec names 204 and the refusal of rights (401, 403) only: a signed contract stays.
      refusals: { 409: 'Le contrat est signé, en cours ou en préavis (états 3 à 5) : terminez-le d’abord.' },
    },
    move: {
      method: 'POST',
      path: `${prefix}/:id/state`,
      summary: `Changer l’état d’un ${tag}`,
      access: write,
      params: ZIdParams,
      body: ZContractStateBody,
      response: ZContract,
    },
    documents: {
      method: 'GET',
      path: `${prefix}/:id/documents`,
      summary: `Documents d’un ${tag}`,
      access: read,
      params: ZIdParams,
      response: ZContractDocuments,
    },
    addDocument: {
      method: 'POST',
      path: `${prefix}/:id/documents`,
      summary: `Ajouter un document à un ${tag}`,
      access: write,
      params: ZIdParams,
      body: ZContractDocumentBody,
      response: ZContractDocuments,
      status: 201,
    },
    removeDocument: {
      method: 'DELETE',
      path: `${prefix}/:id/documents/:documentId`,
      summary: `Retirer un document d’un ${tag}`,
      access: write,
      params: ZContractDocumentParams,
      response: ZNoContent,
      status: 204,
    },
    documentFile: {
      method: 'GET',
      path: `${prefix}/:id/documents/:documentId/file`,
      summary: `Fichier d’un document de ${tag}`,
      access: read,
      params: ZContractDocumentParams,
      response: ZDocumentFile,
    },
  } as const;
}

const platform = side('/api/bookings', 'contrat');
const coworking = side('/api/bookings-os', 'contrat coworking');

/**
 * Platform and coworking contracts (tables-and-sheets §3, §7), their documents, and the identity
 * proof and KBIS of a user. The two sides share their operations; their paths and the wrapper of
 * their PATCH body differ (contracts/sides.ts pairs them by kind).
 */
export const contractOperations = operations('contracts', {
  listPlatform: {
    method: 'GET',
    path: '/api/bookings',
    summary: 'Contrats plateforme',
    access: read,
    query: ZContractQuery,
    response: ZContractList,
  },
  listCoworking: {
    method: 'GET',
    path: '/api/bookings-os',
    summary: 'Contrats coworking',
    access: read,
    query: ZCoworkingContractQuery,
    response: ZContractList,
  },
  patchPlatform: {
    method: 'PATCH',
    path: '/api/bookings/backend/:id',
    summary: 'Date de fin ou alerte de facturation d’un contrat',
    access: write,
    params: ZIdParams,
    body: ZBookingBackendBody,
    response: ZContract,
  },
  patchCoworking: {
    method: 'PATCH',
    path: '/api/bookings-os/backend/:id',
    summary: 'Date de fin ou alerte de facturation d’un contrat coworking',
    access: write,
    params: ZIdParams,
    body: ZBookingOsBackendBody,
    response: ZContract,
  },
  findPlatform: platform.find,
  deletePlatform: platform.remove,
  movePlatform: platform.move,
  platformDocuments: platform.documents,
  addPlatformDocument: platform.addDocument,
  removePlatformDocument: platform.removeDocument,
  platformDocumentFile: platform.documentFile,
  findCoworking: coworking.find,
  deleteCoworking: coworking.remove,
  moveCoworking: coworking.move,
  coworkingDocuments: coworking.documents,
  addCoworkingDocument: coworking.addDocument,
  removeCoworkingDocument: coworking.removeDocument,
  coworkingDocumentFile: coworking.documentFile,
  createOffPlatform: {
    method: 'POST',
    path: '/api/bookings-hp',
    summary: 'Créer un contrat hors plateforme',
    access: write,
    body: ZOffPlatformBody,
    response: ZContract,
    status: 201,
  },
  clearActivity: {
    method: 'DELETE',
    path: '/api/bookings-notification/:id',
    summary: 'Marquer l’activité d’un contrat comme vue',
    access: read,
    params: ZIdParams,
    response: ZNoContent,
    status: 204,
  },
  userDocuments: {
    method: 'GET',
    path: '/api/documents/users/:userId',
    summary: 'Pièce d’identité et KBIS d’un utilisateur',
    access: { roles: STAFF_ROLES },
    params: ZUserIdParams,
    response: ZUserDocuments,
  },
  setUserDocument: {
    method: 'PUT',
    path: '/api/documents/users/:userId',
    summary: 'Déposer la pièce d’identité ou le KBIS d’un utilisateur',
    access: { roles: ADMIN_ROLES },
    params: ZUserIdParams,
    body: ZUserDocumentBody,
    response: ZUserDocuments,
  },
  userDocumentFile: {
    method: 'GET',
    path: '/api/documents/users/:userId/:kind/file',
    summary: 'Fichier d’un document d’utilisateur',
    access: { roles: STAFF_ROLES },
    params: ZUserDocumentFileParams,
    response: ZDocumentFile,
  },
});
