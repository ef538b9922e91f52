import { ADMIN_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import { ZNoContent } from '../common/schemas.ts';
import {
  ZFeedBrandParams,
  ZFeedCategory,
  ZFeedCategoryBody,
  ZFeedCategoryList,
  ZFeedCategoryPatch,
  ZFeedCategoryQuery,
  ZFeedCountQuery,
  ZFeedCounts,
  ZFeedEspaces,
  ZFeedItemParams,
  ZFeedMessage,
  ZFeedMessageBody,
  ZFeedMessageList,
  ZFeedMessageQuery,
  ZMyFeed,
  ZMyFeedParams,
  ZMyFeedQuery,
} from './schemas.ts';

/** Administrators write the feed of their deployment (module "newsFeed", spec shell §6). */
const staff = { roles: ADMIN_ROLES, module: 'newsFeed' } as const;
/**
 * Every signed-in user reads the published messages of their site and reacts to them; the API
 * refuses (403) the members of a brand without the "newsFeed" module, which a policy's module
 * cannot say as a brand's modules show to its administrators only.
 */
const reader = { roles: 'authenticated' } as const;

/** The news feed (members-bookings-feed §2.18–§2.20, §7): messages, categories, a member's feed. */
export const feedOperations = operations('feed', {
  listMessages: {
    method: 'GET',
    path: '/api/brand/:brandId/feed/messages',
    summary: "Messages du fil d'actualités",
    access: staff,
    params: ZFeedBrandParams,
    query: ZFeedMessageQuery,
    response: ZFeedMessageList,
  },
  countMessages: {
    method: 'GET',
    path: '/api/brand/:brandId/feed/messages/counts',
    summary: 'Nombre de messages par état',
    access: staff,
    params: ZFeedBrandParams,
    query: ZFeedCountQuery,
    response: ZFeedCounts,
  },
  espaces: {
    method: 'GET',
    path: '/api/brand/:brandId/feed/espaces',
    summary: 'Espaces destinataires des messages',
    access: staff,
    params: ZFeedBrandParams,
    response: ZFeedEspaces,
  },
  findMessage: {
    method: 'GET',
    path: '/api/brand/:brandId/feed/messages/:id',
    summary: "Message du fil d'actualités",
    access: staff,
    params: ZFeedItemParams,
    response: ZFeedMessage,
  },
  createMessage: {
    method: 'POST',
    path: '/api/brand/:brandId/feed/messages',
    summary: 'Écrire un message',
    access: staff,
    params: ZFeedBrandParams,
    body: ZFeedMessageBody,
    response: ZFeedMessage,
    status: 201,
  },
  saveMessage: {
    method: 'PUT',
    path: '/api/brand/:brandId/feed/messages/:id',
    summary: 'Enregistrer un message',
    access: staff,
    params: ZFeedItemParams,
    body: ZFeedMessageBody,
    response: ZFeedMessage,
    refusals: { 409: 'Un message publié reste publié.' },
  },
  duplicateMessage: {
    method: 'POST',
    path: '/api/brand/:brandId/feed/messages/:id/duplicate',
    summary: 'Dupliquer un message (la copie est un brouillon)',
    access: staff,
    params: ZFeedItemParams,
    response: ZFeedMessage,
    status: 201,
  },
  deleteMessage: {
    method: 'DELETE',
    path: '/api/brand/:brandId/feed/messages/:id',
    summary: 'Supprimer un message',
    access: staff,
    params: ZFeedItemParams,
    response: ZNoContent,
    status: 204,
  },
  listCategories: {
    method: 'GET',
    path: '/api/brand/:brandId/feed/categories',
    summary: "Catégories du fil d'actualités",
    access: staff,
    params: ZFeedBrandParams,
    query: ZFeedCategoryQuery,
    response: ZFeedCategoryList,
  },
  createCategory: {
    method: 'POST',
    path: '/api/brand/:brandId/feed/categories',
    summary: 'Créer une catégorie',
    access: staff,
    params: ZFeedBrandParams,
    body: ZFeedCategoryBody,
    response: ZFeedCategory,
    status: 201,
    refusals: { 409: 'Une catégorie porte déjà ce nom.' },
  },
  patchCategory: {
    method: 'PATCH',
    path: '/api/brand/:brandId/feed/categories/:id',
    summary: 'Modifier une catégorie (201, comme le dit la spécification)',
    access: staff,
    params: ZFeedItemParams,
    body: ZFeedCategoryPatch,
    response: ZFeedCategory,
    status: 201,
    refusals: { 409: 'Une catégorie porte déjà ce nom.' },
  },
  deleteCategory: {
    method: 'DELETE',
    path: '/api/brand/:brandId/feed/categories/:id',
    summary: 'Supprimer une catégorie (ses messages la perdent)',
    access: staff,
    params: ZFeedItemParams,
    response: ZNoContent,
    status: 204,
  },
  myFeed: {
    method: 'GET',
    path: '/api/feed/messages',
    summary: 'Actualités publiées des espaces du membre',
    access: reader,
    query: ZMyFeedQuery,
    response: ZMyFeed,
  },
  react: {
    method: 'POST',
    path: '/api/feed/messages/:id/reaction',
    summary: "J'aime ou je participe (événement) ; un second appel retire la réaction",
    access: reader,
    params: ZMyFeedParams,
    response: ZFeedMessage,
  },
});
