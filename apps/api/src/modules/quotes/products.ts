import type { ProductKind } from '@hubgrade/domain/catalogue/rules';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import type { QuoteProductOption, QuoteProductQuery } from '@hubgrade/domain/quotes/schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { products, quoteLines } from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { startSubscription } from '../subscriptions/start.ts';
import { clientOf } from './client.ts';

/**
 * The catalogue's lines of a quote. The products are read through the database schema, as the
 * rooms and spaces of the slots are. Goods and services are quoted, and on a monthly quote a
 * subscription plan, which acceptance starts; a credit pack fills the ledger, which the shop does.
 */
export const QUOTABLE_KINDS: readonly ProductKind[] = ['product', 'service'];
const MONTHLY_KINDS: readonly ProductKind[] = [...QUOTABLE_KINDS, 'subscription_plan'];
/** Products the picker shows for one search. */
const PICKER_SIZE = 20;

const quotable = (brandId: number | null, monthly: boolean) =>
  and(ofBrand(products.brandId, brandId), eq(products.active, true), inArray(products.kind, monthly ? MONTHLY_KINDS : QUOTABLE_KINDS));

/**
 * A product a line may take: active, quotable, of the quote's brand; a 400 on the line's field
 * otherwise, with its own words for a plan on a quote that is not monthly.
 */
export async function quotableProduct(db: Executor, brandId: number | null, productId: number, field: string, monthly: boolean) {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      kind: products.kind,
      unitPriceCents: products.unitPriceCents,
      vatRate: products.vatRate,
      stock: products.stock,
    })
    .from(products)
    .where(and(eq(products.id, productId), quotable(brandId, true)));
  if (!product) throw badRequest(L.refusals.unknownProduct, { [`${field}.productId`]: [L.refusals.unknownProduct] });
  if (product.kind === 'subscription_plan' && !monthly) {
    throw badRequest(L.refusals.planNotMonthly, { [`${field}.productId`]: [L.refusals.planNotMonthly] });
  }
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
    .where(
      and(
        quotable(client.brandId, query.subscription),
        query.search ? sql`${products.name} ilike ${likePattern(query.search)}` : undefined,
      ),
    )
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

/**
 * Starts, in the accepting transaction, the subscription a monthly quote's plan line sells: to the
 * quote's client, paid by the quote's company when it names one, from the day of acceptance (Paris),
 * at the price and VAT the quote agreed.
 */
export async function startQuotedPlan(
  tx: Tx,
  quote: { id: number; brandId: number | null; clientId: number; companyId: number | null },
  now: Date,
): Promise<void> {
  const planLines = await tx
    .select({ plan: products, unitPriceCents: quoteLines.unitPriceCents, vatRate: quoteLines.vatRate })
    .from(quoteLines)
    .innerJoin(products, eq(products.id, quoteLines.productId))
    .where(and(eq(quoteLines.quoteId, quote.id), eq(products.kind, 'subscription_plan')))
    .orderBy(asc(quoteLines.position));
  for (const line of planLines) {
    await startSubscription(tx, {
      plan: { ...line.plan, unitPriceCents: line.unitPriceCents, vatRate: line.vatRate },
      member: { id: quote.clientId, brandId: quote.brandId },
      companyId: quote.companyId,
      siteId: null,
      startOn: parisDay(now),
      actor: null,
    });
  }
}
