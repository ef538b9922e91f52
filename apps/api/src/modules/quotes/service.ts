import { AUTH_MAIL_LABELS } from '@hubgrade/domain/auth/labels';
import { formatDay } from '@hubgrade/domain/format/dates';
import { formatCents } from '@hubgrade/domain/format/money';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import {
  effectiveQuoteState,
  isQuoteEditable,
  QUOTE_ACCEPTED,
  QUOTE_REFUSED,
  QUOTE_SENT,
  type QuoteActor,
  type QuoteState,
  quoteTransitionRefusal,
} from '@hubgrade/domain/quotes/rules';
import type { PublicQuote, Quote, QuoteAnswer, QuoteBody, QuoteMove } from '@hubgrade/domain/quotes/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { brands, companies, MEETING_ROOM_OVERLAP_CONSTRAINT, quoteLines, quoteStateEvents, quotes, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { EXCLUSION_VIOLATION, isConstraintViolation } from '../../lib/db-error.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { queueMail } from '../../lib/mail.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findLinkBrand, linkBase } from '../auth/mail-links.ts';
import { clientOf } from './client.ts';
import { cryptBrandOf, newQuoteToken } from './crypt.ts';
import { renderQuotePdf } from './pdf.ts';
import { startQuotedPlan, takeStock } from './products.ts';
import { findQuote, linesOf, vatPerRate } from './queries.ts';
import { bookSlots, type PricedLine, priceLines } from './slots.ts';

type QuoteRecord = typeof quotes.$inferSelect;
type Secrets = Pick<Config, 'jwtSecret' | 'publicUrl'>;

/** Where the client accepts a quote: the public page of the web app, under the brand's host. */
export const acceptancePath = (token: string) => `/devis/accepter/${token}`;

function checkDates(body: QuoteBody, quoteDate: string) {
  if (body.expirationDate < quoteDate) {
    throw badRequest(L.refusals.expiryBeforeDate, { expirationDate: [L.refusals.expiryBeforeDate] });
  }
}

const totalsOf = (lines: readonly PricedLine[]) => {
  const htCents = lines.reduce((sum, l) => sum + l.htCents, 0);
  const vatCents = lines.reduce((sum, l) => sum + l.vatCents, 0);
  return { htCents, vatCents, ttcCents: htCents + vatCents };
};

async function writeLines(tx: Tx, quoteId: number, lines: readonly PricedLine[]) {
  await tx.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId));
  await tx.insert(quoteLines).values(lines.map((line) => ({ ...line, quoteId })));
}

async function recordMove(tx: Tx, quoteId: number, from: QuoteState | null, to: QuoteState, actor: QuoteActor, userId: number | null) {
  await tx.insert(quoteStateEvents).values({ quoteId, fromState: from, state: to, actor, userId });
}

/** A racing booking of a slot's room, refused by the room's exclusion constraint, is the same 409 as a taken slot. */
async function slotSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isConstraintViolation(error, EXCLUSION_VIOLATION, MEETING_ROOM_OVERLAP_CONSTRAINT)) throw conflict(L.slot.roomTaken);
    throw error;
  }
}

/** POST /devis: a request (1) or a draft (2) for a client of the viewer's scope, its slots free when written. */
export async function createQuote(db: Db, config: Secrets, viewer: SessionUser, body: QuoteBody, now = new Date()): Promise<Quote> {
  const quoteDate = parisDay(now);
  checkDates(body, quoteDate);
  const client = await clientOf(db, viewer, body.client);
  const lines = await priceLines(db, { brandId: client.brandId, subscription: body.subscription }, body.lines, now);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quotes)
      .values({
        brandId: client.brandId,
        // The number is made from the id once it is known, in the same transaction.
        number: `D-${newQuoteToken()}`,
        clientId: client.id,
        companyId: client.companyId,
        quoteDate,
        expirationDate: body.expirationDate,
        state: body.state,
        comment: body.comment,
        subscription: body.subscription,
        ...totalsOf(lines),
        token: newQuoteToken(),
        createdBy: viewer.id,
      })
      .returning({ id: quotes.id });
    if (!row) throw new Error('quote not written');
    await tx
      .update(quotes)
      .set({ number: `D-${quoteDate.slice(0, 4)}-${String(row.id).padStart(6, '0')}` })
      .where(eq(quotes.id, row.id));
    await writeLines(tx, row.id, lines);
    await recordMove(tx, row.id, null, body.state, 'staff', viewer.id);
    return row.id;
  });
  return findQuote(db, config.jwtSecret, viewer, id, now);
}

/** Locks a quote of the viewer's scope; the expiry the job has not written yet is applied first. */
async function lockQuote(tx: Tx, viewer: SessionUser | null, where: { id: number } | { token: string }, now: Date) {
  const match = 'id' in where ? eq(quotes.id, where.id) : eq(quotes.token, where.token);
  const [row] = await tx
    .select()
    .from(quotes)
    .where(and(match, viewer ? brandScope(quotes.brandId, viewer) : sql`true`))
    .for('update');
  if (!row) throw notFound('id' in where ? L.refusals.notFound : L.refusals.invalidLink);
  const state = effectiveQuoteState(row.state as QuoteState, row.expirationDate, now);
  if (state !== row.state) {
    await tx.update(quotes).set({ state, updatedAt: now }).where(eq(quotes.id, row.id));
    await recordMove(tx, row.id, row.state as QuoteState, state, 'system', null);
  }
  return { ...row, state, expiredNow: state !== row.state };
}

/** PUT /devis/{id}: the whole quote again, while it is a request or a draft (409 once sent). */
export async function updateQuote(
  db: Db,
  config: Secrets,
  viewer: SessionUser,
  id: number,
  body: QuoteBody,
  now = new Date(),
): Promise<Quote> {
  await slotSafe(() =>
    db.transaction(async (tx) => {
      const row = await lockQuote(tx, viewer, { id }, now);
      if (!isQuoteEditable(row.state)) throw conflict(L.refusals.notEditable);
      checkDates(body, row.quoteDate);
      const client = await clientOf(tx, viewer, body.client);
      if (client.brandId !== row.brandId) throw badRequest(L.refusals.unknownClient, { client: [L.refusals.unknownClient] });
      const lines = await priceLines(tx, { brandId: row.brandId, subscription: body.subscription }, body.lines, now);
      await tx
        .update(quotes)
        .set({
          clientId: client.id,
          companyId: client.companyId,
          expirationDate: body.expirationDate,
          comment: body.comment,
          subscription: body.subscription,
          ...totalsOf(lines),
          updatedAt: now,
        })
        .where(eq(quotes.id, id));
      await writeLines(tx, id, lines);
    }),
  );
  return findQuote(db, config.jwtSecret, viewer, id, now);
}

/** The seller's name: the brand's, or the platform's. */
async function sellerOf(db: Executor, brandId: number | null): Promise<string> {
  if (brandId === null) return AUTH_MAIL_LABELS.platformName;
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId));
  return brand?.name ?? AUTH_MAIL_LABELS.platformName;
}

/** Mails the client the link to accept, in the sending transaction (a rolled-back send mails nothing). */
async function mailClient(tx: Tx, config: Secrets, quote: QuoteRecord) {
  const [client] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, quote.clientId));
  if (!client?.email) throw conflict(L.refusals.noEmail);
  const seller = await sellerOf(tx, quote.brandId);
  const link = `${linkBase(config, await findLinkBrand(tx, quote.brandId))}${acceptancePath(quote.token)}`;
  await queueMail(tx, {
    to: client.email,
    subject: L.mail.subject(quote.number, seller),
    text: L.mail.text({
      firstName: client.firstName,
      number: quote.number,
      seller,
      total: `${formatCents(quote.htCents)}${quote.subscription ? ` ${L.perMonth}` : ''}`,
      expiry: formatDay(quote.expirationDate),
      link,
    }),
    brandId: quote.brandId,
  });
}

/**
 * Moves a locked quote: the machine's refusal is a 409 with its reason; sending mails the client,
 * accepting books the slots, takes the products off the stock and starts the subscription a monthly
 * quote sells, all in the same transaction.
 */
async function applyMove(
  tx: Tx,
  config: Secrets,
  row: QuoteRecord & { state: QuoteState },
  to: QuoteState,
  actor: QuoteActor,
  userId: number | null,
  now: Date,
) {
  const refusal = quoteTransitionRefusal(row.state, to, actor);
  if (refusal) throw conflict(L.transitionRefusals[refusal]);
  if (to === QUOTE_SENT) await mailClient(tx, config, row);
  if (to === QUOTE_ACCEPTED) {
    const lines = await tx.select().from(quoteLines).where(eq(quoteLines.quoteId, row.id)).orderBy(asc(quoteLines.position));
    await bookSlots(tx, row, lines, userId);
    await takeStock(tx, row.id);
    if (row.subscription) await startQuotedPlan(tx, row, now);
  }
  await tx
    .update(quotes)
    .set({
      state: to,
      updatedAt: now,
      ...(to === QUOTE_ACCEPTED ? { acceptedAt: now, acceptedBy: userId } : {}),
    })
    .where(eq(quotes.id, row.id));
  await recordMove(tx, row.id, row.state, to, actor, userId);
}

/**
 * POST /devis/{id}/state: staff's move. An expired quote is written expiré first, then the move is
 * refused with its reason (the expiry stays: it is true whatever the move).
 */
export async function moveQuote(
  db: Db,
  config: Secrets,
  viewer: SessionUser,
  id: number,
  body: QuoteMove,
  now = new Date(),
): Promise<Quote> {
  const expired = await slotSafe(() =>
    db.transaction(async (tx) => {
      const row = await lockQuote(tx, viewer, { id }, now);
      // The expiry found here is committed; the move is then refused.
      if (row.expiredNow) return true;
      await applyMove(tx, config, row, body.state, 'staff', viewer.id, now);
      return false;
    }),
  );
  if (expired) throw conflict(L.transitionRefusals.expired);
  return findQuote(db, config.jwtSecret, viewer, id, now);
}

/** What the client's page shows of a quote. */
async function publicView(db: Executor, token: string, now: Date): Promise<PublicQuote> {
  const [row] = await db
    .select({ quote: quotes, firstName: users.firstName, lastName: users.lastName, companyName: companies.name })
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.clientId))
    .leftJoin(companies, eq(companies.id, quotes.companyId))
    .where(eq(quotes.token, token));
  // A request or a draft was never sent: its link does not exist yet for the client.
  if (!row || row.quote.state < QUOTE_SENT) throw notFound(L.refusals.invalidLink);
  const { quote } = row;
  const state = effectiveQuoteState(quote.state as QuoteState, quote.expirationDate, now);
  const lines = await linesOf(db, quote.id);
  return {
    number: quote.number,
    seller: await sellerOf(db, quote.brandId),
    dateDemande: quote.quoteDate,
    expirationDate: quote.expirationDate,
    state,
    stateName: L.states[state],
    subscription: quote.subscription,
    client: { firstName: row.firstName, lastName: row.lastName, companyName: row.companyName },
    lines: lines.map(({ slot: _slot, product: _product, ...line }) => line),
    vatBreakdown: vatPerRate(lines),
    ht: quote.htCents,
    vat: quote.vatCents,
    ttc: quote.ttcCents,
    open: state === QUOTE_SENT,
  };
}

/** GET /devis/public/{token}: the quote the client received. */
export const findPublicQuote = (db: Executor, token: string, now = new Date()) => publicView(db, token, now);

/** POST /devis/public/{token}: the client accepts (the slots are booked for them) or refuses. */
export async function answerQuote(db: Db, config: Secrets, token: string, body: QuoteAnswer, now = new Date()): Promise<PublicQuote> {
  const expired = await slotSafe(() =>
    db.transaction(async (tx) => {
      const row = await lockQuote(tx, null, { token }, now);
      if (row.state < QUOTE_SENT) throw notFound(L.refusals.invalidLink);
      if (row.expiredNow) return true;
      await applyMove(tx, config, row, body.accept ? QUOTE_ACCEPTED : QUOTE_REFUSED, 'client', null, now);
      return false;
    }),
  );
  if (expired) throw conflict(L.transitionRefusals.expired);
  return publicView(db, token, now);
}

/**
 * GET /devis/{cryptId}/download/pdf/{cryptBrand}: the quote of the viewer's scope whose crypt id
 * and brand crypt both match (any other pair is a 404); `render` draws it as a PDF.
 */
export async function quotePdf(
  db: Executor,
  config: Secrets,
  viewer: SessionUser,
  params: { cryptId: string; cryptBrand: string },
  now = new Date(),
): Promise<{ render: () => Promise<Uint8Array>; name: string }> {
  const [row] = await db
    .select({ id: quotes.id, brandId: quotes.brandId, number: quotes.number })
    .from(quotes)
    .where(and(eq(quotes.token, params.cryptId), brandScope(quotes.brandId, viewer)));
  if (!row || cryptBrandOf(config.jwtSecret, row.brandId) !== params.cryptBrand) throw notFound(L.refusals.notFound);
  return {
    name: `devis-${row.number}.pdf`,
    render: async () => renderQuotePdf(await findQuote(db, config.jwtSecret, viewer, row.id, now), await sellerOf(db, row.brandId), now),
  };
}
