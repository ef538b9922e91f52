import { billingPeriod } from '@hubgrade/domain/billing/contract-billing';
import { DASHBOARD_LINKS } from '@hubgrade/domain/dashboard/links';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { monthOf } from '@hubgrade/domain/subscriptions/rules';
import { and, between, count } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { subscriptions } from '../../../db/schema/index.ts';
import { brandScope } from '../../../lib/brand-scope.ts';
import { defineWidget, type WidgetContext } from '../widget.ts';
import { mayOpenShop } from './orders.ts';

/**
 * Subscriptions whose start (or end) day falls in this Paris month, whatever their state: the
 * subscriptions table filtered on the same days shows exactly them.
 */
function inThisMonth(column: PgColumn, filters: (from: string, to: string) => Parameters<typeof DASHBOARD_LINKS.subscriptions>[0]) {
  return async ({ db, viewer, now }: WidgetContext) => {
    const month = billingPeriod(monthOf(parisDay(now)));
    const [row] = await db
      .select({ n: count() })
      .from(subscriptions)
      .where(and(between(column, month.from, month.to), brandScope(subscriptions.brandId, viewer)));
    return { value: Number(row?.n ?? 0), link: DASHBOARD_LINKS.subscriptions(filters(month.from, month.to)) };
  };
}

export const subscriptionsStartingThisMonth = defineWidget({
  id: 'subscriptions.startingThisMonth',
  area: 'subscriptions',
  allowed: mayOpenShop,
  query: inThisMonth(subscriptions.startOn, (startFrom, startTo) => ({ startFrom, startTo })),
});

export const subscriptionsEndingThisMonth = defineWidget({
  id: 'subscriptions.endingThisMonth',
  area: 'subscriptions',
  allowed: mayOpenShop,
  query: inThisMonth(subscriptions.endOn, (endFrom, endTo) => ({ endFrom, endTo })),
});
