import { INVOICE_PAID } from '@hubgrade/domain/billing/rules';
import type { ProductKind } from '@hubgrade/domain/catalogue/rules';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { SUBSCRIPTION_LABELS as L } from '@hubgrade/domain/subscriptions/labels';
import {
  earliestEnd,
  isSubscriptionFinal,
  monthOf,
  nextBillingMonth,
  nextInvoiceOn,
  paymentModeOf,
  SUBSCRIPTION_AWAITING_INVOICE,
  type SubscriptionState,
} from '@hubgrade/domain/subscriptions/rules';
import type {
  Subscription,
  SubscriptionList,
  SubscriptionOptions,
  SubscriptionQuery,
  SubscriptionRow,
} from '@hubgrade/domain/subscriptions/schemas';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import {
  brands,
  companies,
  invoices,
  productSites,
  products,
  sepaMandates,
  sites,
  subscriptionBillings,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

const PLAN_KIND: ProductKind = 'subscription_plan';

interface SubscriptionListRow {
  id: number;
  brand_id: number | null;
  plan_id: number;
  plan_name: string;
  user_id: number;
  first_name: string;
  last_name: string;
  company_id: number | null;
  company_name: string | null;
  site_id: number | null;
  site_name: string | null;
  start_on: string;
  end_on: string | null;
  billed_through: string | null;
  monthly_price_cents: number;
  state: number;
  mandated: boolean;
}

/**
 * The member's SEPA mandate standing (signed with its date and address, not removed): the
 * direct-debit order then collects the subscription's invoices.
 */
const mandated = sql`exists (select 1 from ${sepaMandates} where ${sepaMandates.userId} = ${subscriptions.userId}
  and ${sepaMandates.signedAt} is not null and coalesce(${sepaMandates.signedIp}, '') <> '' and ${sepaMandates.removedAt} is null)`;

const rowColumns = sql`${subscriptions.id} as id, ${subscriptions.brandId} as brand_id, ${subscriptions.planId} as plan_id,
  ${subscriptions.planName} as plan_name, ${subscriptions.userId} as user_id, ${users.firstName} as first_name,
  ${users.lastName} as last_name, ${subscriptions.companyId} as company_id, ${companies.name} as company_name,
  ${subscriptions.siteId} as site_id, ${sites.name} as site_name,
  to_char(${subscriptions.startOn}, 'YYYY-MM-DD') as start_on, to_char(${subscriptions.endOn}, 'YYYY-MM-DD') as end_on,
  ${subscriptions.billedThrough} as billed_through, ${subscriptions.monthlyPriceCents} as monthly_price_cents,
  ${subscriptions.state} as state, ${mandated} as mandated`;
const rowJoins = sql`join ${users} on ${users.id} = ${subscriptions.userId}
  left join ${companies} on ${companies.id} = ${subscriptions.companyId}
  left join ${sites} on ${sites.id} = ${subscriptions.siteId}`;

function toRow(r: SubscriptionListRow): SubscriptionRow {
  const state = r.state as SubscriptionState;
  const memberName = `${r.first_name} ${r.last_name}`.trim();
  return {
    id: r.id,
    brandId: r.brand_id,
    planId: r.plan_id,
    planName: r.plan_name,
    userId: r.user_id,
    memberName,
    companyId: r.company_id,
    payerName: r.company_name ?? memberName,
    siteId: r.site_id,
    siteName: r.site_name,
    startOn: r.start_on,
    endOn: r.end_on,
    nextInvoiceOn: nextInvoiceOn({ startOn: r.start_on, endOn: r.end_on, billedThrough: r.billed_through, state }),
    monthlyPriceCents: Number(r.monthly_price_cents),
    state,
    paymentMode: paymentModeOf(r.mandated),
  };
}

const SORTS: Record<SubscriptionQuery['sortBy'], SQL | typeof subscriptions.id> = {
  id: subscriptions.id,
  startOn: sql`${subscriptions.startOn}`,
  monthlyPriceCents: sql`${subscriptions.monthlyPriceCents}`,
  state: sql`${subscriptions.state}`,
};

/** The filters of GET /abonnements, in the viewer's brand scope. */
function listFilters(viewer: SessionUser, query: SubscriptionQuery): SQL[] {
  const filters: SQL[] = [brandScope(subscriptions.brandId, viewer)];
  if (query.state) filters.push(eq(subscriptions.state, query.state));
  if (query.plan) filters.push(eq(subscriptions.planId, query.plan));
  if (query.site) filters.push(eq(subscriptions.siteId, query.site));
  if (query.startFrom) filters.push(sql`${subscriptions.startOn} >= ${query.startFrom}`);
  if (query.startTo) filters.push(sql`${subscriptions.startOn} <= ${query.startTo}`);
  if (query.endFrom) filters.push(sql`${subscriptions.endOn} >= ${query.endFrom}`);
  if (query.endTo) filters.push(sql`${subscriptions.endOn} <= ${query.endTo}`);
  if (query.search) {
    const pattern = likePattern(query.search);
    const id = /^\d{1,9}$/.test(query.search) ? Number(query.search) : null;
    filters.push(sql`(${subscriptions.planName} ilike ${pattern}
      or exists (select 1 from ${users} where ${users.id} = ${subscriptions.userId}
        and (${users.lastName} ilike ${pattern} or ${users.firstName} ilike ${pattern} or ${users.email} ilike ${pattern}))
      or exists (select 1 from ${companies} where ${companies.id} = ${subscriptions.companyId} and ${companies.name} ilike ${pattern})
      ${id === null ? sql`` : sql`or ${subscriptions.id} = ${id}`})`);
  }
  return filters;
}

/** GET /abonnements: newest first, 20 a page, filtered by state, plan, site, start or end days, or a search. */
export async function listSubscriptions(db: Executor, viewer: SessionUser, query: SubscriptionQuery): Promise<SubscriptionList> {
  const where = and(...listFilters(viewer, query));
  const sort: KeysetSort = { column: SORTS[query.sortBy], id: subscriptions.id, desc: query.sortDesc };
  const after = afterCursor(sort, query.after);
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const order =
    sort.column === subscriptions.id
      ? sql`${subscriptions.id} ${direction}`
      : sql`${sort.column} ${direction}, ${subscriptions.id} ${direction}`;
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    queryRows<SubscriptionListRow>(
      db,
      sql`select ${rowColumns} from ${subscriptions} ${rowJoins} where ${after ? and(where, after) : where}
          order by ${order} limit ${limit} offset ${offset}`,
    ),
    cappedTotal(db, sql`from ${subscriptions} where ${where}`),
  ]);
  const sortValue = (r: SubscriptionListRow): string | number => {
    if (query.sortBy === 'startOn') return r.start_on;
    if (query.sortBy === 'monthlyPriceCents') return Number(r.monthly_price_cents);
    if (query.sortBy === 'state') return r.state;
    return r.id;
  };
  const page = pageOf(rows, query.itemsPerPage, (r) => [sortValue(r), r.id]);
  return { items: page.items.map(toRow), ...counted, next: page.next };
}

/** GET /abonnements/{id}: the subscription of the viewer's scope, its invoices and credits, and what may be done with it. */
export async function findSubscription(db: Executor, viewer: SessionUser, id: number, today = parisDay()): Promise<Subscription> {
  const [row] = await queryRows<
    SubscriptionListRow & {
      vat_rate: number;
      commitment_months: number;
      commitment_end_on: string;
      monthly_credits_cents: number;
      notice_given_on: string | null;
    }
  >(
    db,
    sql`select ${rowColumns}, ${subscriptions.vatRate} as vat_rate, ${subscriptions.commitmentMonths} as commitment_months,
          to_char(${subscriptions.commitmentEndOn}, 'YYYY-MM-DD') as commitment_end_on,
          ${subscriptions.monthlyCreditsCents} as monthly_credits_cents,
          to_char(${subscriptions.noticeGivenOn}, 'YYYY-MM-DD') as notice_given_on
        from ${subscriptions} ${rowJoins}
        where ${subscriptions.id} = ${id} and ${brandScope(subscriptions.brandId, viewer)}`,
  );
  if (!row) throw notFound(L.refusals.notFound);
  const billed = await db
    .select({
      month: subscriptionBillings.month,
      invoiceId: invoices.id,
      number: invoices.fullNumber,
      htCents: invoices.htCents,
      ttcCents: invoices.ttcCents,
      state: invoices.state,
      creditsCents: subscriptionBillings.creditsCents,
    })
    .from(subscriptionBillings)
    .innerJoin(invoices, eq(invoices.id, subscriptionBillings.invoiceId))
    .where(eq(subscriptionBillings.subscriptionId, id))
    .orderBy(asc(subscriptionBillings.month));
  const base = toRow(row);
  const facts = { startOn: row.start_on, endOn: row.end_on, billedThrough: row.billed_through, state: base.state };
  const due = nextBillingMonth(facts);
  const open = !isSubscriptionFinal(base.state);
  return {
    ...base,
    vatRate: row.vat_rate,
    commitmentMonths: row.commitment_months,
    commitmentEndOn: row.commitment_end_on,
    monthlyCreditsCents: row.monthly_credits_cents,
    noticeGivenOn: row.notice_given_on,
    invoices: billed.map(({ state, ...b }) => ({ ...b, paid: state === INVOICE_PAID })),
    invoiceableMonth: due !== null && due <= monthOf(today) ? due : null,
    earliestEndOn:
      open && base.state !== SUBSCRIPTION_AWAITING_INVOICE && row.end_on === null
        ? earliestEnd({ startOn: row.start_on, commitmentEndOn: row.commitment_end_on }, today)
        : null,
    canCancel: base.state === SUBSCRIPTION_AWAITING_INVOICE,
  };
}

/** GET /abonnements/options: the plans on sale of the viewer's brand (every brand's for the main platform) and its sites. */
export async function subscriptionOptions(db: Executor, viewer: SessionUser): Promise<SubscriptionOptions> {
  const [plans, siteRows] = await Promise.all([
    queryRows<{
      id: number;
      name: string;
      brand_id: number | null;
      brand_name: string | null;
      unit_price_cents: number;
      commitment_months: number;
      monthly_credits_cents: number;
      site_ids: number[] | null;
    }>(
      db,
      sql`select ${products.id} as id, ${products.name} as name, ${products.brandId} as brand_id,
            (select ${brands.name} from ${brands} where ${brands.id} = ${products.brandId}) as brand_name,
            ${products.unitPriceCents} as unit_price_cents,
            ${products.commitmentMonths} as commitment_months, ${products.monthlyCreditsCents} as monthly_credits_cents,
            (select array_agg(${productSites.siteId} order by ${productSites.siteId}) from ${productSites}
              where ${productSites.productId} = ${products.id}) as site_ids
          from ${products}
          where ${products.kind} = ${PLAN_KIND} and ${products.active} and ${brandScope(products.brandId, viewer)}
          order by ${products.name}, ${products.id}`,
    ),
    db
      .select({ id: sites.id, name: sites.name, brandId: sites.brandId })
      .from(sites)
      .where(brandScope(sites.brandId, viewer))
      .orderBy(asc(sites.name), asc(sites.id)),
  ]);
  return {
    plans: plans.map((p) => ({
      id: p.id,
      name: p.name,
      brandId: p.brand_id,
      brandName: p.brand_name,
      unitPriceCents: p.unit_price_cents,
      commitmentMonths: p.commitment_months,
      monthlyCreditsCents: p.monthly_credits_cents,
      siteIds: p.site_ids ?? [],
    })),
    sites: siteRows,
  };
}
