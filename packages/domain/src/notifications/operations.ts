import { BRAND_ADMIN_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import { ZNoContent } from '../common/schemas.ts';
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
  ZRealtimeFrames,
  ZRealtimeQuery,
  ZUnreadCount,
} from './schemas.ts';

const own = { roles: 'authenticated' } as const;

/** Spec shell §7: the signed-in user's own notifications, operators' messages, and the real-time channel. */
export const notificationOperations = operations('notifications', {
  feed: {
    method: 'GET',
    path: '/api/notifs/user',
    summary: 'Mes notifications, les plus récentes en premier',
    access: own,
    response: ZNotificationPage,
  },
  feedAfter: {
    method: 'GET',
    path: '/api/notifs/user/:lastId',
    summary: 'Page suivante : les notifications plus anciennes que lastId',
    access: own,
    params: ZNotificationLastIdParams,
    response: ZNotificationPage,
  },
  readAll: {
    method: 'PATCH',
    path: '/api/notifs/read/all/false',
    summary: 'Tout marquer comme lu',
    access: own,
    response: ZUnreadCount,
  },
  deleteAll: {
    method: 'DELETE',
    path: '/api/notifs/delete/all',
    summary: 'Supprimer toutes mes notifications',
    access: own,
    response: ZNoContent,
    status: 204,
  },
  settings: {
    method: 'GET',
    path: '/api/notifs/settings',
    summary: 'Types de notification reçus',
    access: own,
    response: ZNotificationSettings,
  },
  saveSettings: {
    method: 'PUT',
    path: '/api/notifs/settings',
    summary: 'Choisir les types de notification reçus',
    access: own,
    body: ZNotificationSettingsBody,
    response: ZNotificationSettings,
  },
  send: {
    method: 'POST',
    path: '/api/notifs/send',
    summary: 'Envoyer une notification « système » à des utilisateurs ou à une marque',
    access: { roles: BRAND_ADMIN_ROLES },
    body: ZNotificationSendBody,
    response: ZNotificationSendAnswer,
    status: 201,
  },
  remove: {
    method: 'DELETE',
    path: '/api/notifs/:id',
    summary: 'Supprimer une notification',
    access: own,
    params: ZNotificationIdParams,
    response: ZNoContent,
    status: 204,
  },
  markSeen: {
    method: 'PATCH',
    path: '/api/notifs/:id',
    summary: 'Marquer une notification lue ou non lue',
    access: own,
    params: ZNotificationIdParams,
    body: ZNotificationSeenBody,
    response: ZNotification,
  },
  /**
   * A WebSocket: a plain HTTP call is refused (426). Public at the HTTP level: browsers cannot set
   * headers on a WebSocket, so the token travels in the query string and is checked after the upgrade.
   */
  stream: {
    method: 'GET',
    path: '/api/ws',
    summary: 'Notifications en temps réel (WebSocket, jeton en paramètre `token`, reprise après `since`)',
    access: { public: true },
    query: ZRealtimeQuery,
    response: ZRealtimeFrames,
  },
});
