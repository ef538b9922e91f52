import { commitmentEnd, SUBSCRIPTION_AWAITING_INVOICE } from '@hubgrade/domain/subscriptions/rules';
import type { Tx } from '../../db/client.ts';
import { type products, subscriptions } from '../../db/schema/index.ts';
import { recordHistory } from '../../lib/history.ts';
import type { SubscriptionRecord } from './billing.ts';

/** What the history keeps of a subscription. */
const historyData = (s: SubscriptionRecord) => ({
  planName: s.planName,
  userId: s.userId,
  companyId: s.companyId,
  siteId: s.siteId,
  monthlyPriceCents: s.monthlyPriceCents,
  startOn: s.startOn,
  endOn: s.endOn,
  state: s.state,
});

/**
 * Writes a subscription to a plan, in the caller's transaction, with its history line: the plan's
 * terms are copied and it waits for its first invoice (the month's billing run, or « Facturer le
 * mois » on its sheet). Staff's form and an accepted monthly quote both start one here; the caller
 * has checked the plan, the member and the site belong together.
 */
export async function startSubscription(
  tx: Tx,
  args: {
    plan: typeof products.$inferSelect;
    member: { id: number; brandId: number | null };
    /** The company that pays, or null when the member pays. */
    companyId: number | null;
    siteId: number | null;
    startOn: string;
    /** Who started it: staff, or null for the client accepting a quote. */
    actor: { id: number; email: string } | null;
  },
): Promise<SubscriptionRecord> {
  const { plan, member } = args;
  const commitmentMonths = plan.commitmentMonths ?? 0;
  const [created] = await tx
    .insert(subscriptions)
    .values({
      brandId: member.brandId,
      planId: plan.id,
      planName: plan.name,
      userId: member.id,
      companyId: args.companyId,
      siteId: args.siteId,
      monthlyPriceCents: plan.unitPriceCents,
      vatRate: plan.vatRate,
      commitmentMonths,
      monthlyCreditsCents: plan.monthlyCreditsCents ?? 0,
      startOn: args.startOn,
      commitmentEndOn: commitmentEnd(args.startOn, commitmentMonths),
      state: SUBSCRIPTION_AWAITING_INVOICE,
      createdBy: args.actor?.id ?? null,
    })
    .returning();
  if (!created) throw new Error('subscription not written');
  await recordHistory(tx, {
    entity: 'subscription',
    entityId: created.id,
    brandId: created.brandId,
    actor: args.actor,
    oldData: null,
    newData: historyData(created),
  });
  return created;
}
