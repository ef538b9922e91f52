import { packExpiry } from '@hubgrade/domain/credits/validity';
import { ORDER_LABELS as L } from '@hubgrade/domain/orders/labels';
import {
  initialOrderState,
  issuesInvoice,
  ORDER_AWAITING_INVOICE,
  ORDER_AWAITING_VALIDATION,
  type OrderRefusal,
  type OrderState,
  orderLineAmounts,
  orderTotals,
  orderTransitionRefusal,
  releasesStock,
  tellsBuyer,
} from '@hubgrade/domain/orders/rules';
import type { Order, OrderBody, OrderCreated, OrderMove } from '@hubgrade/domain/orders/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderLines, orders, products, users } from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { appendEntry, lockAccount, payerOf } from '../credits/ledger.ts';
import { actorsFor, checkShopModule, isStaff, type Member, memberOf, orderScope, viewerMember } from './access.ts';
import { invoiceOrder } from './invoicing.ts';
import { recordMove } from './moves.ts';
import { tellBuyer, tellValidators } from './notices.ts';
import { findOrder } from './queries.ts';

/**
 * Takes `quantity` of a product of the buyer's brand off its stock, in one statement: the row's
 * lock makes concurrent buyers of the last units wait for each other, and the condition refuses
 * the one that would take the stock below zero. An untracked stock (null) stays null.
 */
async function takeFromStock(tx: Tx, brandId: number | null, productId: number, quantity: number) {
  const [taken] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(
      and(
        eq(products.id, productId),
        ofBrand(products.brandId, brandId),
        eq(products.active, true),
        sql`(${products.stock} is null or ${products.stock} >= ${quantity})`,
      ),
    )
    .returning();
  if (taken) {
    if (taken.kind === 'subscription_plan') throw conflict(L.refusals.subscriptionPlan);
    return taken;
  }
  const [product] = await tx
    .select({ name: products.name, active: products.active })
    .from(products)
    .where(and(eq(products.id, productId), ofBrand(products.brandId, brandId)));
  if (!product) throw notFound(L.refusals.unknownProduct);
  throw conflict(product.active ? L.refusals.outOfStock(product.name) : L.refusals.unknownProduct);
}

/**
 * Puts the credit packs of a validated order in the ledger the buyer's bookings draw from, each
 * valid for the months it was sold with, counted from today; the balance after.
 */
async function grantCredits(tx: Tx, order: { id: number; userId: number }, actorId: number): Promise<number | null> {
  const packs = await tx
    .select({ name: orderLines.name, credits: orderLines.creditsCents, quantity: orderLines.quantity, months: orderLines.validityMonths })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.kind, 'credit_pack')))
    .orderBy(asc(orderLines.id));
  if (packs.length === 0) return null;
  let account = await lockAccount(tx, await payerOf(tx, order.userId));
  for (const pack of packs) {
    const entry = await appendEntry(tx, account, {
      kind: 'grant',
      label: L.creditEntry(order.id, pack.name),
      amount: (pack.credits ?? 0) * pack.quantity,
      actor: { id: actorId },
      ...(pack.months === null ? {} : { expiresAt: packExpiry(new Date(), pack.months) }),
    });
    account = { ...account, balance: entry.balanceAfter };
  }
  await tx.update(orders).set({ creditsGranted: true }).where(eq(orders.id, order.id));
  return account.balance;
}

/** Gives back to the stock what a refused or cancelled order had taken. */
async function releaseStock(tx: Tx, orderId: number) {
  const lines = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productId));
  for (const line of lines) {
    if (line.productId === null) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(and(eq(products.id, line.productId), sql`${products.stock} is not null`));
  }
}

/** Who places an order: the member themselves, or staff for them (from the member's cart). */
export interface Placer {
  actor: 'buyer' | 'staff';
  userId: number;
}

/**
 * Places an order of `wanted` for `buyer`, in the caller's transaction: the stock is taken
 * (products in id order, so two baskets never wait for each other crosswise) at today's catalogue
 * prices, the order and its lines written, and, when no validation is needed, the credit packs put
 * in the ledger and the order invoiced (it starts at « en attente facturation » and leaves it at
 * once); when it needs validation, its company's owner and managers are notified.
 */
export async function placeOrder(
  tx: Tx,
  buyer: Member,
  wanted: readonly { productId: number; quantity: number }[],
  placer: Placer,
): Promise<{ id: number; balance: number | null }> {
  const state = initialOrderState(buyer);
  const sold = [];
  for (const line of [...wanted].sort((a, b) => a.productId - b.productId)) {
    const product = await takeFromStock(tx, buyer.brandId, line.productId, line.quantity);
    const priced = { unitPriceCents: product.unitPriceCents, quantity: line.quantity, vatRate: product.vatRate };
    sold.push({ product, priced });
  }
  const [order] = await tx
    .insert(orders)
    .values({ brandId: buyer.brandId, userId: buyer.id, companyId: buyer.companyId, state, ...orderTotals(sold.map((s) => s.priced)) })
    .returning();
  if (!order) throw new Error('order not written');
  await tx.insert(orderLines).values(
    sold.map(({ product, priced }) => ({
      orderId: order.id,
      productId: product.id,
      name: product.name,
      kind: product.kind,
      creditsCents: product.creditsCents,
      validityMonths: product.validityMonths,
      ...priced,
      ...orderLineAmounts(priced),
    })),
  );
  await recordMove(tx, order.id, null, state, placer.actor, placer.userId);
  if (state === ORDER_AWAITING_VALIDATION) {
    await tellValidators(tx, order, await nameOf(tx, buyer.id));
    return { id: order.id, balance: null };
  }
  const granted = await grantCredits(tx, order, placer.userId);
  await invoiceOrder(tx, order, 'system', null);
  return { id: order.id, balance: granted };
}

/** POST /commandes: the signed-in member buys. */
export async function createOrder(db: Db, viewer: SessionUser, body: OrderBody): Promise<OrderCreated> {
  checkShopModule(viewer);
  if (isStaff(viewer)) throw forbidden(L.refusals.noBuyer);
  const buyer = await memberOf(db, viewer.id);
  const { id, balance } = await db.transaction((tx) => placeOrder(tx, buyer, body.lines, { actor: 'buyer', userId: viewer.id }));
  return { order: await findOrder(db, viewer, id, buyer), creditBalanceCents: balance };
}

async function nameOf(tx: Tx, userId: number): Promise<string> {
  const [user] = await tx.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId));
  return user ? `${user.first} ${user.last}`.trim() : '';
}

/** The refusal to say when no capacity of the viewer allows the move: the most telling one. */
function refusalOf(refusals: readonly OrderRefusal[]): OrderRefusal {
  for (const reason of ['same', 'final', 'creditsGranted'] as const) if (refusals.includes(reason)) return reason;
  return 'notAllowed';
}

/**
 * POST /commandes/{id}/etat: the viewer takes the order to a state the machine allows them
 * (staff, its buyer, its company's owner or a manager). Validating puts its credit packs in the
 * ledger; « Facturer » issues its invoice; refusing or cancelling gives its stock back; validating
 * or refusing tells the buyer; all with the state's history entry. The order's row lock makes a
 * second concurrent move wait, then find the state already changed (409): never two invoices.
 */
export async function moveOrder(db: Db, viewer: SessionUser, id: number, move: OrderMove): Promise<Order> {
  checkShopModule(viewer);
  const member: Member | null = await viewerMember(db, viewer);
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), orderScope(viewer, member)))
      .for('update');
    if (!order) throw notFound(L.refusals.notFound);
    const from = order.state as OrderState;
    const actors = actorsFor(member, order);
    const refusals = actors.map((actor) => orderTransitionRefusal(from, move.state, actor, order.creditsGranted));
    const index = refusals.indexOf(null);
    const actor = actors[index];
    if (actor === undefined) throw conflict(L.transitionRefusals[refusalOf(refusals.filter((r) => r !== null))]);
    if (issuesInvoice(move.state)) {
      await invoiceOrder(tx, order, actor, viewer.id);
      return;
    }
    await tx.update(orders).set({ state: move.state }).where(eq(orders.id, id));
    if (move.state === ORDER_AWAITING_INVOICE && !order.creditsGranted) await grantCredits(tx, order, viewer.id);
    if (releasesStock(move.state)) await releaseStock(tx, id);
    await recordMove(tx, id, from, move.state, actor, viewer.id);
    if (tellsBuyer(from, move.state)) await tellBuyer(tx, order, move.state, viewer.id);
  });
  return findOrder(db, viewer, id, member);
}
