import { z } from 'zod';
import { ZRefId } from '../common/schemas.ts';
import { NOTIFICATION_LABELS as L } from './labels.ts';
import { NEW_NOTIFICATION_EVENT, NOTIFICATION_KINDS } from './rules.ts';

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

export const ZNotificationLastIdParams = z.object({ lastId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const ZNotificationSeenBody = z.strictObject({ seen: z.boolean() });
export const ZUnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof ZUnreadCount>;

/** GET/PUT /notifs/settings: the kinds the user receives. */
export const ZNotificationSetting = z.object({ kind: z.enum(NOTIFICATION_KINDS), enabled: z.boolean() });
export const ZNotificationSettings = z.object({ settings: z.array(ZNotificationSetting) });
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;
export const ZNotificationSettingsBody = z.strictObject({
  settings: z.array(z.strictObject(ZNotificationSetting.shape)).max(NOTIFICATION_KINDS.length),
});

/**
 * The real-time channel (spec shell §7): the client opens `GET /api/ws?token=<jwt>&since=<lastId>`;
 * the server first replays the user's notifications newer than `since`, then pushes new ones.
 * Every frame is one JSON message of this shape.
 */
export const ZRealtimeFrame = z.object({
  channel: z.string(),
  event: z.literal(NEW_NOTIFICATION_EVENT),
  data: ZNotification,
});
export type RealtimeFrame = z.infer<typeof ZRealtimeFrame>;
/** What the OpenAPI page shows as the answer of GET /api/ws: the frames, not an HTTP body. */
export const ZRealtimeFrames = ZRealtimeFrame.describe('Chaque message reçu sur la connexion WebSocket');

/** DELETE and PATCH /notifs/{id}: ids are 64-bit in the database, safe integers here. */
export const ZNotificationIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const NOTIFICATION_CONTENT_MAX = 1000;
export const NOTIFICATION_SEND_MAX_USERS = 1000;
/** A link inside the back-office only: a path of this site, never another host or a script. */
export const ZNotificationLink = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, L.invalidLink);

/**
 * POST /notifs/send: a `system` notification from an operator, to listed users or to every
 * active user of a brand (`brandId`, null for the main platform). Exactly one of the two.
 */
export const ZNotificationSendBody = z
  .strictObject({
    userIds: z.array(ZRefId).min(1).max(NOTIFICATION_SEND_MAX_USERS).optional(),
    brandId: ZRefId.nullable().optional(),
    content: z.string().trim().min(1).max(NOTIFICATION_CONTENT_MAX),
    link: ZNotificationLink.optional(),
  })
  .refine((b) => (b.userIds === undefined) !== (b.brandId === undefined), {
    message: L.sendTarget,
    path: ['userIds'],
  });
export type NotificationSendBody = z.infer<typeof ZNotificationSendBody>;
/** How many notifications were created (recipients who switched `system` off get none). */
export const ZNotificationSendAnswer = z.object({ count: z.number().int() });

/** GET /api/ws: the session's token and the newest notification id the client has seen. */
export const ZRealtimeQuery = z.object({
  token: z.string().max(4096).optional(),
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
