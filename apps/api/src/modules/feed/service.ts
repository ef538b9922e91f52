import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import { FEED_DRAFT, FEED_PUBLISHED, type FeedState, nextFeedState } from '@hubgrade/domain/feed/rules';
import type { FeedCategory, FeedCategoryBody, FeedCategoryPatch, FeedMessage, FeedMessageBody } from '@hubgrade/domain/feed/schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  feedCategories,
  feedMessageCategories,
  feedMessageDocuments,
  feedMessageSites,
  feedMessages,
  feedReactions,
  sites,
  uploads,
} from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { signalScreensOfMessages } from '../../plugins/realtime/screen-signal.ts';
import { uploadVisibleTo } from '../uploads/queries.ts';
import type { FeedDeployment } from './deployment.ts';
import { notifyPublished } from './publication.ts';
import { findMessage, readableBy, readMessage, toCategory } from './queries.ts';

type MessageRow = typeof feedMessages.$inferSelect;

/** Upload modes a message's files come from: PDF and images (§2.16). */
const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

const refuse = (field: string, message: string) => badRequest(ERROR_LABELS.badRequest, { [field]: [message] });

/** Each id of `wanted` must be among `found`; the first that is not is refused on its own index. */
function checkAll(field: string, wanted: number[], found: number[], message: string) {
  const missing = wanted.findIndex((id) => !found.includes(id));
  if (missing >= 0) throw refuse(`${field}.${missing}`, message);
}

/** The categories, sites and files of a message must be the deployment's (and the files the caller's to attach). */
async function checkLinks(tx: Tx, actor: SessionUser, deployment: FeedDeployment, body: FeedMessageBody, messageId: number | null) {
  const categories = body.categories.length
    ? await tx
        .select({ id: feedCategories.id })
        .from(feedCategories)
        .where(and(inArray(feedCategories.id, body.categories), ofBrand(feedCategories.brandId, deployment)))
    : [];
  checkAll(
    'categories',
    body.categories,
    categories.map((c) => c.id),
    L.refusals.unknownCategory,
  );
  const espaces = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(and(inArray(sites.id, body.espaces), ofBrand(sites.brandId, deployment)));
  checkAll(
    'espaces',
    body.espaces,
    espaces.map((s) => s.id),
    L.refusals.unknownEspace,
  );
  if (body.documents.length === 0) return;
  const own =
    messageId === null
      ? sql`false`
      : sql`${uploads.id} in (select ${feedMessageDocuments.uploadId} from ${feedMessageDocuments} where ${feedMessageDocuments.messageId} = ${messageId})`;
  const documents = await tx
    .select({ id: uploads.id, mimeType: uploads.mimeType })
    .from(uploads)
    .where(and(inArray(uploads.id, body.documents), sql`(${uploadVisibleTo(actor)} or ${own})`));
  checkAll(
    'documents',
    body.documents,
    documents.filter((d) => DOCUMENT_TYPES.includes(d.mimeType)).map((d) => d.id),
    L.refusals.documentNotFound,
  );
}

/** Writes a message's categories, sites and files; `replacing` the ones it had (a new message has none to take off). */
async function writeLinks(
  tx: Tx,
  messageId: number,
  links: { categories: number[]; espaces: number[]; documents: number[] },
  replacing: boolean,
) {
  if (replacing) {
    await tx.delete(feedMessageCategories).where(eq(feedMessageCategories.messageId, messageId));
    await tx.delete(feedMessageSites).where(eq(feedMessageSites.messageId, messageId));
    await tx.delete(feedMessageDocuments).where(eq(feedMessageDocuments.messageId, messageId));
  }
  const unique = (ids: number[]) => [...new Set(ids)];
  if (links.categories.length)
    await tx.insert(feedMessageCategories).values(unique(links.categories).map((categoryId) => ({ messageId, categoryId })));
  await tx.insert(feedMessageSites).values(unique(links.espaces).map((siteId) => ({ messageId, siteId })));
  if (links.documents.length) {
    await tx.insert(feedMessageDocuments).values(unique(links.documents).map((uploadId, position) => ({ messageId, uploadId, position })));
  }
}

/** The state asked for, or the French refusal on the field that explains it. */
function stateOf(current: FeedState | null, body: FeedMessageBody, now: Date): FeedState {
  const plannedAt = body.datePlaned ? new Date(body.datePlaned) : null;
  const next = nextFeedState(current, body.messageState, plannedAt, now);
  if ('state' in next) return next.state;
  if (next.refusal === 'publishedStays') throw conflict(L.refusals.publishedStays);
  throw refuse('datePlaned', L.refusals[next.refusal]);
}

const snapshot = (m: MessageRow, body?: FeedMessageBody) => ({
  title: m.title,
  state: m.state,
  plannedAt: m.plannedAt?.toISOString() ?? null,
  isImportant: m.isImportant,
  ...(body ? { categories: body.categories, espaces: body.espaces, documents: body.documents } : {}),
});

const record = (tx: Tx, actor: SessionUser, m: MessageRow, oldData: unknown, newData: unknown) =>
  recordHistory(tx, { entity: 'feed-message', entityId: m.id, brandId: m.brandId, actor, oldData, newData });

/** POST /brand/{idBrand}/feed/messages: a draft, a planned message, or one published at once (its receivers are notified). */
export async function createMessage(db: Db, actor: SessionUser, deployment: FeedDeployment, body: FeedMessageBody, now = new Date()) {
  const id = await db.transaction(async (tx) => {
    const state = stateOf(null, body, now);
    await checkLinks(tx, actor, deployment, body, null);
    const [created] = await tx
      .insert(feedMessages)
      .values({
        brandId: deployment,
        senderId: actor.id,
        title: body.title,
        description: body.description,
        isImportant: body.isImportant,
        state,
        plannedAt: body.datePlaned ? new Date(body.datePlaned) : null,
        publishedAt: state === FEED_PUBLISHED ? now : null,
      })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    await writeLinks(tx, created.id, body, false);
    await record(tx, actor, created, null, snapshot(created, body));
    if (state === FEED_PUBLISHED) await notifyPublished(tx, [created]);
    await signalScreensOfMessages(tx, [created.id]);
    return created.id;
  });
  // Read once committed, as saving does: the push to a published message's receivers then does
  // not wait for the card's six reads, which ran one after the other in the transaction.
  return findMessage(db, deployment, id, actor.id);
}

async function lockMessage(tx: Tx, deployment: FeedDeployment, id: number): Promise<MessageRow> {
  const [message] = await tx
    .select()
    .from(feedMessages)
    .where(and(eq(feedMessages.id, id), ofBrand(feedMessages.brandId, deployment)))
    .for('update');
  if (!message) throw notFound(L.notFound);
  return message;
}

/** PUT /brand/{idBrand}/feed/messages/{id}: its content and state; a published message stays published. */
export async function saveMessage(
  db: Db,
  actor: SessionUser,
  deployment: FeedDeployment,
  id: number,
  body: FeedMessageBody,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const before = await lockMessage(tx, deployment, id);
    // The screens of its sites before the change and after it: a site may be taken off or added.
    await signalScreensOfMessages(tx, [id]);
    await checkLinks(tx, actor, deployment, body, id);
    const state = stateOf(before.state as FeedState, body, now);
    const [after] = await tx
      .update(feedMessages)
      .set({
        title: body.title,
        description: body.description,
        isImportant: body.isImportant,
        state,
        plannedAt: body.datePlaned ? new Date(body.datePlaned) : null,
        publishedAt: before.publishedAt ?? (state === FEED_PUBLISHED ? now : null),
      })
      .where(eq(feedMessages.id, id))
      .returning();
    if (!after) throw notFound(L.notFound);
    await writeLinks(tx, id, body, true);
    await record(tx, actor, after, snapshot(before), snapshot(after, body));
    if (before.state !== FEED_PUBLISHED && state === FEED_PUBLISHED) await notifyPublished(tx, [after]);
    await signalScreensOfMessages(tx, [id]);
  });
  return findMessage(db, deployment, id, actor.id);
}

/** POST …/messages/{id}/duplicate: a draft copy, with the same categories, sites and files (§4: placed at the top). */
export async function duplicateMessage(db: Db, actor: SessionUser, deployment: FeedDeployment, id: number): Promise<FeedMessage> {
  const copyId = await db.transaction(async (tx) => {
    const source = await lockMessage(tx, deployment, id);
    const [copy] = await tx
      .insert(feedMessages)
      .values({
        brandId: source.brandId,
        senderId: actor.id,
        title: source.title,
        description: source.description,
        isImportant: source.isImportant,
        state: FEED_DRAFT,
      })
      .returning();
    if (!copy) throw new Error('insert returned nothing');
    // One connection per transaction: its reads run one after the other.
    const categories = await tx
      .select({ id: feedMessageCategories.categoryId })
      .from(feedMessageCategories)
      .where(eq(feedMessageCategories.messageId, id));
    const espaces = await tx.select({ id: feedMessageSites.siteId }).from(feedMessageSites).where(eq(feedMessageSites.messageId, id));
    const documents = await tx
      .select({ id: feedMessageDocuments.uploadId })
      .from(feedMessageDocuments)
      .where(eq(feedMessageDocuments.messageId, id))
      .orderBy(feedMessageDocuments.position);
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    await writeLinks(tx, copy.id, { categories: ids(categories), espaces: ids(espaces), documents: ids(documents) }, false);
    await record(tx, actor, copy, null, { ...snapshot(copy), duplicatedFrom: id });
    return copy.id;
  });
  return findMessage(db, deployment, copyId, actor.id);
}

/** DELETE …/messages/{id}: the message, its links and reactions go; its history stays. */
export async function deleteMessage(db: Db, actor: SessionUser, deployment: FeedDeployment, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const message = await lockMessage(tx, deployment, id);
    await signalScreensOfMessages(tx, [id]);
    await tx.delete(feedMessages).where(eq(feedMessages.id, id));
    await record(tx, actor, message, snapshot(message), null);
  });
}

/** A unique index refused the write: a category of the same name exists in the deployment. */
function isTitleTaken(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

async function guardTitle<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isTitleTaken(error)) throw conflict(L.categories.duplicate);
    throw error;
  }
}

const recordCategory = (tx: Tx, actor: SessionUser, c: { id: number; brandId: number | null }, oldData: unknown, newData: unknown) =>
  recordHistory(tx, { entity: 'feed-category', entityId: c.id, brandId: c.brandId, actor, oldData, newData });

/** POST /brand/{idBrand}/feed/categories: the path's brand owns it, whatever `brand` says. */
export async function createCategory(
  db: Db,
  actor: SessionUser,
  deployment: FeedDeployment,
  body: FeedCategoryBody,
): Promise<FeedCategory> {
  const { title, isEvent } = body.hubgrade_feed_categories;
  return guardTitle(() =>
    db.transaction(async (tx) => {
      const [created] = await tx.insert(feedCategories).values({ brandId: deployment, title, isEvent }).returning();
      if (!created) throw new Error('insert returned nothing');
      await recordCategory(tx, actor, created, null, { title, isEvent });
      return toCategory({ id: created.id, title, is_event: isEvent, brand_id: created.brandId });
    }),
  );
}

async function lockCategory(tx: Tx, deployment: FeedDeployment, id: number) {
  const [category] = await tx
    .select()
    .from(feedCategories)
    .where(and(eq(feedCategories.id, id), ofBrand(feedCategories.brandId, deployment)))
    .for('update');
  if (!category) throw notFound();
  return category;
}

/** PATCH /brand/{idBrand}/feed/categories/{id}: its name and event flag. */
export async function patchCategory(
  db: Db,
  actor: SessionUser,
  deployment: FeedDeployment,
  id: number,
  body: FeedCategoryPatch,
): Promise<FeedCategory> {
  const { title, isEvent } = body.hubgrade_feed_categories;
  return guardTitle(() =>
    db.transaction(async (tx) => {
      const before = await lockCategory(tx, deployment, id);
      await tx.update(feedCategories).set({ title, isEvent }).where(eq(feedCategories.id, id));
      await recordCategory(tx, actor, before, { title: before.title, isEvent: before.isEvent }, { title, isEvent });
      return toCategory({ id, title, is_event: isEvent, brand_id: before.brandId });
    }),
  );
}

/** DELETE /brand/{idBrand}/feed/categories/{id}: its messages lose it. */
export async function deleteCategory(db: Db, actor: SessionUser, deployment: FeedDeployment, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockCategory(tx, deployment, id);
    await tx.delete(feedCategories).where(eq(feedCategories.id, id));
    await recordCategory(tx, actor, before, { title: before.title, isEvent: before.isEvent }, null);
  });
}

/** POST /feed/messages/{id}/reaction: a receiver likes (or joins an event) once; a second call takes it back. */
export async function react(db: Db, actor: SessionUser, id: number): Promise<FeedMessage> {
  await db.transaction(async (tx) => {
    const [readable] = await tx
      .select({ id: feedMessages.id })
      .from(feedMessages)
      .where(and(eq(feedMessages.id, id), readableBy(actor.id)));
    if (!readable) throw notFound(L.notFound);
    const removed = await tx
      .delete(feedReactions)
      .where(and(eq(feedReactions.messageId, id), eq(feedReactions.userId, actor.id)))
      .returning({ id: feedReactions.userId });
    if (removed.length === 0) await tx.insert(feedReactions).values({ messageId: id, userId: actor.id }).onConflictDoNothing();
  });
  return readMessage(db, actor.id, id);
}
