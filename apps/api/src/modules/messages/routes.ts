import { ADMIN_ROLES, STAFF_ROLES } from '@hubgrade/domain/auth/roles';
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
} from '@hubgrade/domain/messages/schemas';
import { z } from 'zod';
import type { Module } from '../../lib/context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { findConversation, listMessages } from './queries.ts';
import { changeMessageState, deleteMessage, editMessageContent, replyToDiscussion, setDiscussionArchived } from './service.ts';

const tags = ['messages'];

/**
 * Who may do what (the sidebar puts Messages in the ads module, for staff):
 * - read the table and the conversations, moderate (validate, refuse, mark read), answer and
 *   archive: the module's staff, administrators and salespeople — salespeople follow the
 *   landlord–tenant exchanges they are selling;
 * - rewrite what someone wrote, or delete it: administrators only.
 * In a brand, the module rule of spec shell §6 leaves the messages to its administrators.
 */
const staff = { access: { roles: STAFF_ROLES, module: 'ads' } } as const;
const admins = { access: { roles: ADMIN_ROLES, module: 'ads' } } as const;

/** Tables-and-sheets §2.8 and §7: the messages between landlords and tenants, and their moderation. */
export const messageRoutes: Module = async (app, { db }) => {
  app.get(
    '/api/messages',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Liste des messages (25 par page, les plus récents en premier)',
        querystring: ZMessageListQuery,
        response: { 200: ZMessageList },
      },
    },
    async (request) => listMessages(db, currentUser(request), request.query),
  );

  app.get(
    '/api/discussions/:discussionId',
    {
      config: staff,
      schema: { tags, summary: 'Conversation et tous ses messages', params: ZDiscussionIdParams, response: { 200: ZConversation } },
    },
    async (request) => findConversation(db, currentUser(request), request.params.discussionId),
  );

  app.patch(
    '/api/messages/:id/state',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Valider, refuser ou marquer comme lu un message',
        params: ZMessageIdParams,
        body: ZMessageStateBody,
        response: { 201: ZMessageRow },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await changeMessageState(db, currentUser(request), request.params.id, request.body.messageState)),
  );

  app.post(
    '/api/discussions/:discussionId/messages',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Répondre dans une conversation au nom de l’autre partie',
        params: ZDiscussionIdParams,
        body: ZReplyBody,
        response: { 201: ZMessageRow },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await replyToDiscussion(db, currentUser(request), request.params.discussionId, request.body.hubgrade_message)),
  );

  app.patch(
    '/api/messages/:id/content',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Modifier le texte d’un message',
        params: ZMessageIdParams,
        body: ZMessageContentBody,
        response: { 200: ZMessageRow },
      },
    },
    async (request) => editMessageContent(db, currentUser(request), request.params.id, request.body.content),
  );

  app.delete(
    '/api/messages/:id',
    {
      config: admins,
      preValidation: refuseBody,
      schema: { tags, summary: 'Supprimer un message', params: ZMessageIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteMessage(db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/discussions/:discussionId/archive',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Archiver ou désarchiver une conversation',
        params: ZDiscussionIdParams,
        body: ZArchiveBody,
        response: { 200: ZArchiveAnswer },
      },
    },
    async (request) => setDiscussionArchived(db, currentUser(request), request.params.discussionId, request.body.archived),
  );
};
