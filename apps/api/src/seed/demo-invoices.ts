import { type BillingLine, billingPeriod, contractLines } from '@hubgrade/domain/billing/contract-billing';
import {
  CHAIN_GENESIS,
  DEFAULT_LATE_PENALTY_RATE,
  INVOICE_CANCELLED,
  INVOICE_PAID,
  INVOICE_PENDING,
  INVOICE_SENT,
  INVOICE_TYPE_CREDIT_NOTE,
  INVOICE_UNRECOVERABLE,
  invoiceNumber,
  type PaymentMethod,
} from '@hubgrade/domain/billing/rules';
import { addParisDays } from '@hubgrade/domain/format/paris-calendar';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import {
  invoiceChains,
  invoiceCounters,
  invoiceEvents,
  invoiceLines,
  invoicePayments,
  invoiceSellers,
  invoices,
} from '../db/schema/index.ts';
import {
  brandKeyOf,
  buyerFrom,
  chainedContent,
  computeLines,
  type IssueLine,
  invoiceHash,
  newInvoiceToken,
} from '../modules/billing/issue.ts';
import { createRandom, type Random } from './prng.ts';

/** The last month billed: the one before the seed's reference day (2026-10-01). */
const LAST_MONTH = '2026-09';
/** Two years of history. */
const FIRST_MONTH = '2024-10';
const CHUNK = 500;

type InvoiceRow = typeof invoices.$inferInsert & { id: number };
type LineRow = typeof invoiceLines.$inferInsert & { id: number };

interface Contract {
  id: number;
  brand_id: number | null;
  kind: string;
  off_platform: boolean;
  tenant_id: number;
  landlord_id: number | null;
  rent_cents: number;
  discount_cents: number;
  vat_rate: number;
  start_date: string;
  end_date: string | null;
  first_name: string;
  last_name: string;
  email: string;
  company_id: number | null;
  company_name: string | null;
  address: string | null;
  zipcode: string | null;
  city: string | null;
  siret: string | null;
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** A seller identity per brand (and the main platform's, key 0), IBANs valid for the mod-97 check. */
async function seedSellers(db: Db): Promise<void> {
  const brands = await queryRows<{ id: number; name: string }>(db, sql`select id, name from brands order by id`);
  const rows = [{ id: 0, name: 'Hubgrade' }, ...brands].map((brand, index) => {
    const siren = String(812_345_670 + index * 7).padStart(9, '0');
    return {
      brandKey: brand.id,
      name: `${brand.name} SAS`,
      addressLine: `${10 + index} rue de la Paix`,
      postcode: '75002',
      city: 'Paris',
      countryCode: 'FR',
      siren,
      siret: `${siren}000${String(10 + index).padStart(2, '0')}`,
      rcs: `RCS Paris ${siren.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')}`,
      legalForm: 'SAS',
      shareCapitalCents: 1_000_000 * (index + 1),
      vatNumber: `FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')}${siren}`,
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      latePenaltyRate: DEFAULT_LATE_PENALTY_RATE,
      email: `facturation+${brand.id}@hubgrade.example`,
    };
  });
  await db.insert(invoiceSellers).values(rows);
}

interface Planned {
  issuedOn: string;
  contract: Contract;
  period: { from: string; to: string };
  lines: IssueLine[];
  /** For a credit note: the planned invoice it takes back, and whether in full. */
  credits?: { target: Planned; full: boolean };
  invoice?: InvoiceRow;
  lineRows?: LineRow[];
}

/**
 * Monthly invoices of the running and finished contracts over two years, issued on the first of
 * each month through the same content, numbering and hash chain as the API's issue; part of them
 * paid (some in two payments), some sent and late, a few unrecoverable, a few credited in full or
 * in part by credit notes issued some days later.
 */
export async function seedInvoices(db: Db): Promise<void> {
  const random = createRandom(20261126);
  await seedSellers(db);
  const sellers = new Map(
    (await db.select().from(invoiceSellers)).map(({ brandKey, updatedAt: _, updatedBy: __, latePenaltyRate, ...identity }) => [
      brandKey,
      { identity, latePenaltyRate },
    ]),
  );
  const contracts = await queryRows<Contract>(
    db,
    sql`select c.id, c.brand_id, c.kind, c.off_platform, c.tenant_id, c.landlord_id, c.rent_cents, c.discount_cents, c.vat_rate,
          c.start_date::text as start_date, c.end_date::text as end_date, u.first_name, u.last_name, u.email, u.company_id,
          co.name as company_name, co.address, co.zipcode, co.city, co.siret
        from contracts c join users u on u.id = c.tenant_id left join companies co on co.id = u.company_id
        where c.state >= 4 and c.deleted_at is null order by c.id`,
  );
  const planned: Planned[] = [];
  for (const contract of contracts) {
    for (let month = FIRST_MONTH; month <= LAST_MONTH; month = nextMonth(month)) {
      const period = billingPeriod(month);
      const lines: BillingLine[] = contractLines(
        {
          spaceLabel: contract.kind === 'platform' ? `Bureau, contrat n°${contract.id}` : `Coworking, contrat n°${contract.id}`,
          startDate: contract.start_date,
          endDate: contract.end_date,
          rentCents: contract.rent_cents,
          discountCents: contract.discount_cents,
          vatRate: contract.vat_rate,
          keys: [],
        },
        period,
      );
      if (lines.length === 0) continue;
      planned.push({ issuedOn: period.from, contract, period, lines });
    }
  }
  // A few sent or paid invoices get a credit note ten days later: most in full, some for half a line.
  for (const target of planned.filter(() => random.chance(0.02))) {
    const full = random.chance(0.6);
    const first = target.lines[0] as IssueLine;
    planned.push({
      issuedOn: addParisDays(target.issuedOn, 10),
      contract: target.contract,
      period: target.period,
      lines: (full ? target.lines : [{ ...first, quantity: first.quantity / 2 }]).map((l) => ({ ...l, quantity: -l.quantity })),
      credits: { target, full },
    });
  }
  planned.sort(
    (a, b) => a.issuedOn.localeCompare(b.issuedOn) || a.contract.id - b.contract.id || (a.credits ? 1 : 0) - (b.credits ? 1 : 0),
  );

  const [start] = await queryRows<{ invoice: number; line: number }>(
    db,
    sql`select (select coalesce(max(id), 0) from invoices)::int as invoice, (select coalesce(max(id), 0) from invoice_lines)::int as line`,
  );
  let invoiceId = start?.invoice ?? 0;
  let lineId = start?.line ?? 0;
  const counters = new Map<string, number>();
  const heads = new Map<number, { hash: string; id: number }>();
  for (const plan of planned) {
    const brandKey = brandKeyOf(plan.contract.brand_id);
    const seller = sellers.get(brandKey);
    if (!seller) throw new Error(`no seller for brand ${brandKey}`);
    const year = Number(plan.issuedOn.slice(0, 4));
    const number = (counters.get(`${brandKey}:${year}`) ?? 0) + 1;
    counters.set(`${brandKey}:${year}`, number);
    const computed = computeLines(plan.lines);
    const previousHash = heads.get(brandKey)?.hash ?? CHAIN_GENESIS;
    const isCredit = plan.credits !== undefined;
    invoiceId += 1;
    const c = plan.contract;
    const values = {
      id: invoiceId,
      brandId: c.brand_id,
      year,
      number,
      fullNumber: invoiceNumber(year, number),
      contractId: c.id,
      userId: c.tenant_id,
      landlordId: c.landlord_id,
      companyId: c.company_id,
      issuedOn: plan.issuedOn,
      dueOn: isCredit ? plan.issuedOn : addParisDays(plan.issuedOn, 30),
      serviceFrom: plan.period.from,
      serviceTo: plan.period.to,
      htCents: computed.htCents,
      vatCents: computed.vatCents,
      discountCents: 0,
      ttcCents: computed.ttcCents,
      state: isCredit ? INVOICE_PAID : INVOICE_PENDING,
      type: isCredit ? INVOICE_TYPE_CREDIT_NOTE : c.kind === 'platform' && !c.off_platform ? 1 : 2,
      creditedInvoiceId: plan.credits?.target.invoice?.id ?? null,
      seller: seller.identity,
      buyer: buyerFrom(
        { firstName: c.first_name, lastName: c.last_name, email: c.email },
        c.company_name === null ? null : { name: c.company_name, address: c.address, zipcode: c.zipcode, city: c.city, siret: c.siret },
      ),
      notes: [],
      latePenaltyRate: seller.latePenaltyRate,
      token: newInvoiceToken(),
      previousHash,
    };
    const lineRows = computed.lines.map((l, index) => {
      lineId += 1;
      const credited = plan.credits?.target.lineRows?.[plan.credits.full ? index : 0];
      return { ...l, id: lineId, invoiceId, creditedLineId: credited?.id ?? null, creditedQuantity: 0 };
    });
    const hash = invoiceHash(chainedContent(values, computed.lines), previousHash);
    plan.invoice = { ...values, hash };
    plan.lineRows = lineRows;
    heads.set(brandKey, { hash, id: invoiceId });
  }
  await settle(planned, random);

  const rows = planned.map((p) => p.invoice as InvoiceRow);
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(invoices).values(rows.slice(i, i + CHUNK));
  const lines = planned.flatMap((p) => p.lineRows as LineRow[]);
  for (let i = 0; i < lines.length; i += CHUNK) await db.insert(invoiceLines).values(lines.slice(i, i + CHUNK));
  await db.execute(sql`select setval(pg_get_serial_sequence('invoices', 'id'), (select max(id) from invoices))`);
  await db.execute(sql`select setval(pg_get_serial_sequence('invoice_lines', 'id'), (select max(id) from invoice_lines))`);
  const payments = planned.flatMap((p) => paymentsOf.get(p) ?? []);
  for (let i = 0; i < payments.length; i += CHUNK) await db.insert(invoicePayments).values(payments.slice(i, i + CHUNK));
  const events = planned.flatMap((p) => eventsOf.get(p) ?? []);
  for (let i = 0; i < events.length; i += CHUNK) await db.insert(invoiceEvents).values(events.slice(i, i + CHUNK));
  const counterRows = [...counters].map(([key, lastNumber]) => {
    const [brandKey, year] = key.split(':').map(Number) as [number, number];
    return { brandKey, year, lastNumber };
  });
  if (counterRows.length > 0) await db.insert(invoiceCounters).values(counterRows);
  const chainRows = [...heads].map(([brandKey, head]) => ({ brandKey, lastHash: head.hash, lastInvoiceId: head.id }));
  if (chainRows.length > 0) await db.insert(invoiceChains).values(chainRows);
}

const paymentsOf = new WeakMap<Planned, (typeof invoicePayments.$inferInsert)[]>();
const eventsOf = new WeakMap<Planned, (typeof invoiceEvents.$inferInsert)[]>();

const at = (day: string, hour = 10) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

/**
 * What happened to each invoice after its issue, in the order of the rules: sent, paid in one or
 * two payments (older months mostly paid), some left unpaid and late, a few unrecoverable; a
 * credit note takes its quantities back from the invoice, which is cancelled when credited in full.
 */
async function settle(planned: Planned[], random: Random): Promise<void> {
  const creditedLater = new Set(planned.flatMap((p) => (p.credits ? [p.credits.target] : [])));
  for (const plan of planned) {
    const invoice = plan.invoice as InvoiceRow;
    const events: (typeof invoiceEvents.$inferInsert)[] = [
      { invoiceId: invoice.id, event: 'issued', state: invoice.state ?? 0, createdAt: at(invoice.issuedOn, 6) },
    ];
    eventsOf.set(plan, events);
    if (plan.credits) {
      const target = plan.credits.target.invoice as InvoiceRow;
      const targetLines = plan.credits.target.lineRows as LineRow[];
      for (const line of plan.lineRows as LineRow[]) {
        const credited = targetLines.find((l) => l.id === line.creditedLineId);
        if (credited) credited.creditedQuantity = Number(credited.creditedQuantity ?? 0) - Number(line.quantity);
      }
      target.creditedCents = (target.creditedCents ?? 0) - invoice.ttcCents;
      const targetEvents = eventsOf.get(plan.credits.target) ?? [];
      const full = plan.credits.full;
      const state = full ? INVOICE_CANCELLED : (target.state ?? 0);
      target.state = state;
      targetEvents.push({
        invoiceId: target.id,
        event: full ? 'cancelled' : 'credited',
        state,
        note: invoice.fullNumber,
        createdAt: at(invoice.issuedOn, 7),
      });
      continue;
    }
    const age = (Date.parse('2026-10-01') - Date.parse(invoice.issuedOn)) / 86_400_000;
    const sentOn = addParisDays(invoice.issuedOn, 1);
    // Invoices credited later must have been sent; the most recent month stays partly unsent.
    const credited = creditedLater.has(plan);
    if (!credited && age < 20 && random.chance(0.4)) continue;
    invoice.state = INVOICE_SENT;
    events.push({
      invoiceId: invoice.id,
      event: 'sent',
      state: INVOICE_SENT,
      note: (invoice.buyer as { email: string }).email,
      createdAt: at(sentOn),
    });
    const outcome = credited
      ? 'paid'
      : age > 90
        ? random.pick(['paid', 'paid', 'paid', 'paid', 'twice', 'unrecoverable'] as const)
        : random.pick(['paid', 'twice', 'unpaid', 'partial'] as const);
    const method: PaymentMethod = random.pick(['transfer', 'direct_debit', 'card', 'cheque', 'transfer']);
    const payments: (typeof invoicePayments.$inferInsert)[] = [];
    const pay = (amountCents: number, paidOn: string, final: boolean) => {
      payments.push({
        invoiceId: invoice.id,
        method,
        amountCents,
        paidOn,
        reference: `${method === 'cheque' ? 'CHQ' : 'VIR'}-${invoice.id}-${payments.length + 1}`,
        createdAt: at(paidOn, 15),
      });
      invoice.paidCents = (invoice.paidCents ?? 0) + amountCents;
      if (final) {
        invoice.state = INVOICE_PAID;
        invoice.paidAt = at(paidOn, 12);
      }
      events.push({
        invoiceId: invoice.id,
        event: final ? 'paid' : 'payment',
        state: invoice.state ?? INVOICE_SENT,
        createdAt: at(paidOn, 15),
      });
    };
    if (outcome === 'paid') pay(invoice.ttcCents, addParisDays(invoice.issuedOn, random.int(3, 9)), true);
    if (outcome === 'twice' || outcome === 'partial') {
      const first = Math.floor(invoice.ttcCents / 2);
      pay(first, addParisDays(invoice.issuedOn, random.int(5, 15)), false);
      if (outcome === 'twice') pay(invoice.ttcCents - first, addParisDays(invoice.issuedOn, random.int(20, 28)), true);
    }
    if (outcome === 'unrecoverable') {
      invoice.state = INVOICE_UNRECOVERABLE;
      events.push({
        invoiceId: invoice.id,
        event: 'unrecoverable',
        state: INVOICE_UNRECOVERABLE,
        createdAt: at(addParisDays(invoice.issuedOn, 80)),
      });
    }
    paymentsOf.set(plan, payments);
  }
}
