import type { ProductKind } from '@hubgrade/domain/catalogue/rules';
import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import type { QuoteProductOption, QuoteProductQuery } from '@hubgrade/domain/quotes/schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { products, quoteLines } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { clientOf } from './client.ts';

/**
 * The catalogue's lines of a quote. The products are read through the database schema, as the
 * rooms and spaces of the slots are. Only goods and services are quoted: a credit pack fills the
 * ledger and a plan starts a subscription, which the shop's orders do and an accepted quote does not.
 */
export const QUOTABLE_KINDS: readonly ProductKind[] = ['product', 'service'];
/** Products the picker shows for one search. */
const PICKER_SIZE = 20;

const quotable = (brandId: number | null) =>
  and(sql`${products.brandId} is not distinct from ${brandId}`, eq(products.active, true), inArray(products.kind, QUOTABLE_KINDS));

/** A product a line may take: active, quotable, of the quote's brand; a 400 on the line's field otherwise. */
export async function quotableProduct(db: Executor, brandId: number | null, productId: number, field: string) {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      unitPriceCents: products.unitPriceCents,
      vatRate: products.vatRate,
      stock: products.stock,
    })
    .from(products)
    .where(and(eq(products.id, productId), quotable(brandId)));
  if (!product) throw badRequest(L.refusals.unknownProduct, { [`${field}.productId`]: [L.refusals.unknownProduct] });
  return product;
}

/** GET /devis/products: the client's brand's quotable products whose name holds the search, by name. */
export async function searchProducts(db: Executor, viewer: SessionUser, query: QuoteProductQuery): Promise<QuoteProductOption[]> {
  const client = await clientOf(db, viewer, query.client);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      unitPriceCents: products.unitPriceCents,
      vatRate: products.vatRate,
      unit: products.unit,
      stock: products.stock,
    })
    .from(products)
    .where(and(quotable(client.brandId), query.search ? sql`${products.name} ilike ${likePattern(query.search)}` : undefined))
    .orderBy(asc(products.name), asc(products.id))
    .limit(PICKER_SIZE);
  return rows.map((r) => ({ ...r, unit: r.unit as QuoteProductOption['unit'] }));
}

/**
 * Takes the product lines of an accepted quote off the stock, in the accepting transaction: one
 * statement per product (quantities of the same product summed, products in id order so that two
 * acceptances lock them in the same order), refused with a 409 when it would go below zero.
 * A product whose stock is not tracked, or no longer active, is not refused: the price was agreed.
 */
export async function takeStock(tx: Tx, quoteId: number): Promise<void> {
  const wanted = await tx
    .select({ productId: quoteLines.productId, quantity: sql<string>`sum(${quoteLines.quantity})` })
    .from(quoteLines)
    .where(and(eq(quoteLines.quoteId, quoteId), eq(quoteLines.kind, 'product')))
    .groupBy(quoteLines.productId)
    .orderBy(asc(quoteLines.productId));
  for (const { productId, quantity } of wanted) {
    if (productId === null) continue;
    const count = Number(quantity);
    const [taken] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${count}`, updatedAt: new Date() })
      .where(and(eq(products.id, productId), sql`${products.stock} is not null`, sql`${products.stock} >= ${count}`))
      .returning({ id: products.id });
    if (taken) continue;
    const [product] = await tx.select({ name: products.name, stock: products.stock }).from(products).where(eq(products.id, productId));
    if (product && product.stock !== null) throw conflict(L.refusals.outOfStock(product.name, product.stock));
  }
}
