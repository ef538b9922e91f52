import { ADMIN_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import { ZNoContent } from '../common/schemas.ts';
import {
  ZDocument,
  ZDocumentAudienceQuery,
  ZDocumentAudiences,
  ZDocumentBody,
  ZDocumentList,
  ZDocumentParams,
  ZDocumentPatch,
  ZDocumentQuery,
  ZDocumentVersionBody,
} from './schemas.ts';

/**
 * Every signed-in user reads the documents shared with them (staff their brand scope's); the API
 * refuses (403) the users of a brand without the "documents" module, which a policy's module
 * cannot say for members. Administrators manage the library.
 */
const anyone = { roles: 'authenticated' } as const;
const staff = { roles: ADMIN_ROLES, module: 'documents' } as const;

/** Documents library (spec shell /documents, /documents/{id}). */
export const documentOperations = operations('documents', {
  list: {
    method: 'GET',
    path: '/api/documents',
    summary: 'Documents (les siens pour un membre)',
    access: anyone,
    query: ZDocumentQuery,
    response: ZDocumentList,
  },
  audiences: {
    method: 'GET',
    path: '/api/documents/audiences',
    summary: 'Sites, sociétés et membres avec qui partager',
    access: staff,
    query: ZDocumentAudienceQuery,
    response: ZDocumentAudiences,
  },
  find: {
    method: 'GET',
    path: '/api/documents/:id',
    summary: 'Fiche d’un document et ses versions',
    access: anyone,
    params: ZDocumentParams,
    response: ZDocument,
  },
  create: {
    method: 'POST',
    path: '/api/documents',
    summary: 'Ajouter un document',
    access: staff,
    body: ZDocumentBody,
    response: ZDocument,
    status: 201,
  },
  patch: {
    method: 'PATCH',
    path: '/api/documents/:id',
    summary: 'Modifier le titre et le partage d’un document',
    access: staff,
    params: ZDocumentParams,
    body: ZDocumentPatch,
    response: ZDocument,
  },
  addVersion: {
    method: 'POST',
    path: '/api/documents/:id/versions',
    summary: 'Envoyer une nouvelle version',
    access: staff,
    params: ZDocumentParams,
    body: ZDocumentVersionBody,
    response: ZDocument,
    status: 201,
  },
  remove: {
    method: 'DELETE',
    path: '/api/documents/:id',
    summary: 'Supprimer un document et ses versions',
    access: staff,
    params: ZDocumentParams,
    response: ZNoContent,
    status: 204,
  },
});
