import { amountDue, INVOICE_TYPE_CREDIT_NOTE, isInvoiceLate } from '@hubgrade/domain/billing/rules';
import type { InvoiceList, InvoiceQuery, InvoiceRow } from '@hubgrade/domain/billing/schemas';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.ts';
import { companies, contracts, invoices, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { afterCursor, cappedTotal, keysetOrder, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** One invoice of the list with its parties, as the statement names its columns. */
interface InvoiceListRow {
  id: number;
  brand_id: number | null;
  full_number: string;
  issued_on: string;
  ht_cents: number;
  vat_cents: number;
  discount_cents: number;
  ttc_cents: number;
  state: number;
  type: number;
  paid_at: Date | string | null;
  contract_id: number | null;
  contract_kind: string | null;
  subscription: number | null;
  user_id: number;
  landlord_id: number | null;
  tenant_first_name: string;
  tenant_last_name: string;
  tenant_company: string | null;
  landlord_first_name: string | null;
  landlord_last_name: string | null;
  landlord_company: string | null;
  commercial_first_name: string | null;
  commercial_last_name: string | null;
  due_on: string | null;
  paid_cents: number;
  credited_cents: number;
  token: string;
  is_guarantee_refund: boolean;
}

/** The list joins two users and two companies: each table under its alias (`from ${invoices} ${i}`). */
const i = alias(invoices, 'i');
const k = alias(contracts, 'k');
const t = alias(users, 't');
const l = alias(users, 'l');
const cm = alias(users, 'cm');
const tc = alias(companies, 'tc');
const lc = alias(companies, 'lc');
/** The search's two sets of invoice ids. */
const byNumber = alias(invoices, 'by_number');
const byClient = alias(invoices, 'by_client');

function toRow(r: InvoiceListRow, today: string): InvoiceRow {
  return {
    id: r.id,
    fullNumber: r.full_number,
    dateCreation: r.issued_on,
    ht: r.ht_cents,
    tva: r.vat_cents,
    remiseHt: r.discount_cents,
    totalTtc: r.ttc_cents,
    state: r.state,
    type: r.type,
    isGuaranteeRefund: r.is_guarantee_refund,
    last_payment_date: r.paid_at === null ? null : new Date(r.paid_at).toISOString(),
    // Invoices of a direct-debit contract are collected on their due date.
    datePrelevement: r.subscription === 1 ? r.due_on : null,
    businessman:
      r.commercial_first_name !== null
        ? { firstname: r.commercial_first_name, lastname: r.commercial_last_name ?? '', upload: null }
        : null,
    cryptBrand: String(r.brand_id ?? 0),
    cryptId: r.token,
    bookingId: r.contract_id,
    commandeId: null,
    invoiceUserId: r.user_id,
    cmdUserId: null,
    loueurId: r.contract_kind === 'platform' ? r.landlord_id : null,
    loueurOsId: r.contract_kind === 'coworking' ? r.contract_id : null,
    landlordCompany: r.landlord_company,
    landlordFirstName: r.landlord_first_name,
    landlordLastName: r.landlord_last_name,
    tenantCompany: r.tenant_company,
    tenantFirstName: r.tenant_first_name,
    tenantLastName: r.tenant_last_name,
    brandId: r.brand_id,
    dueOn: r.due_on,
    late: isInvoiceLate({ state: r.state, dueOn: r.due_on }, today),
    paidCents: r.paid_cents,
    dueCents:
      r.type === INVOICE_TYPE_CREDIT_NOTE
        ? 0
        : amountDue({ ttcCents: r.ttc_cents, creditedCents: r.credited_cents, paidCents: r.paid_cents }),
  };
}

/** The invoices chosen by `page` (a select of `invoices` under the alias `i`) with their parties, in `order`. */
async function rowsOf(db: Executor, page: SQL, order: SQL): Promise<InvoiceListRow[]> {
  return queryRows<InvoiceListRow>(
    db,
    sql`
      select ${i.id} as id, ${i.brandId} as brand_id, ${i.fullNumber} as full_number, ${i.issuedOn}::text as issued_on,
        ${i.dueOn}::text as due_on, ${i.htCents} as ht_cents, ${i.vatCents} as vat_cents, ${i.discountCents} as discount_cents,
        ${i.ttcCents} as ttc_cents, ${i.state} as state, ${i.type} as type, ${i.paidAt} as paid_at, ${i.contractId} as contract_id,
        ${i.paidCents} as paid_cents, ${i.creditedCents} as credited_cents, ${i.token} as token,
        ${i.isGuaranteeRefund} as is_guarantee_refund,
        ${k.kind} as contract_kind, ${k.subscription} as subscription, ${i.userId} as user_id, ${i.landlordId} as landlord_id,
        ${t.firstName} as tenant_first_name, ${t.lastName} as tenant_last_name, ${tc.name} as tenant_company,
        ${l.firstName} as landlord_first_name, ${l.lastName} as landlord_last_name, ${lc.name} as landlord_company,
        ${cm.firstName} as commercial_first_name, ${cm.lastName} as commercial_last_name
      from (${page}) ${i}
      join ${users} ${t} on ${t.id} = ${i.userId}
      left join ${companies} ${tc} on ${tc.id} = ${t.companyId}
      left join ${users} ${l} on ${l.id} = ${i.landlordId}
      left join ${companies} ${lc} on ${lc.id} = ${l.companyId}
      left join ${contracts} ${k} on ${k.id} = ${i.contractId}
      left join ${users} ${cm} on ${cm.id} = ${k.commercialId}
      order by ${order}`,
  );
}

/** One invoice as the table shows it (the sheet's head), in the viewer's brand scope. */
export async function invoiceRow(db: Executor, viewer: SessionUser, id: number): Promise<InvoiceRow | null> {
  const rows = await rowsOf(
    db,
    sql`select * from ${invoices} ${i} where ${i.id} = ${id} and ${brandScope(i.brandId, viewer)}`,
    sql`${i.id}`,
  );
  return rows[0] ? toRow(rows[0], parisDay()) : null;
}

/** GET /invoices: 20 a page by id descending, keyset paging, in the viewer's brand scope. */
export async function listInvoices(db: Executor, viewer: SessionUser, q: InvoiceQuery): Promise<InvoiceList> {
  const filters: SQL[] = [brandScope(i.brandId, viewer)];
  if (q.bookingId) filters.push(sql`${i.contractId} = ${q.bookingId}`);
  if (q.userId) filters.push(sql`${i.userId} = ${q.userId}`);
  if (q.companyId) filters.push(sql`${i.userId} in (select ${users.id} from ${users} where ${users.companyId} = ${q.companyId})`);
  if (q.commercialId) {
    filters.push(sql`${i.contractId} in (select ${contracts.id} from ${contracts} where ${contracts.commercialId} = ${q.commercialId})`);
  }
  if (q.unpaid || q.late) filters.push(sql`${i.state} in (0, 1)`);
  if (q.late) filters.push(sql`${i.dueOn} < (now() at time zone 'Europe/Paris')::date`);
  if (q.state !== undefined) filters.push(sql`${i.state} = ${q.state}`);
  if (q.type !== undefined) filters.push(sql`${i.type} = ${q.type}`);
  if (q.from) filters.push(sql`${i.issuedOn} >= ${q.from}`);
  if (q.to) filters.push(sql`${i.issuedOn} <= ${q.to}`);
  if (q.creditable) filters.push(sql`${i.state} in (1, 2) and ${i.type} <> 5`);
  if (q.search) {
    // The number, or the client: the member's name or their company's. Two sets of ids joined by a
    // union rather than an OR, so that each side uses its index (the number's trigrams, the client's
    // invoices by user); an OR with the client sub-select made PostgreSQL read every invoice.
    const like = likePattern(q.search);
    filters.push(sql`${i.id} in (
      select ${byNumber.id} from ${invoices} ${byNumber} where ${byNumber.fullNumber} ilike ${like}
      union all
      select ${byClient.id} from ${invoices} ${byClient} where ${byClient.userId} in (
        select ${users.id} from ${users} where (${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) ilike ${like}
        union select ${users.id} from ${users} join ${companies} on ${companies.id} = ${users.companyId} where ${companies.name} ilike ${like}))`);
  }
  const where = sql.join(filters, sql` and `);
  const sort = { column: i.id, id: i.id, desc: q.sortDesc };
  const after = afterCursor(sort, q.after);
  const window = pageWindow(q);
  const order = sql.join(keysetOrder(sort), sql`, `);
  const [rows, total] = await Promise.all([
    rowsOf(
      db,
      sql`select * from ${invoices} ${i} where ${where}${after ? sql` and ${after}` : sql``} order by ${order}
            limit ${window.limit} offset ${window.offset}`,
      order,
    ),
    cappedTotal(db, sql`from ${invoices} ${i} where ${where}`),
  ]);
  const { items, next } = pageOf(rows, q.itemsPerPage, (r) => [r.id, r.id]);
  const today = parisDay();
  return { items: items.map((r) => toRow(r, today)), ...total, next };
}
