import { type ProductKind, priceInclTax } from '@hubgrade/domain/catalogue/rules';
import { ORDER_LABELS } from '@hubgrade/domain/orders/labels';
import { needsValidation, orderLineAmounts, orderTotals, vatByRate } from '@hubgrade/domain/orders/rules';
import type { Cart, CartList, CartQuery, CartRow, MyCart } from '@hubgrade/domain/orders/schemas';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { cartLines, carts, companies, products, users } from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { checkShopModule, type Member, memberOf, viewerMember } from './access.ts';

const L = ORDER_LABELS.carts;
const iso = (value: Date | string): string => new Date(value).toISOString();

/** The carts a viewer sees: staff their brand scope's, a member their own. */
export function cartScope(viewer: SessionUser, member: Member | null): SQL {
  return member ? eq(carts.userId, member.id) : brandScope(carts.brandId, viewer);
}

interface CartListRow {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  company_name: string | null;
  brand_id: number | null;
  updated_at: Date | string;
  line_count: number;
  total_ht_cents: number;
  vat_cents: number;
}

const rowColumns = sql`${carts.id} as id, ${carts.userId} as user_id, ${users.firstName} as first_name, ${users.lastName} as last_name,
  ${companies.name} as company_name, ${carts.brandId} as brand_id, ${carts.updatedAt} as updated_at,
  totals.line_count, totals.total_ht_cents, totals.vat_cents`;
/** The member, their company, and the cart's totals at today's catalogue prices, VAT rounded per line as on the invoice. */
const rowJoins = sql`join ${users} on ${users.id} = ${carts.userId} left join ${companies} on ${companies.id} = ${users.companyId}
  cross join lateral (select count(*)::int as line_count,
      coalesce(sum(${products.unitPriceCents} * ${cartLines.quantity}), 0)::int as total_ht_cents,
      coalesce(sum(round((${products.unitPriceCents} * ${cartLines.quantity})::numeric * ${products.vatRate} / 10000)), 0)::int as vat_cents
    from ${cartLines} join ${products} on ${products.id} = ${cartLines.productId} where ${cartLines.cartId} = ${carts.id}) as totals`;
/** An open cart holds at least one product. */
const isOpen = sql`exists (select 1 from ${cartLines} where ${cartLines.cartId} = ${carts.id})`;

function toRow(r: CartListRow): CartRow {
  const totalHtCents = Number(r.total_ht_cents);
  return {
    id: r.id,
    userId: r.user_id,
    memberName: `${r.first_name} ${r.last_name}`.trim(),
    companyName: r.company_name,
    brandId: r.brand_id,
    lineCount: Number(r.line_count),
    totalHtCents,
    totalTtcCents: totalHtCents + Number(r.vat_cents),
    updatedAt: iso(r.updated_at),
  };
}

/** GET /paniers: the open carts of the viewer's scope, last changed first, 20 a page, by member, company or a search. */
export async function listCarts(db: Executor, viewer: SessionUser, query: CartQuery): Promise<CartList> {
  checkShopModule(viewer);
  const filters: SQL[] = [cartScope(viewer, await viewerMember(db, viewer)), isOpen];
  if (query.company) filters.push(eq(users.companyId, query.company));
  if (query.member) filters.push(eq(carts.userId, query.member));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(sql`(${users.lastName} ilike ${pattern} or ${users.firstName} ilike ${pattern} or ${users.email} ilike ${pattern}
      or ${companies.name} ilike ${pattern})`);
  }
  const where = and(...filters);
  const byUpdate = query.sortBy === 'updatedAt';
  const sort: KeysetSort = { column: byUpdate ? sql`${carts.updatedAt}` : carts.id, id: carts.id, desc: query.sortDesc };
  const after = afterCursor(sort, query.after);
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const order = byUpdate ? sql`${carts.updatedAt} ${direction}, ${carts.id} ${direction}` : sql`${carts.id} ${direction}`;
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    queryRows<CartListRow>(
      db,
      sql`select ${rowColumns} from ${carts} ${rowJoins} where ${after ? and(where, after) : where}
          order by ${order} limit ${limit} offset ${offset}`,
    ),
    cappedTotal(
      db,
      sql`from ${carts} join ${users} on ${users.id} = ${carts.userId} left join ${companies} on ${companies.id} = ${users.companyId} where ${where}`,
    ),
  ]);
  const page = pageOf(rows, query.itemsPerPage, (r) => [byUpdate ? iso(r.updated_at) : r.id, r.id]);
  return { items: page.items.map(toRow), ...counted, next: page.next };
}

/**
 * GET /paniers/{id}: the cart of the viewer's scope, its lines at today's catalogue prices, its
 * totals (VAT per rate), and the products of the member's brand that may be added to it.
 */
export async function findCart(db: Executor, viewer: SessionUser, id: number, member?: Member | null): Promise<Cart> {
  checkShopModule(viewer);
  const seer = member === undefined ? await viewerMember(db, viewer) : member;
  const [row] = await queryRows<CartListRow>(
    db,
    sql`select ${rowColumns} from ${carts} ${rowJoins} where ${carts.id} = ${id} and ${cartScope(viewer, seer)}`,
  );
  if (!row) throw notFound(L.refusals.notFound);
  const sameBrand = ofBrand(products.brandId, row.brand_id);
  const [lines, offered, buyer] = await Promise.all([
    db
      .select({
        productId: products.id,
        name: products.name,
        kind: products.kind,
        quantity: cartLines.quantity,
        unitPriceCents: products.unitPriceCents,
        vatRate: products.vatRate,
        creditsCents: products.creditsCents,
        stock: products.stock,
        onSale: products.active,
      })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .where(eq(cartLines.cartId, id))
      .orderBy(asc(cartLines.id)),
    db
      .select({ id: products.id, name: products.name, unitPriceCents: products.unitPriceCents, vatRate: products.vatRate })
      .from(products)
      .where(and(sameBrand, eq(products.active, true), sql`${products.kind} <> 'subscription_plan'`))
      .orderBy(asc(products.name), asc(products.id)),
    memberOf(db, row.user_id),
  ]);
  return {
    ...toRow(row),
    lines: lines.map((l) => ({ ...l, kind: l.kind as ProductKind, ...orderLineAmounts(l) })),
    ...orderTotals(lines),
    vatByRate: vatByRate(lines),
    needsValidation: needsValidation(buyer),
    products: offered.map((p) => ({ id: p.id, name: p.name, priceTtcCents: priceInclTax(p.unitPriceCents, p.vatRate) })),
  };
}

/** GET /panier: the signed-in member's open cart, or null. */
export async function myCart(db: Executor, viewer: SessionUser): Promise<MyCart> {
  checkShopModule(viewer);
  const member = await viewerMember(db, viewer);
  if (!member) return { cart: null };
  const [open] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.userId, member.id), isOpen));
  return { cart: open ? await findCart(db, viewer, open.id, member) : null };
}
