import type { InvoiceDocument } from '@hubgrade/domain/billing/document';
import { vatBreakdownOf } from '@hubgrade/domain/billing/document';
import { INVOICE_REFUSALS as R } from '@hubgrade/domain/billing/labels';
import { amountDue, INVOICE_TYPE_CREDIT_NOTE, invoiceActions, isInvoiceLate, type PaymentMethod } from '@hubgrade/domain/billing/rules';
import type { CreditAnswer, InvoiceRow, InvoiceSheet } from '@hubgrade/domain/billing/schemas';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoiceEvents, invoiceLines, invoiceMails, invoicePayments, invoices, mailOutbox, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { depositRefundable } from './deposit-state.ts';
import { brandKeyOf, type IssuedInvoice } from './issue.ts';
import { invoiceRow } from './queries.ts';

/** The invoice in the viewer's brand scope, or 404. */
export async function findScopedInvoice(db: Executor, viewer: SessionUser, id: number): Promise<IssuedInvoice> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), brandScope(invoices.brandId, viewer)));
  if (!invoice) throw notFound(R.notFound);
  return invoice;
}

/** The invoice whose PDF address this is: its token, and the brand part naming its own brand; else 404. */
export async function findInvoiceByToken(db: Executor, viewer: SessionUser, cryptBrand: string, token: string): Promise<IssuedInvoice> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.token, token), brandScope(invoices.brandId, viewer)));
  if (!invoice || String(brandKeyOf(invoice.brandId)) !== cryptBrand) throw notFound(R.notFound);
  return invoice;
}

/** The API path of an invoice's PDF: the brand part and the invoice's own token. */
export const pdfPathOf = (invoice: Pick<IssuedInvoice, 'brandId' | 'token'>) =>
  `/api/brand/${brandKeyOf(invoice.brandId)}/invoice/pdf/${invoice.token}`;

const iso = (value: Date | string) => new Date(value).toISOString();
const personName = sql<string | null>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`;

async function linesOf(db: Executor, invoiceId: number) {
  return db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.position));
}

/** GET /invoices/:id: the invoice with everything the sheet shows. */
export async function invoiceSheet(db: Executor, viewer: SessionUser, id: number): Promise<InvoiceSheet> {
  const invoice = await findScopedInvoice(db, viewer, id);
  const row = await invoiceRow(db, viewer, invoice.id);
  if (!row) throw notFound(R.notFound);
  const [lines, payments, events, mails, creditNotes, credited] = await Promise.all([
    linesOf(db, invoice.id),
    db
      .select({
        id: invoicePayments.id,
        method: invoicePayments.method,
        amountCents: invoicePayments.amountCents,
        paidOn: invoicePayments.paidOn,
        reference: invoicePayments.reference,
        recordedAt: invoicePayments.createdAt,
        recordedBy: personName,
        reversedOn: invoicePayments.reversedOn,
        reversalReason: invoicePayments.reversalReason,
      })
      .from(invoicePayments)
      .leftJoin(users, eq(users.id, invoicePayments.recordedBy))
      .where(eq(invoicePayments.invoiceId, invoice.id))
      .orderBy(asc(invoicePayments.id)),
    db
      .select({
        id: invoiceEvents.id,
        event: invoiceEvents.event,
        state: invoiceEvents.state,
        at: invoiceEvents.createdAt,
        by: personName,
        note: invoiceEvents.note,
      })
      .from(invoiceEvents)
      .leftJoin(users, eq(users.id, invoiceEvents.actorId))
      .where(eq(invoiceEvents.invoiceId, invoice.id))
      .orderBy(asc(invoiceEvents.id)),
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(invoiceMails)
      .innerJoin(mailOutbox, eq(mailOutbox.id, invoiceMails.mailId))
      .where(eq(invoiceMails.invoiceId, invoice.id))
      .orderBy(desc(mailOutbox.id)),
    db
      .select({ id: invoices.id, fullNumber: invoices.fullNumber, dateCreation: invoices.issuedOn, totalTtc: invoices.ttcCents })
      .from(invoices)
      .where(eq(invoices.creditedInvoiceId, invoice.id))
      .orderBy(asc(invoices.id)),
    invoice.creditedInvoiceId === null
      ? []
      : db
          .select({ id: invoices.id, fullNumber: invoices.fullNumber, dateCreation: invoices.issuedOn, totalTtc: invoices.ttcCents })
          .from(invoices)
          .where(eq(invoices.id, invoice.creditedInvoiceId)),
  ]);
  const buyer = invoice.buyer;
  return {
    ...row,
    dueOn: invoice.dueOn,
    servicePeriod: { from: invoice.serviceFrom ?? invoice.issuedOn, to: invoice.serviceTo ?? invoice.issuedOn },
    seller: invoice.seller,
    buyer: {
      name: buyer?.name ?? `${row.tenantFirstName} ${row.tenantLastName}`,
      addressLine: buyer?.addressLine ?? '',
      postcode: buyer?.postcode ?? '',
      city: buyer?.city ?? '',
      countryCode: buyer?.countryCode ?? 'FR',
      siren: buyer?.siren ?? null,
      siret: buyer?.siret ?? null,
      vatNumber: buyer?.vatNumber ?? null,
      email: buyer?.email ?? null,
      isBusiness: buyer?.isBusiness ?? false,
      userId: invoice.userId,
      companyId: invoice.companyId,
    },
    lines: lines.map((l) => ({
      position: l.position,
      designation: l.designation,
      quantity: Number(l.quantity),
      unitPriceCents: l.unitPriceCents,
      vatRate: l.vatRate,
      vatCategory: l.vatCategory as InvoiceDocument['lines'][number]['vatCategory'],
      htCents: l.htCents,
      vatCents: l.vatCents,
      ttcCents: l.ttcCents,
      periodFrom: l.periodFrom,
      periodTo: l.periodTo,
      creditedQuantity: Number(l.creditedQuantity),
    })),
    vatBreakdown: vatBreakdownOf(
      lines.map((l) => ({ ...l, vatCategory: l.vatCategory as InvoiceDocument['lines'][number]['vatCategory'] })),
    ).map(({ vatRate, vatCategory, baseCents, vatCents }) => ({ vatRate, vatCategory, baseCents, vatCents })),
    totals: {
      htCents: invoice.htCents,
      vatCents: invoice.vatCents,
      ttcCents: invoice.ttcCents,
      paidCents: invoice.paidCents,
      creditedCents: invoice.creditedCents,
      dueCents: invoice.type === INVOICE_TYPE_CREDIT_NOTE ? 0 : amountDue(invoice),
    },
    late: isInvoiceLate(invoice, parisDay()),
    latePenaltyRate: invoice.latePenaltyRate,
    notes: invoice.notes,
    payments: payments.map((p) => ({ ...p, method: p.method as PaymentMethod, recordedAt: iso(p.recordedAt) })),
    events: events.map((e) => ({ ...e, state: e.state as 0, at: iso(e.at) })),
    creditNotes,
    creditedInvoice: credited[0] ?? null,
    mails: mails.map((m) => ({ ...m, createdAt: iso(m.createdAt), sentAt: m.sentAt ? iso(m.sentAt) : null })),
    pdfPath: pdfPathOf(invoice),
    hash: invoice.hash,
    previousHash: invoice.previousHash,
    actions: { ...invoiceActions(invoice), refundDeposit: await depositRefundable(db, invoice) },
  };
}

/** The typed document the PDF and the Factur-X XML are drawn from, as the invoice was issued. */
export async function invoiceDocument(db: Executor, invoice: IssuedInvoice): Promise<InvoiceDocument> {
  const lines = await linesOf(db, invoice.id);
  const [preceding] =
    invoice.creditedInvoiceId === null
      ? []
      : await db
          .select({ number: invoices.fullNumber, issuedOn: invoices.issuedOn })
          .from(invoices)
          .where(eq(invoices.id, invoice.creditedInvoiceId));
  if (!invoice.seller || !invoice.buyer) throw notFound(R.sellerMissing);
  const documentLines = lines.map((l) => ({
    position: l.position,
    designation: l.designation,
    quantity: Number(l.quantity),
    unitPriceCents: l.unitPriceCents,
    vatRate: l.vatRate,
    vatCategory: l.vatCategory as InvoiceDocument['lines'][number]['vatCategory'],
    htCents: l.htCents,
    vatCents: l.vatCents,
    ttcCents: l.ttcCents,
    period: l.periodFrom && l.periodTo ? { from: l.periodFrom, to: l.periodTo } : null,
  }));
  const due = invoice.type === INVOICE_TYPE_CREDIT_NOTE ? 0 : amountDue(invoice);
  return {
    number: invoice.fullNumber,
    type: invoice.type,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn ?? invoice.issuedOn,
    servicePeriod: { from: invoice.serviceFrom ?? invoice.issuedOn, to: invoice.serviceTo ?? invoice.issuedOn },
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: documentLines,
    vatBreakdown: vatBreakdownOf(documentLines),
    totals: {
      htCents: invoice.htCents,
      vatCents: invoice.vatCents,
      ttcCents: invoice.ttcCents,
      paidCents: invoice.paidCents,
      dueCents: due,
    },
    precedingInvoice: preceding ?? null,
    latePenaltyRate: invoice.latePenaltyRate,
    notes: invoice.notes,
  };
}

/** POST /invoice/credit's answer: the credit notes written, as the table shows them. */
export async function creditAnswer(db: Executor, viewer: SessionUser, ids: number[]): Promise<CreditAnswer> {
  const rows = await Promise.all(ids.map((id) => invoiceRow(db, viewer, id)));
  return { creditNotes: rows.filter((r): r is InvoiceRow => r !== null) };
}
