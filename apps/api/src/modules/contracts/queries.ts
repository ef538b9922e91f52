import { commitmentDone, commitmentEnd, contractAmounts } from '@hubgrade/domain/contracts/amounts';
import { paymentMode } from '@hubgrade/domain/contracts/payment';
import { ONGOING_CONTRACT_STATES } from '@hubgrade/domain/contracts/rules';
import type {
  Contract,
  ContractKind,
  ContractList,
  ContractQuery,
  ContractRow,
  CoworkingContractQuery,
} from '@hubgrade/domain/contracts/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, keysetOrder, pageOf, pageWindow } from '../../lib/keyset.ts';
import { lowerLikePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

interface DbRow {
  id: number;
  kind: ContractKind;
  brand_id: number | null;
  off_platform: boolean;
  state: number;
  start_date: string;
  end_date: string | null;
  duration_months: number;
  tacit_renewal: boolean;
  rent_cents: number;
  discount_cents: number;
  vat_rate: number;
  subscription: number;
  seats: number;
  access_count: number;
  domiciliation: boolean;
  invoice_warning: boolean;
  contract_type: number;
  signed_at: Date | string | null;
  created_at: Date | string;
  city: string | null;
  landlord_name: string | null;
  os_id: number | null;
  os_name: string | null;
  os_contract_capacity: number | null;
  os_reservation_capacity: number | null;
  os_opening_hour: string | null;
  os_closing_hour: string | null;
  site_id: number | null;
  site_name: string | null;
  site_address: string | null;
  site_city: string | null;
  site_zipcode: string | null;
  tenant_id: number;
  tenant_company_id: number | null;
  tenant_company: string | null;
  tenant_first_name: string;
  tenant_last_name: string;
  tenant_email: string;
  tenant_mobile: string | null;
  landlord_id: number | null;
  landlord_company: string | null;
  landlord_first_name: string | null;
  landlord_last_name: string | null;
  landlord_email: string | null;
  landlord_mobile: string | null;
  ad_id: number | null;
  ad_title: string | null;
  ad_site_name: string | null;
  ad_rent: number | null;
  ad_capacity: number | null;
  commercial_id: number | null;
  commercial_name: string | null;
  invoice_id: number | null;
  invoice_state: number | null;
  invoice_ht: number | null;
  invoice_vat: number | null;
  invoice_discount: number | null;
  invoice_ttc: number | null;
  mandate_date: Date | string | null;
  mandate_ip: string | null;
  mandate_removed: Date | string | null;
  activity: number | null;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
/** Paris calendar day of today, for the commitment badge. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

function toRow(r: DbRow): ContractRow {
  const mandate = { mandateDate: iso(r.mandate_date), mandateIp: r.mandate_ip, mandateDateRemoved: iso(r.mandate_removed) };
  return {
    id: r.id,
    kind: r.kind,
    brandId: r.brand_id,
    offPlatform: r.off_platform,
    stateName: r.state,
    bookingStart: r.start_date,
    bookingEnd: r.end_date,
    openSpaceId: r.os_id,
    openSpaceName: r.os_name,
    openSpaceContractCapacity: r.os_contract_capacity,
    openSpaceReservationCapacity: r.os_reservation_capacity,
    openSpaceOpeningHour: r.os_opening_hour,
    openSpaceClosingHour: r.os_closing_hour,
    spaceId: r.site_id,
    spaceName: r.site_name,
    spaceAddress: r.site_address,
    spaceCity: r.site_city,
    spaceZipcode: r.site_zipcode,
    senderId: r.tenant_id,
    senderCompanyId: r.tenant_company_id,
    senderCompany: r.tenant_company,
    senderFirstName: r.tenant_first_name,
    senderLastName: r.tenant_last_name,
    senderEmail: r.tenant_email,
    senderMobile: r.tenant_mobile,
    userId: r.landlord_id,
    userCompany: r.landlord_company,
    userFirstName: r.landlord_first_name,
    userLastName: r.landlord_last_name,
    userEmail: r.landlord_email,
    userMobile: r.landlord_mobile,
    landlordName: r.landlord_name,
    ad: r.ad_id,
    adTitle: r.ad_title,
    adSpaceName: r.ad_site_name,
    city: r.city,
    rent: r.ad_rent,
    contractRent: r.rent_cents,
    contractType: r.contract_type,
    contractEnd: commitmentEnd(r.start_date, r.duration_months),
    duration: r.duration_months,
    legalLengthDone: commitmentDone(r.start_date, r.duration_months, today()),
    tacitRenewal: r.tacit_renewal,
    subscription: r.subscription,
    ...mandate,
    paymentMode: paymentMode({ subscription: r.subscription, ...mandate }),
    commercialId: r.commercial_id,
    commercialName: r.commercial_name,
    commercialUpload: null,
    invoiceState: r.invoice_state,
    invoiceWarning: r.invoice_warning,
    invoiceId: r.invoice_id,
    ht: r.invoice_ht,
    tva: r.invoice_vat,
    remiseHt: r.invoice_discount,
    ttc: r.invoice_ttc,
    capacity: r.ad_capacity ?? r.seats,
    posteCount: r.seats,
    countKey: r.access_count,
    domiciliation: r.domiciliation,
    notifications: r.activity ?? 0,
    newActivity: (r.activity ?? 0) > 0,
    signedAt: iso(r.signed_at),
    createdAt: iso(r.created_at) as string,
  };
}

/** Everything a row shows, for the contracts selected by `page` (a subquery of ids, in order). */
function rowsOf(page: SQL, viewer: SessionUser, order: SQL[]): SQL {
  return sql`
    select c.id, c.kind, c.brand_id, c.off_platform, c.state, c.start_date::text, c.end_date::text, c.duration_months,
      c.tacit_renewal, c.rent_cents, c.discount_cents, c.vat_rate, c.subscription, c.seats, c.access_count, c.domiciliation,
      c.invoice_warning, c.contract_type, c.signed_at, c.created_at, c.city, c.landlord_name,
      os.id as os_id, os.name as os_name, os.contract_capacity as os_contract_capacity,
      os.reservation_capacity as os_reservation_capacity, os.opening_hour as os_opening_hour, os.closing_hour as os_closing_hour,
      s.id as site_id, s.name as site_name, s.address as site_address, s.city as site_city, s.zipcode as site_zipcode,
      t.id as tenant_id, c.tenant_company_id, tc.name as tenant_company, t.first_name as tenant_first_name,
      t.last_name as tenant_last_name, t.email as tenant_email, t.mobile as tenant_mobile,
      l.id as landlord_id, lc.name as landlord_company, l.first_name as landlord_first_name, l.last_name as landlord_last_name,
      l.email as landlord_email, l.mobile as landlord_mobile,
      a.id as ad_id, a.title as ad_title, asite.name as ad_site_name, a.rent_cents as ad_rent, a.capacity as ad_capacity,
      cm.id as commercial_id, cm.first_name || ' ' || cm.last_name as commercial_name,
      inv.id as invoice_id, inv.state as invoice_state, inv.ht_cents as invoice_ht, inv.vat_cents as invoice_vat,
      inv.discount_cents as invoice_discount, inv.ttc_cents as invoice_ttc,
      md.signed_at as mandate_date, md.signed_ip as mandate_ip, md.removed_at as mandate_removed,
      cn.count as activity
    from (${page}) page
    join contracts c on c.id = page.id
    join users t on t.id = c.tenant_id
    left join companies tc on tc.id = c.tenant_company_id
    left join users l on l.id = c.landlord_id
    left join companies lc on lc.id = l.company_id
    left join ads a on a.id = c.ad_id
    left join sites asite on asite.id = a.site_id
    left join coworking_spaces os on os.id = c.coworking_space_id
    left join sites s on s.id = coalesce(os.site_id, a.site_id)
    left join users cm on cm.id = c.commercial_id
    left join lateral (
      select i.id, i.state, i.ht_cents, i.vat_cents, i.discount_cents, i.ttc_cents from invoices i
      where i.contract_id = c.id order by i.id desc limit 1
    ) inv on true
    left join lateral (
      -- The active mandate first (the payment badge reads it), else the latest removed one.
      select m.signed_at, m.signed_ip, m.removed_at from sepa_mandates m
      where m.contract_id = c.id order by (m.removed_at is null) desc, m.id desc limit 1
    ) md on true
    left join contract_notifications cn on cn.contract_id = c.id and cn.user_id = ${viewer.id}
    order by ${sql.join(order, sql`, `)}`;
}

/** The queries alias contracts `c`; the brand scope reads the aliased column. */
const c = alias(contracts, 'c');

/** A signed, standing mandate on a subscribed contract: the Auto payment badge as a filter. */
const PAYMENT_AUTO = sql`(c.subscription = 1 and exists (
  select 1 from sepa_mandates m where m.contract_id = c.id and m.removed_at is null and m.signed_at is not null and m.signed_ip is not null))`;

const ONGOING_STATES = sql.join(
  ONGOING_CONTRACT_STATES.map((state) => sql`${state}`),
  sql`, `,
);

type AnyContractQuery = (ContractQuery | CoworkingContractQuery) &
  Partial<Pick<ContractQuery, 'landlordId' | 'offPlatform' | 'city'>> &
  Partial<Pick<CoworkingContractQuery, 'coworkingSpaceId'>>;

function filtersOf(kind: ContractKind, viewer: SessionUser, q: AnyContractQuery): SQL[] {
  const where: SQL[] = [sql`c.kind = ${kind}`, sql`c.deleted_at is null`, brandScope(c.brandId, viewer)];
  if (q.tenantId) where.push(sql`c.tenant_id = ${q.tenantId}`);
  if (q.landlordId) where.push(sql`c.landlord_id = ${q.landlordId}`);
  if (q.companyId) where.push(sql`c.tenant_company_id = ${q.companyId}`);
  if (q.commercialId) where.push(sql`c.commercial_id = ${q.commercialId}`);
  if (q.state !== undefined) where.push(sql`c.state = ${q.state}`);
  if (q.ongoing !== undefined) where.push(sql`c.state ${q.ongoing ? sql`in` : sql`not in`} (${ONGOING_STATES})`);
  if (q.offPlatform !== undefined) where.push(sql`c.off_platform = ${q.offPlatform}`);
  if (q.city) where.push(sql`c.city = ${q.city}`);
  if (q.coworkingSpaceId) where.push(sql`c.coworking_space_id = ${q.coworkingSpaceId}`);
  if (q.endFrom) where.push(sql`c.end_date >= ${q.endFrom}`);
  if (q.endTo) where.push(sql`c.end_date <= ${q.endTo}`);
  if (q.paymentMode === 'Auto') where.push(PAYMENT_AUTO);
  if (q.paymentMode === 'Manuel') where.push(sql`not ${PAYMENT_AUTO}`);
  if (q.search) {
    const byId = /^#?\d{1,9}$/.test(q.search) ? sql` or c.id = ${Number(q.search.replace('#', ''))}` : sql``;
    where.push(sql`(c.search_text like ${lowerLikePattern(q.search)}${byId})`);
  }
  return where;
}

/**
 * One page of contracts of a kind, newest first by default. Keyset paging (lib/keyset.ts) on
 * (sort, id) through the partial indexes of live contracts; the total is capped.
 */
export async function listContracts(db: Executor, viewer: SessionUser, kind: ContractKind, q: AnyContractQuery): Promise<ContractList> {
  // drizzle renders the brand-scope column with its table name; the queries alias it `c`.
  const where = sql.join(filtersOf(kind, viewer, q), sql` and `);
  const id = sql.raw('c.id');
  const sort: KeysetSort = { column: q.sortBy === 'bookingStart' ? sql.raw('c.start_date') : id, id, desc: q.sortDesc };
  const after = afterCursor(sort, q.after);
  const window = pageWindow(q);
  const order = keysetOrder(sort);
  const page = sql`
    select c.id from contracts c
    where ${where}${after ? sql` and ${after}` : sql``}
    order by ${sql.join(order, sql`, `)}
    limit ${window.limit} offset ${window.offset}`;
  const [rows, total] = await Promise.all([
    queryRows<DbRow>(db, rowsOf(page, viewer, order)),
    cappedTotal(db, sql`from contracts c where ${where}`),
  ]);
  const { items, next } = pageOf(rows, q.itemsPerPage, (r) => [q.sortBy === 'bookingStart' ? r.start_date : r.id, r.id]);
  return { items: items.map(toRow), ...total, next };
}

/** The sheet of one contract of a kind, in the viewer's brand scope (another brand's is 404). */
export async function findContract(db: Executor, viewer: SessionUser, kind: ContractKind, contractId: number): Promise<Contract> {
  const page = sql`
    select c.id from contracts c
    where c.id = ${contractId} and c.kind = ${kind} and c.deleted_at is null and ${brandScope(c.brandId, viewer)}`;
  const [row] = await queryRows<DbRow>(db, rowsOf(page, viewer, [sql.raw('c.id')]));
  if (!row) throw notFound();
  const moves = await queryRows<{ old_state: number | null; new_state: number; created_at: Date | string; user_email: string | null }>(
    db,
    sql`select (old_data->>'state')::int as old_state, (new_data->>'state')::int as new_state, created_at, user_email
        from history_entries where entity = 'contract' and entity_id = ${contractId} and new_data ? 'state'
        order by id desc limit 50`,
  );
  return {
    ...toRow(row),
    stateHistory: moves.map((m) => ({ from: m.old_state, to: m.new_state, at: iso(m.created_at) as string, by: m.user_email })),
    vatRate: row.vat_rate,
    discount: row.discount_cents,
    amounts: contractAmounts(row.rent_cents, row.discount_cents, row.vat_rate),
  };
}
