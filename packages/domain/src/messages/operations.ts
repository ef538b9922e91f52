import { ADMIN_ROLES, STAFF_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import { ZNoContent } from '../common/schemas.ts';
import {
  ZArchiveAnswer,
  ZArchiveBody,
  ZConversation,
  ZDiscussionIdParams,
  ZMessageContentBody,
  ZMessageIdParams,
  ZMessageList,
  ZMessageListQuery,
  ZMessageRow,
  ZMessageStateBody,
  ZReplyBody,
} from './schemas.ts';

/**
 * Who may do what (the sidebar puts Messages in the ads module, for staff):
 * - read the table and the conversations, moderate (validate, refuse, mark read), answer and
 *   archive: the module's staff, administrators and salespeople — salespeople follow the
 *   landlord–tenant exchanges they are selling;
 * - rewrite what someone wrote, or delete it: administrators only.
 * In a brand, the module rule of spec shell §6 leaves the messages to its administrators.
 */
const staff = { roles: STAFF_ROLES, module: 'ads' } as const;
const admins = { roles: ADMIN_ROLES, module: 'ads' } as const;

/** Tables-and-sheets §2.8 and §7: the messages between landlords and tenants, and their moderation. */
export const messageOperations = operations('messages', {
  listMessages: {
    method: 'GET',
    path: '/api/messages',
    summary: 'Liste des messages (25 par page, les plus récents en premier)',
    access: staff,
    query: ZMessageListQuery,
    response: ZMessageList,
  },
  findConversation: {
    method: 'GET',
    path: '/api/discussions/:discussionId',
    summary: 'Conversation et tous ses messages',
    access: staff,
    params: ZDiscussionIdParams,
    response: ZConversation,
  },
  changeMessageState: {
    method: 'PATCH',
    path: '/api/messages/:id/state',
    summary: 'Valider, refuser ou marquer comme lu un message',
    access: staff,
    params: ZMessageIdParams,
    body: ZMessageStateBody,
    response: ZMessageRow,
    status: 201,
  },
  replyToDiscussion: {
    method: 'POST',
    path: '/api/discussions/:discussionId/messages',
    summary: 'Répondre dans une conversation au nom de l’autre partie',
    access: staff,
    params: ZDiscussionIdParams,
    body: ZReplyBody,
    response: ZMessageRow,
    status: 201,
  },
  editMessageContent: {
    method: 'PATCH',
    path: '/api/messages/:id/content',
    summary: 'Modifier le texte d’un message',
    access: admins,
    params: ZMessageIdParams,
    body: ZMessageContentBody,
    response: ZMessageRow,
  },
  deleteMessage: {
    method: 'DELETE',
    path: '/api/messages/:id',
    summary: 'Supprimer un message',
    access: admins,
    params: ZMessageIdParams,
    response: ZNoContent,
    status: 204,
  },
  archiveDiscussion: {
    method: 'PATCH',
    path: '/api/discussions/:discussionId/archive',
    summary: 'Archiver ou désarchiver une conversation',
    access: staff,
    params: ZDiscussionIdParams,
    body: ZArchiveBody,
    response: ZArchiveAnswer,
  },
});
