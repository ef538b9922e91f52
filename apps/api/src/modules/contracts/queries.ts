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
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.ts';
import {
  ads,
  companies,
  contractNotifications,
  contracts,
  coworkingSpaces,
  historyEntries,
  invoices,
  sepaMandates,
  sites,
  users,
} from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, keysetOrder, pageOf, pageWindow } from '../../lib/keyset.ts';
import { lowerLikePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** One contract with its parties, space, last invoice and mandate, as the statement names its columns. */
interface ContractListRow {
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

/** `today` is the Paris calendar day of the call (the commitment badge), taken once for every row. */
function toRow(r: ContractListRow, today: string): ContractRow {
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
    legalLengthDone: commitmentDone(r.start_date, r.duration_months, today),
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

/** The statements join two users, two companies and two sites: each table under its alias (`from ${contracts} ${c}`). */
const c = alias(contracts, 'c');
const os = alias(coworkingSpaces, 'os');
const s = alias(sites, 's');
const asite = alias(sites, 'asite');
const a = alias(ads, 'a');
const t = alias(users, 't');
const l = alias(users, 'l');
const cm = alias(users, 'cm');
const tc = alias(companies, 'tc');
const lc = alias(companies, 'lc');
const i = alias(invoices, 'i');
const inv = alias(invoices, 'inv');
const m = alias(sepaMandates, 'm');
const md = alias(sepaMandates, 'md');
const cn = alias(contractNotifications, 'cn');

/** Everything a row shows, for the contracts selected by `page` (a subquery of ids, in order). */
function rowsOf(page: SQL, viewer: SessionUser, order: SQL[]): SQL {
  return sql`
    select ${c.id} as id, ${c.kind} as kind, ${c.brandId} as brand_id, ${c.offPlatform} as off_platform, ${c.state} as state,
      ${c.startDate}::text as start_date, ${c.endDate}::text as end_date, ${c.durationMonths} as duration_months,
      ${c.tacitRenewal} as tacit_renewal, ${c.rentCents} as rent_cents, ${c.discountCents} as discount_cents, ${c.vatRate} as vat_rate,
      ${c.subscription} as subscription, ${c.seats} as seats, ${c.accessCount} as access_count, ${c.domiciliation} as domiciliation,
      ${c.invoiceWarning} as invoice_warning, ${c.contractType} as contract_type, ${c.signedAt} as signed_at,
      ${c.createdAt} as created_at, ${c.city} as city, ${c.landlordName} as landlord_name,
      ${os.id} as os_id, ${os.name} as os_name, ${os.contractCapacity} as os_contract_capacity,
      ${os.reservationCapacity} as os_reservation_capacity, ${os.openingHour} as os_opening_hour, ${os.closingHour} as os_closing_hour,
      ${s.id} as site_id, ${s.name} as site_name, ${s.address} as site_address, ${s.city} as site_city, ${s.zipcode} as site_zipcode,
      ${t.id} as tenant_id, ${c.tenantCompanyId} as tenant_company_id, ${tc.name} as tenant_company, ${t.firstName} as tenant_first_name,
      ${t.lastName} as tenant_last_name, ${t.email} as tenant_email, ${t.mobile} as tenant_mobile,
      ${l.id} as landlord_id, ${lc.name} as landlord_company, ${l.firstName} as landlord_first_name, ${l.lastName} as landlord_last_name,
      ${l.email} as landlord_email, ${l.mobile} as landlord_mobile,
      ${a.id} as ad_id, ${a.title} as ad_title, ${asite.name} as ad_site_name, ${a.rentCents} as ad_rent, ${a.capacity} as ad_capacity,
      ${cm.id} as commercial_id, ${cm.firstName} || ' ' || ${cm.lastName} as commercial_name,
      ${inv.id} as invoice_id, ${inv.state} as invoice_state, ${inv.htCents} as invoice_ht, ${inv.vatCents} as invoice_vat,
      ${inv.discountCents} as invoice_discount, ${inv.ttcCents} as invoice_ttc,
      ${md.signedAt} as mandate_date, ${md.signedIp} as mandate_ip, ${md.removedAt} as mandate_removed,
      ${cn.count} as activity
    from (${page}) page
    join ${contracts} ${c} on ${c.id} = page.id
    join ${users} ${t} on ${t.id} = ${c.tenantId}
    left join ${companies} ${tc} on ${tc.id} = ${c.tenantCompanyId}
    left join ${users} ${l} on ${l.id} = ${c.landlordId}
    left join ${companies} ${lc} on ${lc.id} = ${l.companyId}
    left join ${ads} ${a} on ${a.id} = ${c.adId}
    left join ${sites} ${asite} on ${asite.id} = ${a.siteId}
    left join ${coworkingSpaces} ${os} on ${os.id} = ${c.coworkingSpaceId}
    left join ${sites} ${s} on ${s.id} = coalesce(${os.siteId}, ${a.siteId})
    left join ${users} ${cm} on ${cm.id} = ${c.commercialId}
    left join lateral (
      select ${i.id}, ${i.state}, ${i.htCents}, ${i.vatCents}, ${i.discountCents}, ${i.ttcCents} from ${invoices} ${i}
      where ${i.contractId} = ${c.id} order by ${i.id} desc limit 1
    ) ${inv} on true
    left join lateral (
      -- The active mandate first (the payment badge reads it), else the latest removed one.
      select ${m.signedAt}, ${m.signedIp}, ${m.removedAt} from ${sepaMandates} ${m}
      where ${m.contractId} = ${c.id} order by (${m.removedAt} is null) desc, ${m.id} desc limit 1
    ) ${md} on true
    left join ${contractNotifications} ${cn} on ${cn.contractId} = ${c.id} and ${cn.userId} = ${viewer.id}
    order by ${sql.join(order, sql`, `)}`;
}

/** A signed, standing mandate on a subscribed contract: the Auto payment badge as a filter. */
const PAYMENT_AUTO = sql`(${c.subscription} = 1 and exists (
  select 1 from ${sepaMandates} ${m} where ${m.contractId} = ${c.id} and ${m.removedAt} is null and ${m.signedAt} is not null
    and ${m.signedIp} is not null))`;

const ONGOING_STATES = sql.join(
  ONGOING_CONTRACT_STATES.map((state) => sql`${state}`),
  sql`, `,
);

type AnyContractQuery = (ContractQuery | CoworkingContractQuery) &
  Partial<Pick<ContractQuery, 'landlordId' | 'offPlatform' | 'city'>> &
  Partial<Pick<CoworkingContractQuery, 'coworkingSpaceId'>>;

function filtersOf(kind: ContractKind, viewer: SessionUser, q: AnyContractQuery): SQL[] {
  const where: SQL[] = [sql`${c.kind} = ${kind}`, sql`${c.deletedAt} is null`, brandScope(c.brandId, viewer)];
  if (q.tenantId) where.push(sql`${c.tenantId} = ${q.tenantId}`);
  if (q.landlordId) where.push(sql`${c.landlordId} = ${q.landlordId}`);
  if (q.userId) where.push(sql`(${c.tenantId} = ${q.userId} or ${c.landlordId} = ${q.userId})`);
  if (q.companyId) where.push(sql`${c.tenantCompanyId} = ${q.companyId}`);
  if (q.commercialId) where.push(sql`${c.commercialId} = ${q.commercialId}`);
  if (q.state !== undefined) where.push(sql`${c.state} = ${q.state}`);
  if (q.ongoing !== undefined) where.push(sql`${c.state} ${q.ongoing ? sql`in` : sql`not in`} (${ONGOING_STATES})`);
  // GET /bookings is the "Plateforme" list: the off-platform contracts are /booking-hp's (offPlatform=true) only.
  if (kind === 'platform') where.push(sql`${c.offPlatform} = ${q.offPlatform ?? false}`);
  if (q.city) where.push(sql`${c.city} = ${q.city}`);
  if (q.coworkingSpaceId) where.push(sql`${c.coworkingSpaceId} = ${q.coworkingSpaceId}`);
  if (q.endFrom) where.push(sql`${c.endDate} >= ${q.endFrom}`);
  if (q.endTo) where.push(sql`${c.endDate} <= ${q.endTo}`);
  if (q.paymentMode === 'Auto') where.push(PAYMENT_AUTO);
  if (q.paymentMode === 'Manuel') where.push(sql`not ${PAYMENT_AUTO}`);
  if (q.search) {
    const byId = /^#?\d{1,9}$/.test(q.search) ? sql` or ${c.id} = ${Number(q.search.replace('#', ''))}` : sql``;
    where.push(sql`(${c.searchText} like ${lowerLikePattern(q.search)}${byId})`);
  }
  return where;
}

/**
 * One page of contracts of a kind, newest first by default. Keyset paging (lib/keyset.ts) on
 * (sort, id) through the partial indexes of live contracts; the total is capped.
 */
export async function listContracts(db: Executor, viewer: SessionUser, kind: ContractKind, q: AnyContractQuery): Promise<ContractList> {
  const where = sql.join(filtersOf(kind, viewer, q), sql` and `);
  const sort: KeysetSort = { column: q.sortBy === 'bookingStart' ? c.startDate : c.id, id: c.id, desc: q.sortDesc };
  const after = afterCursor(sort, q.after);
  const window = pageWindow(q);
  const order = keysetOrder(sort);
  const page = sql`
    select ${c.id} from ${contracts} ${c}
    where ${where}${after ? sql` and ${after}` : sql``}
    order by ${sql.join(order, sql`, `)}
    limit ${window.limit} offset ${window.offset}`;
  const [rows, total] = await Promise.all([
    queryRows<ContractListRow>(db, rowsOf(page, viewer, order)),
    cappedTotal(db, sql`from ${contracts} ${c} where ${where}`),
  ]);
  const { items, next } = pageOf(rows, q.itemsPerPage, (r) => [q.sortBy === 'bookingStart' ? r.start_date : r.id, r.id]);
  const today = parisDay(new Date());
  return { items: items.map((row) => toRow(row, today)), ...total, next };
}

/** One change of a contract's state, from its history. */
interface StateMoveRow {
  old_state: number | null;
  new_state: number;
  created_at: Date | string;
  user_email: string | null;
}

/** The sheet of one contract of a kind, in the viewer's brand scope (another brand's is 404). */
export async function findContract(db: Executor, viewer: SessionUser, kind: ContractKind, contractId: number): Promise<Contract> {
  const page = sql`
    select ${c.id} from ${contracts} ${c}
    where ${c.id} = ${contractId} and ${c.kind} = ${kind} and ${c.deletedAt} is null and ${brandScope(c.brandId, viewer)}`;
  const [row] = await queryRows<ContractListRow>(db, rowsOf(page, viewer, [sql`${c.id}`]));
  if (!row) throw notFound();
  const moves = await queryRows<StateMoveRow>(
    db,
    sql`select (${historyEntries.oldData}->>'state')::int as old_state, (${historyEntries.newData}->>'state')::int as new_state,
          ${historyEntries.createdAt} as created_at, ${historyEntries.userEmail} as user_email
        from ${historyEntries}
        where ${historyEntries.entity} = 'contract' and ${historyEntries.entityId} = ${contractId} and ${historyEntries.newData} ? 'state'
        order by ${historyEntries.id} desc limit 50`,
  );
  return {
    ...toRow(row, parisDay(new Date())),
    stateHistory: moves.map((m) => ({ from: m.old_state, to: m.new_state, at: iso(m.created_at) as string, by: m.user_email })),
    vatRate: row.vat_rate,
    discount: row.discount_cents,
    amounts: contractAmounts(row.rent_cents, row.discount_cents, row.vat_rate),
  };
}
