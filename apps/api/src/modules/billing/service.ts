import type { InvoiceDocument } from '@hubgrade/domain/billing/document';
import { INVOICE_FIELD_ERRORS as F, INVOICE_REFUSALS as R, INVOICE_SHEET_LABELS as S } from '@hubgrade/domain/billing/labels';
import {
  canCredit,
  checkInvoiceTransition,
  creditLines,
  INVOICE_CANCELLED,
  INVOICE_SENT,
  INVOICE_TYPE_CREDIT_NOTE,
  INVOICE_TYPE_ONE_SHOT,
  INVOICE_UNRECOVERABLE,
  isFullyCredited,
  periodOf,
} from '@hubgrade/domain/billing/rules';
import type {
  ClosedPeriod,
  CreditBody,
  InvoiceCreateBody,
  PaymentBody,
  SellerAnswer,
  SellerIdentityBody,
} from '@hubgrade/domain/billing/schemas';
import { formatDay } from '@hubgrade/domain/format/dates';
import { formatCents } from '@hubgrade/domain/format/money';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  brands,
  invoiceEvents,
  invoiceLines,
  invoiceMails,
  invoicePeriods,
  invoiceSellers,
  invoices,
  mailOutbox,
  users,
} from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { brandKeyOf, type IssuedInvoice, issueInvoice } from './issue.ts';
import { recordInvoicePayment } from './payments.ts';
import { findScopedInvoice, invoiceDocument } from './sheet.ts';

export type RenderPdf = (document: InvoiceDocument) => Promise<Uint8Array>;

/** The invoice row locked for this transaction, in the viewer's scope. */
export async function lockInvoice(tx: Tx, viewer: SessionUser, id: number): Promise<IssuedInvoice> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), brandScope(invoices.brandId, viewer)))
    .for('update');
  if (!invoice) throw notFound(R.notFound);
  return invoice;
}

export const refuse = (check: { ok: true } | { ok: false; message: string }) => {
  if (!check.ok) throw conflict(check.message);
};

/** POST /invoices: a one-shot invoice for a member of the caller's scope, issued today. */
export async function createOneShot(db: Db, viewer: SessionUser, body: InvoiceCreateBody): Promise<number> {
  const [member] = await db
    .select({ id: users.id, brandId: users.brandId, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.id, body.userId), isNull(users.deletedAt), brandScope(users.brandId, viewer)));
  if (!member || (body.brandId !== undefined && body.brandId !== brandKeyOf(member.brandId))) throw notFound(R.clientNotFound);
  const issuedOn = parisDay();
  if (body.dueOn && body.dueOn < issuedOn) throw badRequest(F.dueBeforeIssue, { dueOn: [F.dueBeforeIssue] });
  const invoice = await db.transaction((tx) =>
    issueInvoice(tx, {
      brandId: member.brandId,
      type: INVOICE_TYPE_ONE_SHOT,
      userId: member.id,
      companyId: member.companyId,
      issuedOn,
      dueOn: body.dueOn ?? null,
      servicePeriod: body.servicePeriod ?? { from: issuedOn, to: issuedOn },
      lines: body.lines,
      notes: body.note ? [body.note] : [],
      actorId: viewer.id,
    }),
  );
  return invoice.id;
}

/** Any change to an issued invoice: refused, the law asks for a credit note. */
export async function refuseEdit(db: Db, viewer: SessionUser, id: number): Promise<never> {
  await findScopedInvoice(db, viewer, id);
  throw conflict(R.issuedImmutable);
}

/**
 * POST /brand/{brandId}/invoice/email/{invoiceId}: mails the client the invoice with its PDF, and
 * takes it from En attente to Envoyée, in one transaction with the mail.
 */
export async function sendInvoice(db: Db, viewer: SessionUser, brandId: number, invoiceId: number, renderPdf: RenderPdf): Promise<void> {
  const scoped = await findScopedInvoice(db, viewer, invoiceId);
  if (brandKeyOf(scoped.brandId) !== brandId) throw notFound(R.notFound);
  // Checked before the PDF is drawn, and again under the row's lock.
  refuse(checkInvoiceTransition(scoped.state as 0, INVOICE_SENT));
  const pdf = await renderPdf(await invoiceDocument(db, scoped));
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, viewer, invoiceId);
    refuse(checkInvoiceTransition(invoice.state as 0, INVOICE_SENT));
    const to = invoice.buyer?.email;
    if (!to) throw conflict(R.noEmail);
    const [brand] =
      invoice.brandId === null ? [] : await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, invoice.brandId));
    const [mail] = await tx
      .insert(mailOutbox)
      .values({
        toAddress: to,
        subject: S.mailSubject(invoice.fullNumber, brand?.name ?? invoice.seller?.name ?? ''),
        textBody: S.mailBody(invoice.fullNumber, formatCents(invoice.ttcCents), formatDay(invoice.dueOn ?? invoice.issuedOn)),
        attachments: [
          {
            filename: S.pdfFileName(invoice.fullNumber),
            contentType: 'application/pdf',
            content: Buffer.from(pdf).toString('base64'),
            encoding: 'base64',
          },
        ],
        brandId: invoice.brandId,
      })
      .returning({ id: mailOutbox.id });
    if (!mail) throw new Error('mail not queued');
    await tx.insert(invoiceMails).values({ invoiceId: invoice.id, mailId: mail.id });
    await tx.update(invoices).set({ state: INVOICE_SENT }).where(eq(invoices.id, invoice.id));
    await tx.insert(invoiceEvents).values({ invoiceId: invoice.id, event: 'sent', state: INVOICE_SENT, note: to, actorId: viewer.id });
  });
}

/**
 * Issues, in `tx`, one credit note for what remains of a locked invoice or for the asked lines,
 * and records what it took back: the invoice is cancelled once nothing remains, else it keeps its
 * state. `refund` marks the credit note as giving a security deposit back.
 */
export async function creditInvoice(
  tx: Tx,
  viewer: SessionUser,
  invoice: IssuedInvoice,
  options: { asked?: { position: number; quantity: number }[]; issuedOn: string; refund?: { note: string; event: string } },
): Promise<IssuedInvoice> {
  const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id)).orderBy(asc(invoiceLines.position));
  const creditable = lines.map((l) => ({
    position: l.position,
    quantity: Number(l.quantity),
    creditedQuantity: Number(l.creditedQuantity),
  }));
  const taken = creditLines(creditable, options.asked && options.asked.length > 0 ? options.asked : undefined);
  if (!taken.ok) throw conflict(taken.message);
  const byPosition = new Map(lines.map((l) => [l.position, l]));
  const note = await issueInvoice(tx, {
    brandId: invoice.brandId,
    type: INVOICE_TYPE_CREDIT_NOTE,
    userId: invoice.userId,
    companyId: invoice.companyId,
    contractId: invoice.contractId,
    landlordId: invoice.landlordId,
    issuedOn: options.issuedOn,
    servicePeriod: { from: invoice.serviceFrom ?? invoice.issuedOn, to: invoice.serviceTo ?? invoice.issuedOn },
    creditedInvoiceId: invoice.id,
    isGuaranteeRefund: options.refund !== undefined,
    notes: options.refund ? [options.refund.note] : [],
    lines: taken.lines.map((t) => {
      const line = byPosition.get(t.position) as (typeof lines)[number];
      return {
        designation: line.designation,
        quantity: -t.quantity,
        unitPriceCents: line.unitPriceCents,
        vatRate: line.vatRate,
        vatCategory: line.vatCategory as 'S',
        period: line.periodFrom && line.periodTo ? { from: line.periodFrom, to: line.periodTo } : null,
        creditedLineId: line.id,
      };
    }),
    actorId: viewer.id,
  });
  for (const t of taken.lines) {
    const line = byPosition.get(t.position) as (typeof lines)[number];
    await tx
      .update(invoiceLines)
      .set({ creditedQuantity: sql`${invoiceLines.creditedQuantity} + ${t.quantity}` })
      .where(eq(invoiceLines.id, line.id));
  }
  const full = isFullyCredited(creditable, taken.lines);
  const state = full ? INVOICE_CANCELLED : invoice.state;
  await tx
    .update(invoices)
    .set({ creditedCents: invoice.creditedCents - note.ttcCents, state })
    .where(eq(invoices.id, invoice.id));
  const event = options.refund?.event ?? (full ? 'cancelled' : 'credited');
  await tx.insert(invoiceEvents).values({ invoiceId: invoice.id, event, state, note: note.fullNumber, actorId: viewer.id });
  return note;
}

/**
 * POST /invoice/credit: one credit note per invoice, for what remains of it or for the chosen
 * lines; the invoice is cancelled once nothing remains, else it keeps its state.
 */
export async function creditInvoices(db: Db, viewer: SessionUser, body: CreditBody): Promise<number[]> {
  const ids = [...new Set(body.invoices)];
  if (body.lines?.some((l) => !ids.includes(l.invoiceId))) {
    throw badRequest(R.creditLinesOfUnlisted, { lines: [R.creditLinesOfUnlisted] });
  }
  const issuedOn = parisDay();
  return db.transaction(async (tx) => {
    const created: number[] = [];
    // One order for the locks, whatever the order asked: two credits of the same invoices never deadlock.
    for (const id of [...ids].sort((a, b) => a - b)) {
      const invoice = await lockInvoice(tx, viewer, id);
      refuse(canCredit(invoice));
      const note = await creditInvoice(tx, viewer, invoice, { asked: body.lines?.filter((l) => l.invoiceId === id), issuedOn });
      created.push(note.id);
    }
    return created;
  });
}

/** POST /invoices/:id/payments: a partial or full payment; the one that clears the rest makes it Payée. */
export async function recordPayment(db: Db, viewer: SessionUser, id: number, body: PaymentBody): Promise<void> {
  if (body.paidOn > parisDay()) throw badRequest(F.day, { paidOn: [F.day] });
  await db.transaction(async (tx) => {
    await lockInvoice(tx, viewer, id);
    await recordInvoicePayment(tx, {
      invoiceId: id,
      amountCents: body.amountCents,
      method: body.method,
      paidOn: body.paidOn,
      reference: body.reference || null,
      actorId: viewer.id,
    });
  });
}

/** POST /invoices/:id/unrecoverable: staff give up on an unpaid invoice. */
export async function markUnrecoverable(db: Db, viewer: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, viewer, id);
    if (invoice.type === INVOICE_TYPE_CREDIT_NOTE) throw conflict(R.unrecoverableNotAllowed);
    refuse(checkInvoiceTransition(invoice.state as 0, INVOICE_UNRECOVERABLE));
    await tx.update(invoices).set({ state: INVOICE_UNRECOVERABLE }).where(eq(invoices.id, invoice.id));
    await tx
      .insert(invoiceEvents)
      .values({ invoiceId: invoice.id, event: 'unrecoverable', state: INVOICE_UNRECOVERABLE, actorId: viewer.id });
  });
}

/**
 * A per-brand billing setting (closed periods, seller identity, chain) is the caller's brand's:
 * brand 0, the main platform's own, is only the main platform staff's; another brand is a 404.
 */
export async function assertBrandKey(db: Db, viewer: SessionUser, brandKey: number): Promise<void> {
  if (viewer.brandId !== null && viewer.brandId !== brandKey) throw notFound(R.brandNotFound);
  if (brandKey === 0) return;
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandKey));
  if (!brand) throw notFound(R.brandNotFound);
}

const periodAnswer = (row: { brandKey: number; period: string; closedAt: Date; closedBy: string | null }): ClosedPeriod => ({
  brandId: row.brandKey,
  period: row.period,
  closedAt: row.closedAt.toISOString(),
  closedBy: row.closedBy,
});

/** GET /invoices/periods: the closed months of the caller's brand (every brand for the main platform). */
export async function listClosedPeriods(db: Db, viewer: SessionUser, brandKey: number | undefined) {
  if (brandKey !== undefined) await assertBrandKey(db, viewer, brandKey);
  const scope = brandKey !== undefined ? brandKey : viewer.brandId;
  const rows = await db
    .select({
      brandKey: invoicePeriods.brandKey,
      period: invoicePeriods.period,
      closedAt: invoicePeriods.closedAt,
      closedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(invoicePeriods)
    .leftJoin(users, eq(users.id, invoicePeriods.closedBy))
    .where(scope === null ? sql`true` : eq(invoicePeriods.brandKey, scope))
    .orderBy(asc(invoicePeriods.brandKey), sql`${invoicePeriods.period} desc`);
  return { items: rows.map(periodAnswer) };
}

/** POST /invoices/periods: closes a past or current month; it stays closed. */
export async function closePeriod(db: Db, viewer: SessionUser, body: { brandId: number; period: string }): Promise<ClosedPeriod> {
  await assertBrandKey(db, viewer, body.brandId);
  if (body.period > periodOf(parisDay())) throw conflict(R.periodInFuture);
  const [row] = await db
    .insert(invoicePeriods)
    .values({ brandKey: body.brandId, period: body.period, closedBy: viewer.id })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(R.periodAlreadyClosed);
  return periodAnswer({ ...row, closedBy: `${viewer.firstName} ${viewer.lastName}` });
}

/** GET /invoices/seller/:brandId. */
export async function findSeller(db: Db, viewer: SessionUser, brandKey: number): Promise<SellerAnswer> {
  await assertBrandKey(db, viewer, brandKey);
  const [row] = await db.select().from(invoiceSellers).where(eq(invoiceSellers.brandKey, brandKey));
  if (!row) return { brandId: brandKey, identity: null, updatedAt: null };
  const { brandKey: _, updatedAt, updatedBy: __, ...identity } = row;
  return { brandId: brandKey, identity, updatedAt: updatedAt.toISOString() };
}

/** PUT /invoices/seller/:brandId: what the brand's next invoices print (issued ones keep theirs). */
export async function saveSeller(db: Db, viewer: SessionUser, brandKey: number, body: SellerIdentityBody): Promise<SellerAnswer> {
  await assertBrandKey(db, viewer, brandKey);
  const values = { ...body, updatedAt: new Date(), updatedBy: viewer.id };
  await db
    .insert(invoiceSellers)
    .values({ brandKey, ...values })
    .onConflictDoUpdate({ target: invoiceSellers.brandKey, set: values });
  return findSeller(db, viewer, brandKey);
}
