import {
  ZNotification,
  ZNotificationIdParams,
  ZNotificationLastIdParams,
  ZNotificationPage,
  ZNotificationSeenBody,
  ZNotificationSendAnswer,
  ZNotificationSendBody,
  ZNotificationSettings,
  ZNotificationSettingsBody,
  ZUnreadCount,
} from '@hubgrade/domain/notifications/schemas';
import { z } from 'zod';
import type { Module } from '../../lib/context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { notificationPage, notificationSettingsOf } from './queries.ts';
import { sendSystemNotification } from './send.ts';
import { deleteAllNotifications, deleteNotification, markAllRead, saveNotificationSettings, setSeen } from './service.ts';

const tags = ['notifications'];
const own = { access: { roles: 'authenticated' } } as const;

/** Spec shell §7: the signed-in user's own notifications, and operators' messages. */
export const notificationRoutes: Module = async (app, { db }) => {
  app.get(
    '/api/notifs/user',
    { config: own, schema: { tags, summary: 'Mes notifications, les plus récentes en premier', response: { 200: ZNotificationPage } } },
    async (request) => notificationPage(db, currentUser(request).id),
  );

  app.get(
    '/api/notifs/user/:lastId',
    {
      config: own,
      schema: {
        tags,
        summary: 'Page suivante : les notifications plus anciennes que lastId',
        params: ZNotificationLastIdParams,
        response: { 200: ZNotificationPage },
      },
    },
    async (request) => notificationPage(db, currentUser(request).id, request.params.lastId),
  );

  app.patch(
    '/api/notifs/read/all/false',
    { config: own, preValidation: refuseBody, schema: { tags, summary: 'Tout marquer comme lu', response: { 200: ZUnreadCount } } },
    async (request) => markAllRead(db, currentUser(request).id),
  );

  app.delete(
    '/api/notifs/delete/all',
    {
      config: own,
      preValidation: refuseBody,
      schema: { tags, summary: 'Supprimer toutes mes notifications', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteAllNotifications(db, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/notifs/settings',
    { config: own, schema: { tags, summary: 'Types de notification reçus', response: { 200: ZNotificationSettings } } },
    async (request) => ({ settings: await notificationSettingsOf(db, currentUser(request).id) }),
  );

  app.put(
    '/api/notifs/settings',
    {
      config: own,
      schema: {
        tags,
        summary: 'Choisir les types de notification reçus',
        body: ZNotificationSettingsBody,
        response: { 200: ZNotificationSettings },
      },
    },
    async (request) => saveNotificationSettings(db, currentUser(request).id, request.body.settings),
  );

  app.post(
    '/api/notifs/send',
    {
      config: { access: { roles: ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND'] } },
      schema: {
        tags,
        summary: 'Envoyer une notification « système » à des utilisateurs ou à une marque',
        body: ZNotificationSendBody,
        response: { 201: ZNotificationSendAnswer },
      },
    },
    async (request, reply) => reply.status(201).send(await sendSystemNotification(db, currentUser(request), request.body)),
  );

  app.delete(
    '/api/notifs/:id',
    {
      config: own,
      preValidation: refuseBody,
      schema: { tags, summary: 'Supprimer une notification', params: ZNotificationIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteNotification(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/notifs/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'Marquer une notification lue ou non lue',
        params: ZNotificationIdParams,
        body: ZNotificationSeenBody,
        response: { 200: ZNotification },
      },
    },
    async (request) => setSeen(db, currentUser(request).id, request.params.id, request.body.seen),
  );
};
