import { AUTH_MAIL_LABELS } from '@hubgrade/domain/auth/labels';
import {
  MESSAGE_LABELS as L,
  MESSAGE_STATE_LABELS,
  messageToModerateContent,
  validatedMessageMail,
} from '@hubgrade/domain/messages/labels';
import { canReplyTo, canTransitionMessage, type MessageState } from '@hubgrade/domain/messages/rules';
import type { ArchiveAnswer, MessageRow, Reply } from '@hubgrade/domain/messages/schemas';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { ads, brands, discussions, messages, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { queueMail } from '../../lib/mail.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { notify } from '../notifications/notify.ts';
import { moderatorsOf } from './moderators.ts';
import { findMessageRow } from './queries.ts';

type MessageRecord = typeof messages.$inferSelect;
type DiscussionRecord = typeof discussions.$inferSelect;

const actorOf = (viewer: SessionUser) => ({ id: viewer.id, email: viewer.email });

/** The message and its discussion, locked for the change; another brand's is not found. */
async function lockMessage(
  tx: Executor,
  viewer: SessionUser,
  id: number,
): Promise<{ message: MessageRecord; discussion: DiscussionRecord }> {
  const [row] = await tx
    .select({ message: messages, discussion: discussions })
    .from(messages)
    .innerJoin(discussions, eq(discussions.id, messages.discussionId))
    .where(and(eq(messages.id, id), brandScope(messages.brandId, viewer)))
    .for('update', { of: messages })
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function lockDiscussion(tx: Executor, viewer: SessionUser, id: number): Promise<DiscussionRecord> {
  const [row] = await tx
    .select()
    .from(discussions)
    .where(and(eq(discussions.id, id), brandScope(discussions.brandId, viewer)))
    .for('update')
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Spec §4: anything but validate (1 → 3), refuse (1 → 2) and read (3 → 4) is a conflict. */
function checkTransition(from: number, to: MessageState): void {
  if (!canTransitionMessage(from as MessageState, to)) {
    throw conflict(L.transitionRefused(MESSAGE_STATE_LABELS[from as MessageState] ?? String(from), MESSAGE_STATE_LABELS[to]));
  }
}

async function setState(tx: Executor, viewer: SessionUser, message: MessageRecord, to: MessageState): Promise<void> {
  await tx.update(messages).set({ state: to, updatedAt: sql`now()` }).where(eq(messages.id, message.id));
  await recordHistory(tx, {
    entity: 'message',
    entityId: message.id,
    brandId: message.brandId,
    actor: actorOf(viewer),
    oldData: { state: message.state },
    newData: { state: to },
  });
}

/** A validated message reaches its recipient: the party of the discussion who did not write it. */
async function mailRecipient(tx: Executor, message: MessageRecord, discussion: DiscussionRecord): Promise<void> {
  const recipientId = message.senderId === discussion.landlordId ? discussion.tenantId : discussion.landlordId;
  const people = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(sql`${users.id} in (${recipientId}, ${message.senderId})`);
  const recipient = people.find((p) => p.id === recipientId);
  const sender = people.find((p) => p.id === message.senderId);
  const [ad] = await tx.select({ title: ads.title }).from(ads).where(eq(ads.id, discussion.adId));
  const [brand] = discussion.brandId ? await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, discussion.brandId)) : [];
  if (!recipient || !sender) return;
  const mail = validatedMessageMail({
    recipientFirstName: recipient.firstName,
    senderName: `${sender.firstName} ${sender.lastName}`,
    adTitle: ad?.title ?? '',
    content: message.content,
    team: brand?.name ?? AUTH_MAIL_LABELS.platformName,
  });
  await queueMail(tx, { to: recipient.email, subject: mail.subject, text: mail.text, brandId: discussion.brandId });
}

/** PATCH /messages/{id}/state: one step of the moderation flow, with its history; a validation mails the recipient. */
export async function changeMessageState(db: Db, viewer: SessionUser, id: number, to: MessageState): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const { message, discussion } = await lockMessage(tx, viewer, id);
    checkTransition(message.state, to);
    await setState(tx, viewer, message, to);
    if (to === 3) await mailRecipient(tx, message, discussion);
    return findMessageRow(tx, viewer, id);
  });
}

/** The message a reply answers: the one named, or the other party's latest. */
async function answeredMessage(tx: Executor, discussion: DiscussionRecord, reply: Reply): Promise<MessageRecord> {
  if (reply.replyTo !== undefined) {
    const [named] = await tx.select().from(messages).where(eq(messages.id, reply.replyTo)).for('update').limit(1);
    if (!named || named.discussionId !== discussion.id) {
      throw badRequest(L.replyToOutside, { 'hubgrade_message.replyTo': [L.replyToOutside] });
    }
    return named;
  }
  const [latest] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.discussionId, discussion.id), ne(messages.senderId, reply.sender)))
    .orderBy(desc(messages.id))
    .for('update')
    .limit(1);
  if (!latest) throw conflict(L.replyNothing);
  return latest;
}

/**
 * POST /discussions/{id}/messages: the back-office answers on behalf of the other party. The
 * answer waits for moderation (state 1, the moderators are told), the message answered is marked
 * read (spec §4), each with its history entry, all in one transaction.
 */
export async function replyToDiscussion(db: Db, viewer: SessionUser, discussionId: number, reply: Reply): Promise<MessageRow> {
  if (reply.discussion !== discussionId) {
    throw badRequest(L.discussionMismatch, { 'hubgrade_message.discussion': [L.discussionMismatch] });
  }
  const created = await db.transaction(async (tx) => {
    const discussion = await lockDiscussion(tx, viewer, discussionId);
    if (reply.sender !== discussion.landlordId && reply.sender !== discussion.tenantId) {
      throw badRequest(L.senderNotParty, { 'hubgrade_message.sender': [L.senderNotParty] });
    }
    if (discussion.archived) throw conflict(L.replyArchived);
    const original = await answeredMessage(tx, discussion, reply);
    if (original.senderId === reply.sender) throw conflict(L.senderSameSide);
    if (!canReplyTo(original.state as MessageState)) throw conflict(original.state === 1 ? L.replyPending : L.replyRefused);
    if (original.state === 3) await setState(tx, viewer, original, 4);

    const [message] = await tx
      .insert(messages)
      .values({
        discussionId,
        brandId: discussion.brandId,
        senderId: reply.sender,
        state: reply.messageState,
        content: reply.content,
        messageType: reply.messageType,
        sentByAdmin: reply.sentByAdmin,
      })
      .returning();
    if (!message) throw new Error('insert returned nothing');
    await recordHistory(tx, {
      entity: 'message',
      entityId: message.id,
      brandId: message.brandId,
      actor: actorOf(viewer),
      oldData: null,
      newData: { discussionId, senderId: message.senderId, state: message.state, content: message.content, sentByAdmin: true },
    });
    await announceToModerators(tx, viewer, message, discussion);
    return message;
  });
  return findMessageRow(db, viewer, created.id);
}

/** A message waiting for moderation is announced to the moderators of its brand (not to its author). */
async function announceToModerators(tx: Executor, viewer: SessionUser, message: MessageRecord, discussion: DiscussionRecord) {
  const [sender] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, message.senderId));
  const [ad] = await tx.select({ title: ads.title }).from(ads).where(eq(ads.id, discussion.adId));
  await notify(tx, {
    userIds: await moderatorsOf(tx, discussion.brandId, viewer.id),
    kind: 'message_to_moderate',
    content: messageToModerateContent(sender ?? { firstName: '', lastName: '' }, ad?.title ?? ''),
    link: `/messages/${discussion.id}`,
    createdBy: viewer.id,
  });
}

/** PATCH /messages/{id}/content: the moderator's correction of the text, with its history. */
export async function editMessageContent(db: Db, viewer: SessionUser, id: number, content: string[]): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const { message } = await lockMessage(tx, viewer, id);
    await tx.update(messages).set({ content, updatedAt: sql`now()` }).where(eq(messages.id, id));
    await recordHistory(tx, {
      entity: 'message',
      entityId: id,
      brandId: message.brandId,
      actor: actorOf(viewer),
      oldData: { content: message.content },
      newData: { content },
    });
    return findMessageRow(tx, viewer, id);
  });
}

/** DELETE /messages/{id}: the message goes; its history entry keeps what it said. */
export async function deleteMessage(db: Db, viewer: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { message } = await lockMessage(tx, viewer, id);
    await tx.delete(messages).where(eq(messages.id, id));
    await recordHistory(tx, {
      entity: 'message',
      entityId: id,
      brandId: message.brandId,
      actor: actorOf(viewer),
      oldData: { discussionId: message.discussionId, senderId: message.senderId, state: message.state, content: message.content },
      newData: null,
    });
  });
}

/** PATCH /discussions/{id}/archive: the flag toggles; asking for the value it already has is a conflict. */
export async function setDiscussionArchived(db: Db, viewer: SessionUser, id: number, archived: boolean): Promise<ArchiveAnswer> {
  return db.transaction(async (tx) => {
    const discussion = await lockDiscussion(tx, viewer, id);
    if (discussion.archived === archived) throw conflict(archived ? L.alreadyArchived : L.notArchived);
    await tx.update(discussions).set({ archived }).where(eq(discussions.id, id));
    await recordHistory(tx, {
      entity: 'discussion',
      entityId: id,
      brandId: discussion.brandId,
      actor: actorOf(viewer),
      oldData: { archived: discussion.archived },
      newData: { archived },
    });
    return { discussion_id: id, archived };
  });
}
