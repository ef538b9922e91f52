/*
 * What the browser needs of notifications besides their types, free of zod: the kinds, the
 * feed's page size and the real-time channel. The shapes of the calls are in schemas.ts.
 */

/** What raised a notification; a user can switch each kind off in /settings/notifications. */
export const NOTIFICATION_KINDS = [
  'message_to_moderate',
  'contract_signed',
  'booking_for_you',
  'ticket_answered',
  'account_pending',
  'order_to_validate',
  'order_decided',
  'system',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Notifications on one page of GET /notifs/user. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** The real-time channel of a user's notifications (spec shell §7), and the event of a new one. */
export const notificationChannel = (userId: number) => `User.Notif.${userId}`;
export const NEW_NOTIFICATION_EVENT = 'new-notification';

/** Close code of the real-time socket when its token is missing, invalid or expired, or the user disabled. */
export const REALTIME_UNAUTHORIZED_CLOSE = 4401;
/** Notifications replayed at most on (re)connection; older ones are read through /notifs/user. */
export const REALTIME_REPLAY_MAX = 100;
