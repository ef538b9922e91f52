import { CAFE_LABELS } from '@hubgrade/domain/exports/labels';
import type { CafeQuery, CafeReport, CafeRow } from '@hubgrade/domain/exports/schemas';
import { ORDER_AWAITING_INVOICE, ORDER_AWAITING_PAYMENT, ORDER_DONE, ORDER_IN_PROGRESS, ORDER_PAID } from '@hubgrade/domain/orders/rules';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { companies, orderLines, orders, products, sites, users } from '../../db/schema/index.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import type { CellKind } from './cells.ts';
import { CSV_BOM, csvHeader, csvLine } from './csv.ts';
import { atInstants, exportScope, inBrand, onSite } from './scope.ts';

/** Orders that were bought: validated (or bought without validation), whatever their payment. */
const CONSUMED_STATES = [ORDER_AWAITING_INVOICE, ORDER_IN_PROGRESS, ORDER_AWAITING_PAYMENT, ORDER_PAID, ORDER_DONE];

/** The buyer's company (the order's, or else the buyer's own) is where the café was consumed. */
const orderCompany = sql`coalesce(${orders.companyId}, ${users.companyId})`;

const pad = (n: number) => String(n).padStart(2, '0');

export const cafeFileName = (query: Pick<CafeQuery, 'year' | 'month'>) => `cafe-${query.year}-${pad(query.month)}.csv`;

/**
 * The café consumption of a month (Paris): the lines of catering services (catalogue service type
 * « Restauration ») of the orders bought that month, by site of the buyer's company and product.
 */
export async function cafeReport(db: Executor, user: SessionUser, query: CafeQuery): Promise<CafeReport> {
  const scope = await exportScope(db, user, query);
  const rows = await queryRows<CafeRow>(
    db,
    sql`select ${sites.id} as "siteId", ${sites.name} as "siteName", ${orderLines.name} as "product",
        sum(${orderLines.quantity})::int as "quantity", count(distinct ${orders.id})::int as "orders",
        sum(${orderLines.totalHtCents})::int as "htCents", sum(${orderLines.vatCents})::int as "vatCents",
        sum(${orderLines.totalTtcCents})::int as "ttcCents"
      from ${orderLines}
      join ${orders} on ${orders.id} = ${orderLines.orderId}
      join ${products} on ${products.id} = ${orderLines.productId}
      join ${users} on ${users.id} = ${orders.userId}
      left join ${companies} on ${companies.id} = ${orderCompany}
      left join ${sites} on ${sites.id} = ${companies.siteId}
      where ${products.serviceType} = 'catering'
        and ${orders.state} in ${CONSUMED_STATES}
        and ${inBrand(orders.brandId, scope)}
        and ${atInstants(orders.createdAt, scope.period)}
        and ${onSite(companies.siteId, scope.siteId)}
      group by ${sites.id}, ${sites.name}, ${orderLines.name}
      order by ${sites.name} nulls last, ${orderLines.name}`,
  );
  const total = { quantity: 0, htCents: 0, vatCents: 0, ttcCents: 0 };
  for (const row of rows) {
    total.quantity += row.quantity;
    total.htCents += row.htCents;
    total.vatCents += row.vatCents;
    total.ttcCents += row.ttcCents;
  }
  return { items: rows, total, fileName: cafeFileName(query) };
}

const CAFE_KINDS: CellKind[] = ['text', 'text', 'int', 'int', 'money', 'money', 'money'];

/** The report as a CSV for French Excel, its total on the last line. */
export function cafeCsv(report: CafeReport): string {
  const lines = report.items.map((row) =>
    csvLine(CAFE_KINDS, [
      row.siteName ?? CAFE_LABELS.noSite,
      row.product,
      row.quantity,
      row.orders,
      row.htCents,
      row.vatCents,
      row.ttcCents,
    ]),
  );
  const { total } = report;
  const totalLine = csvLine(CAFE_KINDS, [CAFE_LABELS.total, '', total.quantity, null, total.htCents, total.vatCents, total.ttcCents]);
  return CSV_BOM + csvHeader(CAFE_LABELS.columns) + lines.join('') + totalLine;
}
