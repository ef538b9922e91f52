import {
  creditNoteOperation,
  type InvoiceEntry,
  type InvoiceEntryLine,
  invoiceOperation,
  paymentOperation,
} from '@hubgrade/domain/accounting/builders';
import { clientAccount } from '@hubgrade/domain/accounting/client-account';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { companies, invoiceLines, invoicePayments, invoices, users } from '../db/schema/index.ts';
import { type OperationToRecord, recordOperations } from '../modules/accounting/journal.ts';

/** The seeded invoices as the journal reads them, with their client. */
interface InvoiceForJournal {
  id: number;
  brand_id: number | null;
  full_number: string;
  issued_on: string;
  ht_cents: number;
  vat_cents: number;
  discount_cents: number;
  type: number;
  user_id: number;
  client_name: string;
}

/** An invoice's net amount and VAT at one rate, summed over its lines. */
interface RateTotal {
  invoice_id: number;
  vat_rate: number;
  ht_cents: number;
  vat_cents: number;
}

interface PaymentForJournal {
  id: number;
  invoice_id: number;
  amount_cents: number;
  paid_on: string;
}

/** The French VAT rates, per ten thousand: an invoice without lines is given the nearest. */
const VAT_RATES = [2000, 1000, 850, 550, 210, 0];
const CREDIT_NOTE = 5;
const DISCOUNTS = { account: '709000', accountLabel: 'Rabais, remises et ristournes accordés' };

function nearestRate(netCents: number, vatCents: number): number {
  if (netCents === 0) return 0;
  const rate = (Math.abs(vatCents) * 10_000) / Math.abs(netCents);
  return VAT_RATES.reduce((best, r) => (Math.abs(r - rate) < Math.abs(best - rate) ? r : best));
}

/**
 * The invoice's lines for the journal: its VAT per rate when it has lines, otherwise one rate
 * deduced from its totals; a credit note (stored with negative amounts) as positive figures.
 */
function entryOf(row: InvoiceForJournal, rates: readonly RateTotal[]): InvoiceEntry {
  const sign = row.type === CREDIT_NOTE ? -1 : 1;
  const lines: InvoiceEntryLine[] =
    rates.length > 0
      ? rates.map((r) => ({ htCents: sign * r.ht_cents, vatRate: r.vat_rate, vatCents: sign * r.vat_cents }))
      : [
          {
            htCents: sign * row.ht_cents,
            vatRate: nearestRate(row.ht_cents - row.discount_cents, row.vat_cents),
            vatCents: sign * row.vat_cents,
          },
        ];
  if (row.discount_cents !== 0) lines.push({ htCents: -sign * row.discount_cents, vatRate: 0, vatCents: 0, ...DISCOUNTS });
  return {
    number: row.full_number,
    issuedOn: row.issued_on,
    client: clientAccount(row.user_id, row.client_name),
    lines,
  };
}

/**
 * The journal of the seeded invoices: each one in the sales journal (a credit note reversed),
 * each payment received in the bank journal; written through the journal's own builders, in date
 * order so that numbers follow the dates.
 */
export async function seedAccounting(db: Db): Promise<void> {
  const [rows, rateRows, payments] = await Promise.all([
    queryRows<InvoiceForJournal>(
      db,
      sql`select ${invoices.id} as id, ${invoices.brandId} as brand_id, ${invoices.fullNumber} as full_number,
          ${invoices.issuedOn}::text as issued_on, ${invoices.htCents} as ht_cents, ${invoices.vatCents} as vat_cents,
          ${invoices.discountCents} as discount_cents, ${invoices.type} as type, ${invoices.userId} as user_id,
          coalesce(${companies.name}, ${users.firstName} || ' ' || ${users.lastName}) as client_name
        from ${invoices}
        join ${users} on ${users.id} = ${invoices.userId}
        left join ${companies} on ${companies.id} = ${users.companyId}
        order by ${invoices.id}`,
    ),
    queryRows<RateTotal>(
      db,
      sql`select ${invoiceLines.invoiceId} as invoice_id, ${invoiceLines.vatRate} as vat_rate,
          sum(${invoiceLines.htCents})::int as ht_cents, sum(${invoiceLines.vatCents})::int as vat_cents
        from ${invoiceLines} group by 1, 2 order by 1, 2 desc`,
    ),
    queryRows<PaymentForJournal>(
      db,
      sql`select ${invoicePayments.id} as id, ${invoicePayments.invoiceId} as invoice_id, ${invoicePayments.amountCents} as amount_cents,
          ${invoicePayments.paidOn}::text as paid_on
        from ${invoicePayments} order by ${invoicePayments.id}`,
    ),
  ]);
  const ratesOf = new Map<number, RateTotal[]>();
  for (const rate of rateRows) ratesOf.set(rate.invoice_id, [...(ratesOf.get(rate.invoice_id) ?? []), rate]);
  const entries: (OperationToRecord & { order: number })[] = [];
  const byId = new Map<number, { row: InvoiceForJournal; entry: InvoiceEntry }>();
  for (const row of rows) {
    const entry = entryOf(row, ratesOf.get(row.id) ?? []);
    byId.set(row.id, { row, entry });
    if (entry.lines.every((l) => l.htCents === 0 && l.vatCents === 0)) continue;
    const isCredit = row.type === CREDIT_NOTE;
    entries.push({
      brandId: row.brand_id,
      operation: isCredit ? creditNoteOperation(entry) : invoiceOperation(entry),
      source: { kind: isCredit ? 'credit_note' : 'invoice', id: row.id },
      order: row.id,
    });
  }
  for (const payment of payments) {
    const invoice = byId.get(payment.invoice_id);
    if (!invoice || payment.amount_cents <= 0) continue;
    entries.push({
      brandId: invoice.row.brand_id,
      operation: paymentOperation({
        reference: invoice.row.full_number,
        date: payment.paid_on,
        amountCents: payment.amount_cents,
        client: invoice.entry.client,
      }),
      source: { kind: 'payment', id: payment.id },
      order: payment.invoice_id,
    });
  }
  entries.sort((a, b) => a.operation.date.localeCompare(b.operation.date) || a.order - b.order);
  await db.transaction((tx) => recordOperations(tx, entries));
}
