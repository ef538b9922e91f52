import { ORDER_LABELS } from '@hubgrade/domain/orders/labels';
import { ORDER_MAX_LINES, ORDER_MAX_QUANTITY } from '@hubgrade/domain/orders/rules';
import type { Cart, CartAdd, CartQuantity, OrderCreated } from '@hubgrade/domain/orders/schemas';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cartLines, carts, products } from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { checkShopModule, isStaff, type Member, memberOf, viewerMember } from './access.ts';
import { cartScope, findCart } from './cart-queries.ts';
import { findOrder } from './queries.ts';
import { placeOrder } from './service.ts';

const L = ORDER_LABELS.carts;
const R = ORDER_LABELS.refusals;
type CartRecord = typeof carts.$inferSelect;

/** The cart of the viewer's scope, locked until the transaction ends: its changes and its checkout take turns. */
async function lockCart(tx: Tx, viewer: SessionUser, member: Member | null, id: number): Promise<CartRecord> {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.id, id), cartScope(viewer, member)))
    .for('update');
  if (!cart) throw notFound(L.refusals.notFound);
  return cart;
}

/**
 * Sets the quantity of a product of the cart's brand on sale (no subscription plan, no more than
 * its stock, no more than 20 products in the cart), and dates the cart's last change.
 */
async function putLine(tx: Tx, cart: CartRecord, productId: number, quantity: (current: number) => number) {
  const [product] = await tx
    .select({ name: products.name, kind: products.kind, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), ofBrand(products.brandId, cart.brandId), eq(products.active, true)));
  if (!product) throw notFound(R.unknownProduct);
  if (product.kind === 'subscription_plan') throw conflict(R.subscriptionPlan);
  const [current] = await tx
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.productId, productId)));
  if (!current) {
    const [lines] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.cartId, cart.id));
    if ((lines?.n ?? 0) >= ORDER_MAX_LINES) throw conflict(L.refusals.tooManyLines);
  }
  const wanted = quantity(current?.quantity ?? 0);
  if (wanted > ORDER_MAX_QUANTITY) throw conflict(R.quantity);
  if (product.stock !== null && wanted > product.stock) throw conflict(R.outOfStock(product.name));
  await tx
    .insert(cartLines)
    .values({ cartId: cart.id, productId, quantity: wanted })
    .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.productId], set: { quantity: wanted } });
  await touch(tx, cart.id);
}

const touch = (tx: Tx, cartId: number) => tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));

/** POST /panier/lignes: the signed-in member puts more of a product in their cart, opened on first use. */
export async function addToCart(db: Db, viewer: SessionUser, body: CartAdd): Promise<Cart> {
  checkShopModule(viewer);
  if (isStaff(viewer)) throw forbidden(L.refusals.noMember);
  const member = await memberOf(db, viewer.id);
  const id = await db.transaction(async (tx) => {
    await tx.insert(carts).values({ brandId: member.brandId, userId: member.id }).onConflictDoNothing();
    const [own] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, member.id));
    if (!own) throw new Error('cart not opened');
    const cart = await lockCart(tx, viewer, member, own.id);
    await putLine(tx, cart, body.productId, (current) => current + body.quantity);
    return cart.id;
  });
  return findCart(db, viewer, id, member);
}

/** PUT /paniers/{id}/lignes/{productId}: the member or staff set how many of a product the cart holds. */
export async function setCartLine(db: Db, viewer: SessionUser, id: number, productId: number, body: CartQuantity): Promise<Cart> {
  checkShopModule(viewer);
  const member = await viewerMember(db, viewer);
  await db.transaction(async (tx) => putLine(tx, await lockCart(tx, viewer, member, id), productId, () => body.quantity));
  return findCart(db, viewer, id, member);
}

/** DELETE /paniers/{id}/lignes/{productId}: a product taken out of the cart. */
export async function removeCartLine(db: Db, viewer: SessionUser, id: number, productId: number): Promise<Cart> {
  checkShopModule(viewer);
  const member = await viewerMember(db, viewer);
  await db.transaction(async (tx) => {
    const cart = await lockCart(tx, viewer, member, id);
    const removed = await tx
      .delete(cartLines)
      .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.productId, productId)))
      .returning({ id: cartLines.id });
    if (removed.length === 0) throw notFound(L.refusals.notInCart);
    await touch(tx, cart.id);
  });
  return findCart(db, viewer, id, member);
}

/** DELETE /paniers/{id}: the cart emptied (by its member, or by staff after a confirmation). */
export async function emptyCart(db: Db, viewer: SessionUser, id: number): Promise<null> {
  checkShopModule(viewer);
  const member = await viewerMember(db, viewer);
  await db.transaction(async (tx) => {
    const cart = await lockCart(tx, viewer, member, id);
    await tx.delete(carts).where(eq(carts.id, cart.id));
  });
  return null;
}

/**
 * POST /paniers/{id}/commande: the cart becomes an order of its member, at today's catalogue
 * prices and by the shop's rules (validation by shopping right, stock never below zero, packs into
 * the ledger), placed by the member or by staff for them, as the order's history says; the cart
 * is gone once the order exists, in the same transaction.
 */
export async function checkoutCart(db: Db, viewer: SessionUser, id: number): Promise<OrderCreated> {
  checkShopModule(viewer);
  const member = await viewerMember(db, viewer);
  const placed = await db.transaction(async (tx) => {
    const cart = await lockCart(tx, viewer, member, id);
    const lines = await tx
      .select({ productId: cartLines.productId, quantity: cartLines.quantity })
      .from(cartLines)
      .where(eq(cartLines.cartId, cart.id))
      .orderBy(asc(cartLines.productId));
    if (lines.length === 0) throw conflict(L.refusals.noLines);
    const buyer = member ?? (await memberOf(tx, cart.userId));
    const order = await placeOrder(tx, buyer, lines, { actor: member ? 'buyer' : 'staff', userId: viewer.id });
    await tx.delete(carts).where(eq(carts.id, cart.id));
    return order;
  });
  return { order: await findOrder(db, viewer, placed.id, member), creditBalanceCents: placed.balance };
}
