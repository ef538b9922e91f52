import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { TICKET_LABELS as L } from '@hubgrade/domain/tickets/labels';
import {
  assigneeAfter,
  checkTicketTransition,
  TICKET_CLOSED,
  TICKET_FILE_TYPES,
  TICKET_PROBLEM,
  type TicketState,
} from '@hubgrade/domain/tickets/rules';
import type { Ticket, TicketBody, TicketComment, TicketCommentBody, TicketMove, TicketPatch } from '@hubgrade/domain/tickets/schemas';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { sites, ticketComments, ticketDocuments, tickets, uploads, users } from '../../db/schema/index.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { queueMail } from '../../lib/mail.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findLinkBrand, linkBase } from '../auth/mail-links.ts';
import { notify } from '../notifications/notify.ts';
import { administratorsOf } from '../notifications/recipients.ts';
import { uploadVisibleTo } from '../uploads/queries.ts';
import { actorsOf, isDesk, ticketsReadableBy } from './access.ts';
import { assignableIn, findTicket, readableTicket } from './queries.ts';

type TicketRecord = typeof tickets.$inferSelect;
type Links = Pick<Config, 'publicUrl'>;

const refuse = (field: string, message: string) => badRequest(ERROR_LABELS.badRequest, { [field]: [message] });
export const ticketLink = (id: number) => `/tickets/${id}`;

const snapshot = (t: TicketRecord, documents?: number[]) => ({
  title: t.title,
  state: t.state,
  priority: t.priority,
  category: t.category,
  siteId: t.siteId,
  assigneeId: t.assigneeId,
  ...(documents ? { documents } : {}),
});

const record = (tx: Tx, actor: SessionUser, t: TicketRecord, oldData: unknown, newData: unknown) =>
  recordHistory(tx, { entity: 'ticket', entityId: t.id, brandId: t.brandId, actor, oldData, newData });

/** The files of a ticket: the caller's own uploads (or, for the desk, its scope's), JPG, PNG or PDF, or those already on it. */
async function checkDocuments(tx: Tx, actor: SessionUser, ids: number[], ticketId: number | null) {
  if (ids.length === 0) return;
  const own =
    ticketId === null
      ? sql`false`
      : sql`${uploads.id} in (select ${ticketDocuments.uploadId} from ${ticketDocuments} where ${ticketDocuments.ticketId} = ${ticketId})`;
  const found = await tx
    .select({ id: uploads.id, mimeType: uploads.mimeType })
    .from(uploads)
    .where(and(inArray(uploads.id, ids), sql`(${uploadVisibleTo(actor)} or ${own})`));
  ids.forEach((id, index) => {
    const file = found.find((f) => f.id === id);
    if (!file) throw refuse(`documents.${index}`, L.refusals.fileNotFound);
    if (!(TICKET_FILE_TYPES as readonly string[]).includes(file.mimeType)) throw refuse(`documents.${index}`, L.refusals.badFileType);
  });
}

async function writeDocuments(tx: Tx, ticketId: number, ids: number[]) {
  await tx.delete(ticketDocuments).where(eq(ticketDocuments.ticketId, ticketId));
  const unique = [...new Set(ids)];
  if (unique.length) await tx.insert(ticketDocuments).values(unique.map((uploadId, position) => ({ ticketId, uploadId, position })));
}

/** The site of a report: one of the reporter's brand (the desk: of its scope). */
async function siteFor(tx: Tx, actor: SessionUser, siteId: number) {
  const [site] = await tx
    .select({ id: sites.id, brandId: sites.brandId })
    .from(sites)
    .where(
      and(
        eq(sites.id, siteId),
        actor.brandId === null ? (isDesk(actor) ? sql`true` : isNull(sites.brandId)) : eq(sites.brandId, actor.brandId),
      ),
    );
  if (!site) throw refuse('espace', L.refusals.unknownSite);
  return site;
}

/** POST /tickets: a report, in state problème; the desk of its brand is told. */
export async function createTicket(db: Db, actor: SessionUser, body: TicketBody): Promise<Ticket> {
  const id = await db.transaction(async (tx) => {
    const site = await siteFor(tx, actor, body.espace);
    await checkDocuments(tx, actor, body.documents, null);
    const [created] = await tx
      .insert(tickets)
      .values({
        brandId: site.brandId,
        siteId: site.id,
        reporterId: actor.id,
        companyId: actor.companyId,
        category: body.category,
        title: body.title,
        description: body.description,
        priority: body.priority,
        state: TICKET_PROBLEM,
      })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    await writeDocuments(tx, created.id, body.documents);
    await record(tx, actor, created, null, snapshot(created, body.documents));
    const desk = (await administratorsOf(tx, created.brandId)).filter((userId) => userId !== actor.id);
    await notify(tx, {
      userIds: desk,
      kind: 'ticket_answered',
      content: L.notifications.created(created.id, created.title),
      link: ticketLink(created.id),
      createdBy: actor.id,
    });
    return created.id;
  });
  return findTicket(db, actor, id);
}

/** The ticket locked for a change, within the viewer's reach. */
async function lockTicket(tx: Tx, viewer: SessionUser, id: number): Promise<TicketRecord> {
  const [row] = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), ticketsReadableBy(viewer)))
    .for('update');
  if (!row) throw notFound(L.refusals.notFound);
  return row;
}

/** Tells the people of a ticket (its reporter and its assignee), except whoever made the change. */
async function tellPeople(tx: Tx, actor: SessionUser, t: TicketRecord, content: string, who: { reporter: boolean; assignee: boolean }) {
  const userIds = [who.reporter ? t.reporterId : null, who.assignee ? t.assigneeId : null].filter(
    (id): id is number => id !== null && id !== actor.id,
  );
  await notify(tx, { userIds, kind: 'ticket_answered', content, link: ticketLink(t.id), createdBy: actor.id });
}

/** PATCH /tickets/{id}: the desk's handling; a new assignee is told. */
export async function patchTicket(db: Db, actor: SessionUser, id: number, patch: TicketPatch): Promise<Ticket> {
  await db.transaction(async (tx) => {
    const before = await lockTicket(tx, actor, id);
    if (patch.assignee) {
      const [staff] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, patch.assignee), assignableIn(before.brandId)));
      if (!staff) throw refuse('assignee', L.refusals.unknownAssignee);
    }
    if (patch.documents) await checkDocuments(tx, actor, patch.documents, id);
    const [after] = await tx
      .update(tickets)
      .set({
        ...(patch.priority === undefined ? {} : { priority: patch.priority }),
        ...(patch.assignee === undefined ? {} : { assigneeId: patch.assignee }),
        ...(patch.category === undefined ? {} : { category: patch.category }),
        ...(patch.title === undefined ? {} : { title: patch.title }),
        ...(patch.description === undefined ? {} : { description: patch.description }),
        updatedAt: new Date(),
      })
      .where(eq(tickets.id, id))
      .returning();
    if (!after) throw notFound(L.refusals.notFound);
    if (patch.documents) await writeDocuments(tx, id, patch.documents);
    await record(tx, actor, after, snapshot(before), snapshot(after, patch.documents));
    if (after.assigneeId !== null && after.assigneeId !== before.assigneeId && after.assigneeId !== actor.id) {
      await notify(tx, {
        userIds: [after.assigneeId],
        kind: 'ticket_answered',
        content: L.notifications.assigned(id, after.title),
        link: ticketLink(id),
        createdBy: actor.id,
      });
    }
  });
  return findTicket(db, actor, id);
}

/**
 * POST /tickets/{id}/state: a move of the state machine (409 when the viewer may not make it), with
 * its message in the thread; the reporter and the assignee are told, and the reporter mailed when
 * it is closed.
 */
export async function moveTicket(db: Db, config: Links, actor: SessionUser, id: number, move: TicketMove): Promise<Ticket> {
  await db.transaction(async (tx) => {
    const before = await lockTicket(tx, actor, id);
    const from = before.state as TicketState;
    const check = checkTicketTransition(from, move.state, actorsOf(actor, before));
    if (!check.ok) throw conflict(check.refusal === 'same' ? L.refusals.same : L.refusals.notAllowed(L.states[from], L.states[move.state]));
    const now = new Date();
    const [after] = await tx
      .update(tickets)
      .set({
        state: move.state,
        assigneeId: assigneeAfter(move.state, before.assigneeId, actor.id, isDesk(actor)),
        updatedAt: now,
        closedAt: move.state === TICKET_CLOSED ? now : null,
      })
      .where(eq(tickets.id, id))
      .returning();
    if (!after) throw notFound(L.refusals.notFound);
    if (move.comment) await tx.insert(ticketComments).values({ ticketId: id, authorId: actor.id, body: move.comment });
    await record(tx, actor, after, snapshot(before), snapshot(after));
    await tellPeople(tx, actor, after, L.notifications.moved(id, L.states[move.state]), { reporter: true, assignee: true });
    if (move.state === TICKET_CLOSED) {
      const [reporter] = await tx
        .select({ email: users.email, firstName: users.firstName, brandId: users.brandId })
        .from(users)
        .where(and(eq(users.id, after.reporterId), isNull(users.deletedAt)));
      if (reporter) {
        const link = `${linkBase(config, await findLinkBrand(tx, after.brandId))}${ticketLink(id)}`;
        await queueMail(tx, {
          to: reporter.email,
          subject: L.mail.closedSubject(id),
          text: L.mail.closedText(reporter.firstName, id, after.title, link),
          brandId: after.brandId,
        });
      }
    }
  });
  return findTicket(db, actor, id);
}

/** POST /tickets/{id}/comments: a message of the thread (told to the reporter and assignee), or a staff-only note (told to the assignee). */
export async function commentTicket(db: Db, actor: SessionUser, id: number, body: TicketCommentBody): Promise<TicketComment> {
  if (body.internal && !isDesk(actor)) throw forbidden(L.refusals.internalStaffOnly);
  await readableTicket(db, actor, id);
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, actor, id);
    const [created] = await tx
      .insert(ticketComments)
      .values({ ticketId: id, authorId: actor.id, body: body.body, internal: body.internal })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    await tx.update(tickets).set({ updatedAt: created.createdAt }).where(eq(tickets.id, id));
    await tellPeople(tx, actor, ticket, L.notifications.commented(id), { reporter: !body.internal, assignee: true });
    return {
      id: created.id,
      body: created.body,
      internal: created.internal,
      author: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName },
      createdAt: created.createdAt.toISOString(),
    };
  });
}
