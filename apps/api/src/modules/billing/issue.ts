import { createHash, randomBytes } from 'node:crypto';
import { creditNoteOperation, invoiceOperation } from '@hubgrade/domain/accounting/builders';
import { clientAccount } from '@hubgrade/domain/accounting/client-account';
import type { InvoiceBuyer, InvoiceSeller, VatCategory } from '@hubgrade/domain/billing/document';
import { lineAmounts } from '@hubgrade/domain/billing/document';
import { INVOICE_REFUSALS as R } from '@hubgrade/domain/billing/labels';
import {
  CHAIN_GENESIS,
  type ChainedContent,
  chainPayload,
  DEFAULT_PAYMENT_TERM_DAYS,
  INVOICE_PAID,
  INVOICE_PENDING,
  INVOICE_TYPE_CREDIT_NOTE,
  type InvoiceType,
  invoiceNumber,
  periodOf,
  quantityText,
} from '@hubgrade/domain/billing/rules';
import { addParisDays } from '@hubgrade/domain/format/paris-calendar';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import {
  companies,
  invoiceChains,
  invoiceCounters,
  invoiceEvents,
  invoiceLines,
  invoicePeriods,
  invoiceSellers,
  invoices,
  users,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { type OperationToRecord, recordOperations } from '../accounting/journal.ts';

/**
 * Issuing an invoice: the one way every issuer (staff's one-shot invoices, the billing run,
 * bookings, orders, credit notes) writes one. In the caller's transaction it checks the period is
 * open, takes the brand's next gapless number, computes each line's amounts (VAT rounded on the
 * line), seals the content with a hash chained to the brand's previous invoice, and writes the
 * first step of the state history.
 */

export interface IssueLine {
  designation: string;
  /** Negative on a credit note: it takes the quantity back. */
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
  vatCategory?: VatCategory;
  period?: { from: string; to: string } | null;
  /** On a credit note: the invoice line it takes back. */
  creditedLineId?: number | null;
}

export interface IssueInput {
  brandId: number | null;
  type: InvoiceType;
  /** The invoiced member; their company, when given, is the buyer. */
  userId: number;
  companyId?: number | null;
  contractId?: number | null;
  landlordId?: number | null;
  /** YYYY-MM-DD (Paris). */
  issuedOn: string;
  dueOn?: string | null;
  servicePeriod: { from: string; to: string };
  lines: IssueLine[];
  creditedInvoiceId?: number | null;
  /** A credit note giving a contract's security deposit back. */
  isGuaranteeRefund?: boolean;
  notes?: string[];
  actorId?: number | null;
}

export type IssuedInvoice = typeof invoices.$inferSelect;
type LineRow = typeof invoiceLines.$inferSelect;

/** The brand key of the per-brand tables: 0 for the main platform's own invoices. */
export const brandKeyOf = (brandId: number | null) => brandId ?? 0;

/** A fresh unguessable token for the invoice's PDF address (192 random bits). */
export const newInvoiceToken = () => randomBytes(24).toString('base64url');

/** The content a hash seals, read from the invoice and its lines as stored. */
export function chainedContent(
  invoice: Pick<
    IssuedInvoice,
    | 'brandId'
    | 'fullNumber'
    | 'type'
    | 'issuedOn'
    | 'dueOn'
    | 'serviceFrom'
    | 'serviceTo'
    | 'userId'
    | 'companyId'
    | 'creditedInvoiceId'
    | 'seller'
    | 'buyer'
    | 'notes'
    | 'latePenaltyRate'
    | 'htCents'
    | 'vatCents'
    | 'ttcCents'
    | 'discountCents'
  > & { isGuaranteeRefund?: boolean },
  lines: Pick<
    LineRow,
    'position' | 'designation' | 'quantity' | 'unitPriceCents' | 'vatRate' | 'vatCategory' | 'htCents' | 'vatCents' | 'ttcCents'
  >[],
): ChainedContent {
  return {
    brandId: invoice.brandId,
    number: invoice.fullNumber,
    type: invoice.type,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    servicePeriod: { from: invoice.serviceFrom ?? invoice.issuedOn, to: invoice.serviceTo ?? invoice.issuedOn },
    userId: invoice.userId,
    companyId: invoice.companyId,
    creditedInvoiceId: invoice.creditedInvoiceId,
    // Left out when false, so that the hashes sealed before the flag existed still verify.
    isGuaranteeRefund: invoice.isGuaranteeRefund || undefined,
    seller: (invoice.seller ?? null) as ChainedContent['seller'],
    buyer: (invoice.buyer ?? null) as ChainedContent['buyer'],
    notes: invoice.notes,
    latePenaltyRate: invoice.latePenaltyRate,
    totals: { htCents: invoice.htCents, vatCents: invoice.vatCents, ttcCents: invoice.ttcCents, discountCents: invoice.discountCents },
    lines: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((l) => ({
        position: l.position,
        designation: l.designation,
        quantity: quantityText(Number(l.quantity)),
        unitPriceCents: l.unitPriceCents,
        vatRate: l.vatRate,
        vatCategory: l.vatCategory,
        htCents: l.htCents,
        vatCents: l.vatCents,
        ttcCents: l.ttcCents,
      })),
  };
}

/** SHA-256 (hex) of the content chained to the previous hash. */
export function invoiceHash(content: ChainedContent, previousHash: string): string {
  return createHash('sha256').update(chainPayload(content, previousHash), 'utf8').digest('hex');
}

/** The brand's seller identity as printed, or null when the brand has not written it. */
export async function sellerOf(db: Executor, brandId: number | null): Promise<(InvoiceSeller & { latePenaltyRate: number }) | null> {
  const [row] = await db
    .select()
    .from(invoiceSellers)
    .where(eq(invoiceSellers.brandKey, brandKeyOf(brandId)));
  if (!row) return null;
  return {
    name: row.name,
    addressLine: row.addressLine,
    postcode: row.postcode,
    city: row.city,
    countryCode: row.countryCode,
    siren: row.siren,
    siret: row.siret,
    vatNumber: row.vatNumber,
    email: row.email,
    rcs: row.rcs,
    legalForm: row.legalForm,
    shareCapitalCents: row.shareCapitalCents,
    iban: row.iban,
    bic: row.bic,
    latePenaltyRate: row.latePenaltyRate,
  };
}

/** The buyer as printed, from the member and their company when they invoice one. */
export function buyerFrom(
  user: { firstName: string; lastName: string; email: string },
  company: { name: string; address: string | null; zipcode: string | null; city: string | null; siret: string | null } | null,
): InvoiceBuyer {
  const siret = company?.siret?.replace(/\s+/g, '') ?? '';
  const valid = /^\d{14}$/.test(siret);
  return {
    name: company?.name ?? `${user.firstName} ${user.lastName}`,
    addressLine: company?.address ?? '',
    postcode: company?.zipcode ?? '',
    city: company?.city ?? '',
    countryCode: 'FR',
    siren: valid ? siret.slice(0, 9) : null,
    siret: valid ? siret : null,
    vatNumber: null,
    email: user.email,
    isBusiness: company !== null,
  };
}

/** The buyers of a batch, keyed `user:company`, each member and company read once. */
async function buyersOf(db: Executor, inputs: readonly IssueInput[]): Promise<Map<string, InvoiceBuyer>> {
  const userIds = [...new Set(inputs.map((i) => i.userId))];
  const companyIds = [...new Set(inputs.map((i) => i.companyId ?? null).filter((id): id is number => id !== null))];
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
  const firms = companyIds.length === 0 ? [] : await db.select().from(companies).where(inArray(companies.id, companyIds));
  const buyers = new Map<string, InvoiceBuyer>();
  for (const input of inputs) {
    const user = people.find((p) => p.id === input.userId);
    if (!user) throw notFound(R.clientNotFound);
    const companyId = input.companyId ?? null;
    buyers.set(`${input.userId}:${companyId}`, buyerFrom(user, firms.find((c) => c.id === companyId) ?? null));
  }
  return buyers;
}

/** Refuses an issue date inside a closed month. */
export async function assertPeriodOpen(db: Executor, brandId: number | null, day: string): Promise<void> {
  const [closed] = await db
    .select({ period: invoicePeriods.period })
    .from(invoicePeriods)
    .where(and(eq(invoicePeriods.brandKey, brandKeyOf(brandId)), eq(invoicePeriods.period, periodOf(day))));
  if (closed) throw conflict(R.periodClosed);
}

/** The computed lines and totals of an invoice (VAT rounded per line, summed as rounded). */
export function computeLines(lines: readonly IssueLine[]) {
  const computed = lines.map((line, index) => ({
    position: index + 1,
    designation: line.designation,
    quantity: Number(quantityText(line.quantity)),
    unitPriceCents: line.unitPriceCents,
    vatRate: line.vatRate,
    vatCategory: line.vatCategory ?? (line.vatRate > 0 ? 'S' : 'E'),
    ...lineAmounts(Number(quantityText(line.quantity)), line.unitPriceCents, line.vatRate),
    periodFrom: line.period?.from ?? null,
    periodTo: line.period?.to ?? null,
    creditedLineId: line.creditedLineId ?? null,
  }));
  const sum = (key: 'htCents' | 'vatCents' | 'ttcCents') => computed.reduce((total, l) => total + l[key], 0);
  return { lines: computed, htCents: sum('htCents'), vatCents: sum('vatCents'), ttcCents: sum('ttcCents') };
}

/**
 * The sales journal's operation of an issued invoice, written in its issuing transaction: a
 * credit note (its amounts negative here) as the reverse of an invoice.
 */
function journalEntryOf(invoice: IssuedInvoice, lines: ReturnType<typeof computeLines>['lines']): OperationToRecord {
  const isCredit = invoice.type === INVOICE_TYPE_CREDIT_NOTE;
  const sign = isCredit ? -1 : 1;
  const entry = {
    number: invoice.fullNumber,
    issuedOn: invoice.issuedOn,
    client: clientAccount(invoice.userId, invoice.buyer?.name ?? ''),
    lines: lines.map((l) => ({ htCents: sign * l.htCents, vatRate: l.vatRate, vatCents: sign * l.vatCents })),
  };
  return {
    brandId: invoice.brandId,
    operation: isCredit ? creditNoteOperation(entry) : invoiceOperation(entry),
    source: { kind: isCredit ? 'credit_note' : 'invoice', id: invoice.id },
  };
}

/** Invoices written per INSERT: well under the 65,535 bind parameters of one statement. */
const INSERT_BATCH = 500;

/**
 * Issues invoices of one brand in `tx`, in the order given. The brand's chain row is locked first
 * (`insert … on conflict do update … returning`), then its counter row of each year, moved by the
 * batch's count at once: concurrent issues of one brand queue there, so numbers follow each other
 * without gap and each hash links to the one issued before. A rollback gives the numbers back, as
 * nothing else saw them. One invoice or a billing run's hundred cost the same few statements.
 */
export async function issueInvoices(tx: Tx, inputs: readonly IssueInput[]): Promise<IssuedInvoice[]> {
  const first = inputs[0];
  if (!first) return [];
  const brandId = first.brandId;
  if (inputs.some((i) => i.brandId !== brandId)) throw new Error('issueInvoices: one brand per call');
  const brandKey = brandKeyOf(brandId);
  for (const day of new Set(inputs.map((i) => i.issuedOn))) await assertPeriodOpen(tx, brandId, day);
  const seller = await sellerOf(tx, brandId);
  if (!seller) throw conflict(R.sellerMissing);
  const { latePenaltyRate, ...sellerIdentity } = seller;
  const buyers = await buyersOf(tx, inputs);

  const [chain] = await tx
    .insert(invoiceChains)
    .values({ brandKey })
    .onConflictDoUpdate({ target: invoiceChains.brandKey, set: { brandKey: sql`excluded.brand_key` } })
    .returning({ lastHash: invoiceChains.lastHash });
  const perYear = new Map<number, number>();
  for (const input of inputs) {
    const year = Number(input.issuedOn.slice(0, 4));
    perYear.set(year, (perYear.get(year) ?? 0) + 1);
  }
  const nextNumber = new Map<number, number>();
  for (const [year, count] of [...perYear].sort(([a], [b]) => a - b)) {
    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ brandKey, year, lastNumber: count })
      .onConflictDoUpdate({
        target: [invoiceCounters.brandKey, invoiceCounters.year],
        set: { lastNumber: sql`${invoiceCounters.lastNumber} + ${count}` },
      })
      .returning({ lastNumber: invoiceCounters.lastNumber });
    nextNumber.set(year, (counter?.lastNumber ?? count) - count + 1);
  }

  let previousHash = chain?.lastHash ?? CHAIN_GENESIS;
  const prepared = inputs.map((input) => {
    const year = Number(input.issuedOn.slice(0, 4));
    const number = nextNumber.get(year) ?? 1;
    nextNumber.set(year, number + 1);
    const computed = computeLines(input.lines);
    const companyId = input.companyId ?? null;
    const isCredit = input.type === INVOICE_TYPE_CREDIT_NOTE;
    const values = {
      brandId,
      year,
      number,
      fullNumber: invoiceNumber(year, number),
      contractId: input.contractId ?? null,
      userId: input.userId,
      landlordId: input.landlordId ?? null,
      companyId,
      issuedOn: input.issuedOn,
      dueOn: isCredit ? input.issuedOn : (input.dueOn ?? addParisDays(input.issuedOn, DEFAULT_PAYMENT_TERM_DAYS)),
      serviceFrom: input.servicePeriod.from,
      serviceTo: input.servicePeriod.to,
      htCents: computed.htCents,
      vatCents: computed.vatCents,
      discountCents: 0,
      ttcCents: computed.ttcCents,
      // A credit note is settled by the invoice it takes back: it waits for no payment.
      state: isCredit ? INVOICE_PAID : INVOICE_PENDING,
      type: input.type,
      creditedInvoiceId: input.creditedInvoiceId ?? null,
      isGuaranteeRefund: input.isGuaranteeRefund ?? false,
      seller: sellerIdentity,
      buyer: buyers.get(`${input.userId}:${companyId}`) as InvoiceBuyer,
      notes: input.notes ?? [],
      latePenaltyRate,
      token: newInvoiceToken(),
      previousHash,
    };
    const hash = invoiceHash(chainedContent(values, computed.lines), previousHash);
    previousHash = hash;
    return { values: { ...values, hash }, lines: computed.lines, actorId: input.actorId ?? null };
  });

  const issued: IssuedInvoice[] = [];
  for (let i = 0; i < prepared.length; i += INSERT_BATCH) {
    const chunk = prepared.slice(i, i + INSERT_BATCH);
    const rows = await tx
      .insert(invoices)
      .values(chunk.map((p) => p.values))
      .returning();
    // Matched by number, not by the order the rows come back in.
    const byNumber = new Map(rows.map((r) => [r.fullNumber, r]));
    const written = chunk.map((p) => byNumber.get(p.values.fullNumber) as IssuedInvoice);
    await tx
      .insert(invoiceLines)
      .values(chunk.flatMap((p, k) => p.lines.map((l) => ({ ...l, invoiceId: (written[k] as IssuedInvoice).id }))));
    await tx
      .insert(invoiceEvents)
      .values(
        written.map((invoice, k) => ({ invoiceId: invoice.id, event: 'issued', state: invoice.state, actorId: chunk[k]?.actorId ?? null })),
      );
    issued.push(...written);
  }
  await recordOperations(
    tx,
    issued.map((invoice, k) => journalEntryOf(invoice, (prepared[k] as (typeof prepared)[number]).lines)),
  );
  const last = issued.at(-1) as IssuedInvoice;
  await tx.update(invoiceChains).set({ lastHash: previousHash, lastInvoiceId: last.id }).where(eq(invoiceChains.brandKey, brandKey));
  return issued;
}

/** Issues one invoice in `tx` (see `issueInvoices`). */
export async function issueInvoice(tx: Tx, input: IssueInput): Promise<IssuedInvoice> {
  const [invoice] = await issueInvoices(tx, [input]);
  return invoice as IssuedInvoice;
}
