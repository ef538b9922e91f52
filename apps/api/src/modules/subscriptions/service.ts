import { formatDay } from '@hubgrade/domain/format/dates';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { SUBSCRIPTION_LABELS as L } from '@hubgrade/domain/subscriptions/labels';
import {
  earliestEnd,
  isSubscriptionFinal,
  monthOf,
  nextBillingMonth,
  SUBSCRIPTION_AWAITING_INVOICE,
  type SubscriptionState,
  subscriptionNext,
} from '@hubgrade/domain/subscriptions/rules';
import type { Subscription, SubscriptionBody, SubscriptionTermination } from '@hubgrade/domain/subscriptions/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { productSites, products, sites, subscriptions, users } from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { billSubscription, type SubscriptionRecord } from './billing.ts';
import { findSubscription } from './queries.ts';
import { startSubscription } from './start.ts';

const R = L.refusals;

const actorOf = (viewer: SessionUser) => ({ id: viewer.id, email: viewer.email });

/** The plan, member and site a new subscription names, all of the member's brand and in the viewer's scope. */
async function subscriptionParts(tx: Tx, viewer: SessionUser, body: SubscriptionBody) {
  const [member] = await tx
    .select({ id: users.id, brandId: users.brandId, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.id, body.userId), isNull(users.deletedAt), brandScope(users.brandId, viewer)));
  if (!member) throw notFound(R.unknownMember);
  const [plan] = await tx
    .select()
    .from(products)
    .where(
      and(
        eq(products.id, body.planId),
        eq(products.kind, 'subscription_plan'),
        eq(products.active, true),
        ofBrand(products.brandId, member.brandId),
      ),
    );
  if (!plan) throw notFound(R.unknownPlan);
  if (body.payer === 'company' && member.companyId === null) throw badRequest(R.noCompany, { payer: [R.noCompany] });
  const siteId = body.siteId ?? null;
  if (siteId !== null) {
    const [site] = await tx
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.id, siteId), ofBrand(sites.brandId, member.brandId)));
    if (!site) throw notFound(R.unknownSite);
    const sold = await tx.select({ siteId: productSites.siteId }).from(productSites).where(eq(productSites.productId, plan.id));
    if (sold.length > 0 && !sold.some((s) => s.siteId === siteId)) throw badRequest(R.unknownSite, { siteId: [R.unknownSite] });
  }
  return { member, plan, siteId };
}

/** POST /abonnements: staff subscribe a member, or the member's company, to a plan of the member's brand. */
export async function createSubscription(db: Db, viewer: SessionUser, body: SubscriptionBody): Promise<Subscription> {
  const created = await db.transaction(async (tx) => {
    const { member, plan, siteId } = await subscriptionParts(tx, viewer, body);
    const companyId = body.payer === 'company' ? member.companyId : null;
    return startSubscription(tx, { plan, member, companyId, siteId, startOn: body.startOn, actor: actorOf(viewer) });
  });
  return findSubscription(db, viewer, created.id);
}

/** The subscription of the viewer's scope, its row locked until the transaction ends (a second action waits, then sees the first's result). */
async function lockSubscription(tx: Tx, viewer: SessionUser, id: number): Promise<SubscriptionRecord> {
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), brandScope(subscriptions.brandId, viewer)))
    .for('update');
  if (!sub) throw notFound(R.notFound);
  if (isSubscriptionFinal(sub.state as SubscriptionState)) throw conflict(R.final);
  return sub;
}

/** POST /abonnements/{id}/facturation: invoices the next month due (up to the current one) and grants its credits. */
export async function invoiceSubscription(db: Db, viewer: SessionUser, id: number, today = parisDay()): Promise<Subscription> {
  await db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, viewer, id);
    const month = nextBillingMonth({ ...sub, state: sub.state as SubscriptionState });
    if (month === null || month > monthOf(today)) throw conflict(R.nothingToInvoice);
    await billSubscription(tx, sub, month, { issuedOn: today, runId: null, actor: actorOf(viewer) });
  });
  return findSubscription(db, viewer, id, today);
}

/**
 * POST /abonnements/{id}/resiliation: notice given today, the subscription ends on `endOn`, no
 * earlier than a month's notice and its commitment; its last month is invoiced pro rata, and it
 * ends when that invoice is paid.
 */
export async function terminateSubscription(
  db: Db,
  viewer: SessionUser,
  id: number,
  body: SubscriptionTermination,
  today = parisDay(),
): Promise<Subscription> {
  await db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, viewer, id);
    if (sub.state === SUBSCRIPTION_AWAITING_INVOICE) throw conflict(R.notInvoicedYet);
    if (sub.endOn !== null) throw conflict(R.alreadyEnding);
    const earliest = earliestEnd(sub, today);
    if (body.endOn < earliest) throw badRequest(R.endTooEarly(formatDay(earliest)), { endOn: [R.endTooEarly(formatDay(earliest))] });
    const [ending] = await tx
      .update(subscriptions)
      .set({ endOn: body.endOn, noticeGivenOn: today })
      .where(eq(subscriptions.id, id))
      .returning();
    if (!ending) throw new Error('subscription not updated');
    await recordHistory(tx, {
      entity: 'subscription',
      entityId: id,
      brandId: sub.brandId,
      actor: actorOf(viewer),
      oldData: { endOn: sub.endOn, noticeGivenOn: sub.noticeGivenOn },
      newData: { endOn: ending.endOn, noticeGivenOn: ending.noticeGivenOn },
    });
  });
  return findSubscription(db, viewer, id, today);
}

/** POST /abonnements/{id}/annulation: a subscription not invoiced yet is cancelled outright. */
export async function cancelSubscription(db: Db, viewer: SessionUser, id: number): Promise<Subscription> {
  await db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, viewer, id);
    const next = subscriptionNext(sub.state as SubscriptionState, 'cancel');
    if (next === null) throw conflict(R.cancelInvoiced);
    await tx.update(subscriptions).set({ state: next }).where(eq(subscriptions.id, id));
    await recordHistory(tx, {
      entity: 'subscription',
      entityId: id,
      brandId: sub.brandId,
      actor: actorOf(viewer),
      oldData: { state: sub.state },
      newData: { state: next },
    });
  });
  return findSubscription(db, viewer, id);
}
