import { DASHBOARD_LINKS } from '@hubgrade/domain/dashboard/links';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { and, count, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { invoices } from '../../../db/schema/index.ts';
import { brandScope } from '../../../lib/brand-scope.ts';
import type { SessionUser } from '../../../lib/session-user.ts';
import { mayOpenList } from '../viewer.ts';
import { defineWidget } from '../widget.ts';

const mayOpenInvoices = (viewer: SessionUser) => mayOpenList(viewer, 'billing');
/** Waiting for their payment: 0 En attente, 1 Envoyée (GET /invoices?unpaid=true). */
const unpaid = (viewer: SessionUser) => and(inArray(invoices.state, [0, 1]), brandScope(invoices.brandId, viewer));

async function sumOf(db: Executor, where: SQL | undefined): Promise<{ value: number; amountCents: number }> {
  const [row] = await db
    .select({ n: count(), ttc: sql<string>`coalesce(sum(${invoices.ttcCents}), 0)::bigint` })
    .from(invoices)
    .where(where);
  return { value: Number(row?.n ?? 0), amountCents: Number(row?.ttc ?? 0) };
}

export const unpaidInvoices = defineWidget({
  id: 'invoices.unpaid',
  area: 'billing',
  allowed: mayOpenInvoices,
  async query({ db, viewer }) {
    return { ...(await sumOf(db, unpaid(viewer))), link: DASHBOARD_LINKS.invoices({ unpaid: 'true' }) };
  },
});

/** Unpaid past their due date (a Paris day). */
export const lateInvoices = defineWidget({
  id: 'invoices.late',
  area: 'billing',
  allowed: mayOpenInvoices,
  async query({ db, viewer, now }) {
    const late = and(unpaid(viewer), lt(invoices.dueOn, parisDay(now)));
    return { ...(await sumOf(db, late)), link: DASHBOARD_LINKS.invoices({ late: 'true' }) };
  },
});
