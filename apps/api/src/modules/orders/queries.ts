import { type ProductKind, priceInclTax } from '@hubgrade/domain/catalogue/rules';
import { ORDER_LABELS as L } from '@hubgrade/domain/orders/labels';
import { needsValidation, ORDER_STATES, type OrderActor, type OrderState, orderTransitionRefusal } from '@hubgrade/domain/orders/rules';
import type { Order, OrderList, OrderQuery, OrderRow, Shop, ShopQuery } from '@hubgrade/domain/orders/schemas';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import {
  companies,
  orderLines,
  orderStateEvents,
  orders,
  productCategories,
  productSites,
  products,
  sites,
  users,
} from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { balanceOf, payerOf } from '../credits/ledger.ts';
import { actorsFor, checkShopModule, type Member, memberOf, orderScope, viewerMember } from './access.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();

interface OrderListRow {
  id: number;
  created_at: Date | string;
  user_id: number;
  first_name: string;
  last_name: string;
  company_id: number | null;
  company_name: string | null;
  brand_id: number | null;
  total_ht_cents: number;
  vat_cents: number;
  total_ttc_cents: number;
  state: number;
}

const rowColumns = sql`${orders.id} as id, ${orders.createdAt} as created_at, ${orders.userId} as user_id,
  ${users.firstName} as first_name, ${users.lastName} as last_name, ${orders.companyId} as company_id,
  ${companies.name} as company_name, ${orders.brandId} as brand_id, ${orders.totalHtCents} as total_ht_cents,
  ${orders.vatCents} as vat_cents, ${orders.totalTtcCents} as total_ttc_cents, ${orders.state} as state`;
const rowJoins = sql`join ${users} on ${users.id} = ${orders.userId} left join ${companies} on ${companies.id} = ${orders.companyId}`;

function toRow(r: OrderListRow): OrderRow {
  return {
    id: r.id,
    createdAt: iso(r.created_at),
    userId: r.user_id,
    memberName: `${r.first_name} ${r.last_name}`.trim(),
    companyId: r.company_id,
    companyName: r.company_name,
    brandId: r.brand_id,
    totalHtCents: Number(r.total_ht_cents),
    vatCents: Number(r.vat_cents),
    totalTtcCents: Number(r.total_ttc_cents),
    state: r.state as OrderState,
  };
}

const SORTS: Record<OrderQuery['sortBy'], SQL | typeof orders.id> = {
  id: orders.id,
  createdAt: sql`${orders.createdAt}`,
  totalHtCents: sql`${orders.totalHtCents}`,
  totalTtcCents: sql`${orders.totalTtcCents}`,
  state: sql`${orders.state}`,
};

/** GET /commandes: newest first, 20 a page, in the viewer's scope, filtered by state, company, member or a search. */
export async function listOrders(db: Executor, viewer: SessionUser, query: OrderQuery): Promise<OrderList> {
  checkShopModule(viewer);
  const filters: SQL[] = [orderScope(viewer, await viewerMember(db, viewer))];
  if (query.state) filters.push(eq(orders.state, query.state));
  if (query.company) filters.push(eq(orders.companyId, query.company));
  if (query.member) filters.push(eq(orders.userId, query.member));
  if (query.search) {
    const pattern = likePattern(query.search);
    const id = /^\d{1,9}$/.test(query.search) ? Number(query.search) : null;
    filters.push(sql`(exists (select 1 from ${users} where ${users.id} = ${orders.userId}
      and (${users.lastName} ilike ${pattern} or ${users.firstName} ilike ${pattern} or ${users.email} ilike ${pattern}))
      or exists (select 1 from ${companies} where ${companies.id} = ${orders.companyId} and ${companies.name} ilike ${pattern})
      ${id === null ? sql`` : sql`or ${orders.id} = ${id}`})`);
  }
  const where = and(...filters);
  const sort: KeysetSort = { column: SORTS[query.sortBy], id: orders.id, desc: query.sortDesc };
  const after = afterCursor(sort, query.after);
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const order = sort.column === orders.id ? sql`${orders.id} ${direction}` : sql`${sort.column} ${direction}, ${orders.id} ${direction}`;
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    queryRows<OrderListRow>(
      db,
      sql`select ${rowColumns} from ${orders} ${rowJoins} where ${after ? and(where, after) : where}
          order by ${order} limit ${limit} offset ${offset}`,
    ),
    cappedTotal(db, sql`from ${orders} where ${where}`),
  ]);
  const sortValue = (r: OrderListRow): string | number => {
    if (query.sortBy === 'createdAt') return iso(r.created_at);
    if (query.sortBy === 'totalHtCents') return Number(r.total_ht_cents);
    if (query.sortBy === 'totalTtcCents') return Number(r.total_ttc_cents);
    if (query.sortBy === 'state') return r.state;
    return r.id;
  };
  const page = pageOf(rows, query.itemsPerPage, (r) => [sortValue(r), r.id]);
  return { items: page.items.map(toRow), ...counted, next: page.next };
}

/** The moves the viewer may make, in state order, whatever capacity allows each. */
function movesOf(actors: readonly OrderActor[], state: OrderState, creditsGranted: boolean): OrderState[] {
  return ORDER_STATES.filter((to) => actors.some((actor) => orderTransitionRefusal(state, to, actor, creditsGranted) === null));
}

/** GET /commandes/{id}: the order of the viewer's scope, its lines, its states and the viewer's moves. */
export async function findOrder(db: Executor, viewer: SessionUser, id: number, member?: Member | null): Promise<Order> {
  checkShopModule(viewer);
  const seer = member === undefined ? await viewerMember(db, viewer) : member;
  const [row] = await queryRows<OrderListRow & { credits_granted: boolean; invoice_id: number | null }>(
    db,
    sql`select ${rowColumns}, ${orders.creditsGranted} as credits_granted, ${orders.invoiceId} as invoice_id from ${orders} ${rowJoins}
        where ${orders.id} = ${id} and ${orderScope(viewer, seer)}`,
  );
  if (!row) throw notFound(L.refusals.notFound);
  const [lines, history] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id)),
    db
      .select({
        state: orderStateEvents.state,
        actor: orderStateEvents.actor,
        at: orderStateEvents.createdAt,
        first: users.firstName,
        last: users.lastName,
      })
      .from(orderStateEvents)
      .leftJoin(users, eq(users.id, orderStateEvents.userId))
      .where(eq(orderStateEvents.orderId, id))
      .orderBy(asc(orderStateEvents.id)),
  ]);
  const base = toRow(row);
  return {
    ...base,
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      name: l.name,
      kind: l.kind as ProductKind,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      vatRate: l.vatRate,
      creditsCents: l.creditsCents,
      totalHtCents: l.totalHtCents,
      vatCents: l.vatCents,
      totalTtcCents: l.totalTtcCents,
    })),
    history: history.map((h) => ({
      state: h.state as OrderState,
      actor: h.actor as OrderActor,
      at: iso(h.at),
      byName: h.first === null ? null : `${h.first} ${h.last ?? ''}`.trim(),
    })),
    creditsGranted: row.credits_granted,
    invoiceId: row.invoice_id,
    moves: movesOf(actorsFor(seer, base), base.state, row.credits_granted),
  };
}

/**
 * GET /magasin: what the signed-in member may buy, of their brand (optionally sold at one of its
 * sites): credit packs first, then services and goods; subscription plans are subscribed elsewhere.
 */
export async function shopOf(db: Executor, viewer: SessionUser, query: ShopQuery): Promise<Shop> {
  checkShopModule(viewer);
  const member = await memberOf(db, viewer.id);
  const sameBrand = (column: typeof products.brandId | typeof sites.brandId) => ofBrand(column, member.brandId);
  const atSite =
    query.siteId === undefined
      ? sql`true`
      : sql`exists (select 1 from ${productSites} where ${productSites.productId} = ${products.id} and ${productSites.siteId} = ${query.siteId})`;
  const [rows, siteRows, balance] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        kind: products.kind,
        categoryName: productCategories.name,
        description: products.description,
        unitPriceCents: products.unitPriceCents,
        vatRate: products.vatRate,
        creditsCents: products.creditsCents,
        validityMonths: products.validityMonths,
        stock: products.stock,
      })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(and(sameBrand(products.brandId), eq(products.active, true), sql`${products.kind} <> 'subscription_plan'`, atSite))
      .orderBy(sql`${products.kind} <> 'credit_pack'`, asc(productCategories.position), asc(products.unitPriceCents), asc(products.id)),
    db.select({ id: sites.id, name: sites.name }).from(sites).where(sameBrand(sites.brandId)).orderBy(asc(sites.name), asc(sites.id)),
    balanceOf(db, await payerOf(db, member.id)),
  ]);
  return {
    products: rows.map((p) => ({ ...p, kind: p.kind as ProductKind, priceTtcCents: priceInclTax(p.unitPriceCents, p.vatRate) })),
    sites: siteRows,
    creditBalanceCents: balance,
    needsValidation: needsValidation(member),
  };
}
