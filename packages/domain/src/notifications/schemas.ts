import { z } from 'zod';

/** What raised a notification; a user can switch each kind off in /settings/notifications. */
export const NOTIFICATION_KINDS = [
  'message_to_moderate',
  'contract_signed',
  'booking_for_you',
  'ticket_answered',
  'account_pending',
  'system',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Notification (spec shell §3). */
export const ZNotification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  creationDate: z.string(),
  link: z.string().nullable(),
  content: z.string(),
  seen: z.boolean(),
  createdByFirstName: z.string().nullable(),
  createdByLastName: z.string().nullable(),
  createdByCompany: z.string().nullable(),
});
export type Notification = z.infer<typeof ZNotification>;

/** GET /notifs/user and /notifs/user/{lastId}: `count` is the unread count, `notifs` one page, newest first. */
export const ZNotificationPage = z.object({ count: z.number().int(), notifs: z.array(ZNotification) });
export type NotificationPage = z.infer<typeof ZNotificationPage>;
export const NOTIFICATION_PAGE_SIZE = 20;

export const ZNotificationLastIdParams = z.object({ lastId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const ZNotificationSeenBody = z.strictObject({ seen: z.boolean() });
export const ZUnreadCount = z.object({ count: z.number().int() });

/** GET/PUT /notifs/settings: the kinds the user receives. */
export const ZNotificationSetting = z.object({ kind: z.enum(NOTIFICATION_KINDS), enabled: z.boolean() });
export const ZNotificationSettings = z.object({ settings: z.array(ZNotificationSetting) });
export const ZNotificationSettingsBody = z.strictObject({ settings: z.array(ZNotificationSetting).max(NOTIFICATION_KINDS.length) });

/**
 * The real-time channel (spec shell §7): the client opens `GET /api/ws?token=<jwt>&since=<lastId>`;
 * the server first replays the user's notifications newer than `since`, then pushes new ones.
 * Every frame is one JSON message of this shape.
 */
export const notificationChannel = (userId: number) => `User.Notif.${userId}`;
export const NEW_NOTIFICATION_EVENT = 'new-notification';
export const ZRealtimeFrame = z.object({
  channel: z.string(),
  event: z.literal(NEW_NOTIFICATION_EVENT),
  data: ZNotification,
});
export type RealtimeFrame = z.infer<typeof ZRealtimeFrame>;
