import { z } from 'zod';
import { listAnswer, listQuery, ZBooleanParam } from '../common/list.ts';
import { ZId } from '../common/schemas.ts';
import { MESSAGE_LABELS as L } from './labels.ts';
import { hasMessageText, MESSAGE_STATES } from './rules.ts';

export const ZMessageState = z.union(
  MESSAGE_STATES.map((s) => z.literal(s)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>],
);

export const MESSAGE_PAGE_SIZE = 25;
export const MESSAGE_LINE_MAX = 2000;
export const MESSAGE_LINES_MAX = 200;

/**
 * A message's text: a list of lines (spec §3 message_content), one at least with a letter or digit.
 * Plain text, shown as typed: a line holding markup shows that markup, it is never read as HTML.
 */
export const ZMessageContent = z
  .array(z.string().max(MESSAGE_LINE_MAX), { error: L.replyEmpty })
  .min(1, L.replyEmpty)
  .max(MESSAGE_LINES_MAX)
  .refine(hasMessageText, L.replyEmpty);

/**
 * GET /messages (tables-and-sheets §2.8, §9): 25 a page, newest message first; filters on the
 * state, the conversation's archived flag, the ad and a user (landlord or tenant); the search
 * looks in the ad's title and city and the parties' names and companies.
 */
export const ZMessageListQuery = listQuery({
  sortable: ['message_id'],
  defaultSort: 'message_id',
  defaultItemsPerPage: MESSAGE_PAGE_SIZE,
  filters: {
    state: z.coerce.number().pipe(ZMessageState).optional(),
    archived: ZBooleanParam.optional(),
    adId: ZId.optional(),
    userId: ZId.optional(),
  },
});
export type MessageListQuery = z.infer<typeof ZMessageListQuery>;

/** Message row (tables-and-sheets §3 "Message"), with the names the specification gives. Dates ISO. */
export const ZMessageRow = z.object({
  message_id: z.number().int(),
  id: z.number().int(),
  date: z.string(),
  ad_id: z.number().int(),
  ad_title: z.string(),
  ad_category: z.number().int(),
  ad_address: z.string().nullable(),
  ad_zipcode: z.string().nullable(),
  ad_city: z.string().nullable(),
  ad_area_square: z.number().int(),
  /** Spec §4 availability: available once the start date is past. */
  ad_available: z.boolean(),
  loueur_id: z.number().int(),
  loueur_company: z.string().nullable(),
  loueur_first_name: z.string(),
  loueur_last_name: z.string(),
  loueur_email: z.string(),
  loueur_mobile: z.string().nullable(),
  locataire_id: z.number().int(),
  locataire_company: z.string().nullable(),
  locataire_first_name: z.string(),
  locataire_last_name: z.string(),
  locataire_email: z.string(),
  locataire_mobile: z.string().nullable(),
  /** The user id of the author: the landlord or the tenant. */
  message_sender: z.number().int(),
  message_state: ZMessageState,
  message_content: z.array(z.string()),
  message_type: z.number().int(),
  sent_by_admin: z.boolean(),
  discussion_id: z.number().int(),
  archived: z.boolean(),
});
export type MessageRow = z.infer<typeof ZMessageRow>;

export const ZMessageList = listAnswer(ZMessageRow);
export type MessageList = z.infer<typeof ZMessageList>;

/** One party of a conversation, as its contact card shows it. */
export const ZParty = z.object({
  id: z.number().int(),
  company: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
});
export type Party = z.infer<typeof ZParty>;

export const ZThreadMessage = z.object({
  message_id: z.number().int(),
  date: z.string(),
  message_sender: z.number().int(),
  message_state: ZMessageState,
  message_content: z.array(z.string()),
  message_type: z.number().int(),
  sent_by_admin: z.boolean(),
});
export type ThreadMessage = z.infer<typeof ZThreadMessage>;

/** GET /discussions/{id}: the conversation page, its whole thread oldest first. */
export const ZConversation = z.object({
  discussion_id: z.number().int(),
  archived: z.boolean(),
  brandId: z.number().int().nullable(),
  ad: z.object({
    id: z.number().int(),
    title: z.string(),
    category: z.number().int(),
    address: z.string().nullable(),
    zipcode: z.string().nullable(),
    city: z.string().nullable(),
    areaSquare: z.number().int(),
    available: z.boolean(),
  }),
  loueur: ZParty,
  locataire: ZParty,
  messages: z.array(ZThreadMessage),
});
export type Conversation = z.infer<typeof ZConversation>;

export const ZMessageIdParams = z.object({ id: ZId });
export const ZDiscussionIdParams = z.object({ discussionId: ZId });

/** PATCH /messages/{id}/state (spec §7): the state asked for; the server checks the transition. */
export const ZMessageStateBody = z.strictObject({ messageState: z.number().int().pipe(ZMessageState) });
export type MessageStateBody = z.infer<typeof ZMessageStateBody>;

/**
 * POST /discussions/{discussionId}/messages (spec §7): an answer written by the back-office on
 * behalf of the other party, waiting for moderation like any message. `replyTo` names the message
 * answered (the other party's latest one when left out); it is marked read. The date recorded is
 * the server's clock: `date` is the client's, kept for the contract.
 */
export const ZReply = z.strictObject({
  discussion: ZId,
  messageState: z.literal(1),
  date: z.iso.datetime({ offset: true }),
  content: ZMessageContent,
  sender: ZId,
  messageType: z.literal(1),
  sentByAdmin: z.literal(true),
  replyTo: ZId.optional(),
});
export type Reply = z.infer<typeof ZReply>;
export const ZReplyBody = z.strictObject({ hubgrade_message: ZReply });
export type ReplyBody = z.infer<typeof ZReplyBody>;

/** PATCH /messages/{id}/content (spec §7). */
export const ZMessageContentBody = z.strictObject({ content: ZMessageContent });
export type MessageContentBody = z.infer<typeof ZMessageContentBody>;

/** PATCH /discussions/{discussionId}/archive (spec §7): the opposite of the current flag. */
export const ZArchiveBody = z.strictObject({ archived: z.boolean() });
export type ArchiveBody = z.infer<typeof ZArchiveBody>;
export const ZArchiveAnswer = z.object({ discussion_id: z.number().int(), archived: z.boolean() });
export type ArchiveAnswer = z.infer<typeof ZArchiveAnswer>;
