import { notificationOperations as op } from '@hubgrade/domain/notifications/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { notificationPage, notificationSettingsOf } from './queries.ts';
import { sendSystemNotification } from './send.ts';
import { deleteAllNotifications, deleteNotification, markAllRead, saveNotificationSettings, setSeen } from './service.ts';

/** Spec shell §7: the signed-in user's own notifications, and operators' messages (the real-time channel: plugins/realtime/plugin.ts). */
export const notificationRoutes: Module = async (app, { db }) => {
  route(app, op.feed, (request) => notificationPage(db, currentUser(request).id));
  route(app, op.feedAfter, (request) => notificationPage(db, currentUser(request).id, request.params.lastId));
  route(app, op.readAll, (request) => markAllRead(db, currentUser(request).id), { preValidation: refuseBody });
  route(app, op.deleteAll, (request) => deleteAllNotifications(db, currentUser(request).id), { preValidation: refuseBody });
  route(app, op.settings, async (request) => ({ settings: await notificationSettingsOf(db, currentUser(request).id) }));
  route(app, op.saveSettings, (request) => saveNotificationSettings(db, currentUser(request).id, request.body.settings));
  route(app, op.send, (request) => sendSystemNotification(db, currentUser(request), request.body));
  route(app, op.remove, (request) => deleteNotification(db, currentUser(request).id, request.params.id), { preValidation: refuseBody });
  route(app, op.markSeen, (request) => setSeen(db, currentUser(request).id, request.params.id, request.body.seen));
};
