import type { InvoiceList, InvoiceQuery, InvoiceRow } from '@hubgrade/domain/billing/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { afterCursor, cappedTotal, keysetOrder, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

interface DbRow {
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
}

const i = alias(invoices, 'i');

function toRow(r: DbRow): InvoiceRow {
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
    isGuaranteeRefund: false,
    last_payment_date: r.paid_at === null ? null : new Date(r.paid_at).toISOString(),
    // Invoices of a direct-debit contract are collected on their due date.
    datePrelevement: r.subscription === 1 ? r.due_on : null,
    businessman:
      r.commercial_first_name !== null
        ? { firstname: r.commercial_first_name, lastname: r.commercial_last_name ?? '', upload: null }
        : null,
    cryptBrand: String(r.brand_id ?? 0),
    cryptId: String(r.id),
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
  };
}

/** GET /invoices: 20 a page by id descending, keyset paging, in the viewer's brand scope. */
export async function listInvoices(db: Executor, viewer: SessionUser, q: InvoiceQuery): Promise<InvoiceList> {
  const filters: SQL[] = [brandScope(i.brandId, viewer)];
  if (q.bookingId) filters.push(sql`i.contract_id = ${q.bookingId}`);
  if (q.userId) filters.push(sql`i.user_id = ${q.userId}`);
  if (q.companyId) filters.push(sql`i.user_id in (select u.id from users u where u.company_id = ${q.companyId})`);
  if (q.commercialId) filters.push(sql`i.contract_id in (select k.id from contracts k where k.commercial_id = ${q.commercialId})`);
  if (q.unpaid || q.late) filters.push(sql`i.state in (0, 1)`);
  if (q.late) filters.push(sql`i.due_on < (now() at time zone 'Europe/Paris')::date`);
  if (q.search) filters.push(sql`i.full_number ilike ${likePattern(q.search)}`);
  const where = sql.join(filters, sql` and `);
  const id = sql.raw('i.id');
  const sort = { column: id, id, desc: q.sortDesc };
  const after = afterCursor(sort, q.after);
  const window = pageWindow(q);
  const order = sql.join(keysetOrder(sort), sql`, `);
  const [rows, total] = await Promise.all([
    queryRows<DbRow>(
      db,
      sql`
      select i.id, i.brand_id, i.full_number, i.issued_on::text, i.due_on::text, i.ht_cents, i.vat_cents, i.discount_cents,
        i.ttc_cents, i.state, i.type, i.paid_at, i.contract_id, k.kind as contract_kind, k.subscription, i.user_id, i.landlord_id,
        t.first_name as tenant_first_name, t.last_name as tenant_last_name, tc.name as tenant_company,
        l.first_name as landlord_first_name, l.last_name as landlord_last_name, lc.name as landlord_company,
        cm.first_name as commercial_first_name, cm.last_name as commercial_last_name
      from (select i.* from invoices i where ${where}${after ? sql` and ${after}` : sql``} order by ${order}
            limit ${window.limit} offset ${window.offset}) i
      join users t on t.id = i.user_id
      left join companies tc on tc.id = t.company_id
      left join users l on l.id = i.landlord_id
      left join companies lc on lc.id = l.company_id
      left join contracts k on k.id = i.contract_id
      left join users cm on cm.id = k.commercial_id
      order by ${order}`,
    ),
    cappedTotal(db, sql`from invoices i where ${where}`),
  ]);
  const { items, next } = pageOf(rows, q.itemsPerPage, (r) => [r.id, r.id]);
  return { items: items.map(toRow), ...total, next };
}
