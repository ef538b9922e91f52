import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import {
  commitmentEnd,
  monthOf,
  SUBSCRIPTION_AWAITING_INVOICE,
  SUBSCRIPTION_CANCELLED,
  type SubscriptionState,
} from '@hubgrade/domain/subscriptions/rules';
import { addMonths, endOfMonth, format, parseISO, subMonths } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { invoices, subscriptions } from '../db/schema/index.ts';
import { recordInvoicePayment } from '../modules/billing/payments.ts';
import { billSubscription, settleSubscriptionOfInvoice } from '../modules/subscriptions/billing.ts';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** One demo subscription: when it starts (and ends) from today, who pays, and how far it got. */
interface Scenario {
  state: SubscriptionState;
  /** Months from this month's first day to the start (negative: in the past), and the day of that month. */
  startMonths: number;
  startDay: number;
  /** Months from this month to the end's month (its last day), or null when open-ended. */
  endMonths: number | null;
  payer: 'company' | 'member';
  /** Whether the last invoice is paid (the earlier ones always are). */
  lastPaid: boolean;
  /** A member with a standing SEPA mandate: the badge reads Auto. */
  mandated?: boolean;
}

/** Every state, starting and ending this month included, for the table, the sheet and the dashboard. */
const SCENARIOS: Scenario[] = [
  { state: 1, startMonths: 1, startDay: 1, endMonths: null, payer: 'company', lastPaid: false },
  { state: 1, startMonths: 1, startDay: 15, endMonths: null, payer: 'member', lastPaid: false },
  { state: 2, startMonths: 0, startDay: 1, endMonths: null, payer: 'company', lastPaid: false },
  { state: 2, startMonths: -2, startDay: 16, endMonths: null, payer: 'member', lastPaid: false, mandated: true },
  { state: 2, startMonths: -6, startDay: 1, endMonths: 0, payer: 'company', lastPaid: false },
  { state: 3, startMonths: -5, startDay: 10, endMonths: null, payer: 'company', lastPaid: true },
  { state: 3, startMonths: -8, startDay: 1, endMonths: 1, payer: 'member', lastPaid: true },
  { state: 3, startMonths: -1, startDay: 20, endMonths: null, payer: 'company', lastPaid: true },
  { state: 4, startMonths: -14, startDay: 1, endMonths: -2, payer: 'company', lastPaid: true },
  { state: 5, startMonths: 1, startDay: 1, endMonths: null, payer: 'member', lastPaid: false },
];

/**
 * Demo subscriptions in the scopes with a shop (the main platform and brand 5), to their plans,
 * by members outside the demo sign-ins' companies (their credit balances stay the credits area's).
 * Their months are invoiced through the run's own path, with the plan's credits, the earlier
 * invoices paid; nothing is left due before next month, so a run of this month bills none of them.
 */
export async function seedSubscriptions(db: Db): Promise<void> {
  const today = parisDay();
  const thisMonth = parseISO(`${monthOf(today)}-01`);
  for (const brandId of [null, 5] as const) {
    const plans = await queryRows<{ id: number; name: string; price: number; vat: number; months: number; credits: number }>(
      db,
      sql`select id, name, unit_price_cents as price, vat_rate as vat, commitment_months as months, monthly_credits_cents as credits
          from products where brand_id is not distinct from ${brandId} and kind = 'subscription_plan' and active order by id`,
    );
    const members = await queryRows<{ id: number; company_id: number | null; mandated: boolean }>(
      db,
      sql`select u.id, u.company_id, exists (select 1 from sepa_mandates m where m.user_id = u.id and m.signed_at is not null
            and coalesce(m.signed_ip, '') <> '' and m.removed_at is null) as mandated
          from users u
          where u.brand_id is not distinct from ${brandId} and u.deleted_at is null and u.enabled and u.roles = '{ROLE_USER}'
            and u.email not like '%@demo.test' and u.company_id is not null
            and u.company_id not in (select company_id from users where email like '%@demo.test' and company_id is not null)
          order by u.id limit 40`,
    );
    const [site] = await queryRows<{ id: number }>(
      db,
      sql`select id from sites where brand_id is not distinct from ${brandId} order by id limit 1`,
    );
    const plain = members.filter((m) => !m.mandated);
    const withMandate = members.find((m) => m.mandated) ?? plain[0];
    if (plans.length === 0 || plain.length < SCENARIOS.length || !withMandate) continue;
    for (const [index, scenario] of SCENARIOS.entries()) {
      const plan = plans[index % plans.length] as (typeof plans)[number];
      const member = scenario.mandated ? withMandate : (plain[index] as (typeof plain)[number]);
      const start = addMonths(thisMonth, scenario.startMonths);
      const startOn = day(new Date(start.getFullYear(), start.getMonth(), scenario.startDay));
      const endOn = scenario.endMonths === null ? null : day(endOfMonth(addMonths(thisMonth, scenario.endMonths)));
      const [sub] = await db
        .insert(subscriptions)
        .values({
          brandId,
          planId: plan.id,
          planName: plan.name,
          userId: member.id,
          companyId: scenario.payer === 'company' ? member.company_id : null,
          siteId: site?.id ?? null,
          monthlyPriceCents: plan.price,
          vatRate: plan.vat,
          commitmentMonths: plan.months,
          monthlyCreditsCents: plan.credits,
          startOn,
          commitmentEndOn: commitmentEnd(startOn, plan.months),
          endOn,
          noticeGivenOn: endOn === null ? null : day(subMonths(parseISO(endOn), 1)),
          state: scenario.state === SUBSCRIPTION_CANCELLED ? SUBSCRIPTION_CANCELLED : SUBSCRIPTION_AWAITING_INVOICE,
        })
        .returning();
      if (!sub || scenario.state === SUBSCRIPTION_AWAITING_INVOICE || scenario.state === SUBSCRIPTION_CANCELLED) continue;
      await db.transaction(async (tx) => {
        const issued = await billSubscription(tx, sub, monthOf(today), { issuedOn: today, runId: null, actor: null });
        const toPay = scenario.lastPaid ? issued : issued.slice(0, -1);
        for (const invoice of toPay) {
          await recordInvoicePayment(tx, {
            invoiceId: invoice.id,
            amountCents: invoice.ttcCents,
            method: scenario.mandated ? 'direct_debit' : 'transfer',
            paidOn: today,
            reference: null,
            actorId: null,
          });
          const [paid] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id));
          if (paid) await settleSubscriptionOfInvoice(tx, paid, null);
        }
      });
    }
  }
}
