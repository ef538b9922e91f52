import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { BenchContext, ScenarioResult } from '../context.ts';
import { measureHttp } from '../load.ts';

interface ShopProduct {
  id: number;
  kind: string;
  stock: number | null;
}

/**
 * Checkout: a company owner (no validation to wait for) buys a credit pack, each call one
 * transaction that writes the order and its line, grants the pack's credits in the ledger and
 * issues its invoice (gapless number, hash chain, accounting entries). Purchases of one brand
 * queue on its invoice counter and a company's on its credit account, as the law and the ledger
 * ask: the figure is the throughput of that queue at the bench's concurrency.
 */
export const scenario = {
  name: 'checkout',
  title: 'Achat au magasin (POST /api/commandes) : commande + crédits + facture, p50/p99 et débit',
  async run(ctx: BenchContext): Promise<ScenarioResult> {
    const buyer = DEMO_ACCOUNTS.owner;
    const headers = { authorization: `Bearer ${await ctx.token(buyer)}` };
    const shop = (await (await fetch(`${ctx.baseUrl}/api/magasin`, { headers })).json()) as { products?: ShopProduct[] };
    const pack = shop.products?.find((p) => p.kind === 'credit_pack' && p.stock === null);
    if (!pack) throw new Error('aucun pack de crédits sans stock à acheter pour le propriétaire de démonstration');
    const measure = await measureHttp({
      label: 'POST /api/commandes (pack de crédits)',
      url: `${ctx.baseUrl}/api/commandes`,
      method: 'POST',
      connections: ctx.connections,
      duration: ctx.duration,
      headers,
      body: JSON.stringify({ lines: [{ productId: pack.id, quantity: 1 }] }),
    });
    return {
      measures: [measure],
      figures: { productId: pack.id, p50Ms: measure.p50, p99Ms: measure.p99, ordersPerSecond: measure.rps, errors: measure.errors },
      notes: [`${ctx.connections} connexions, un acheteur : chaque achat écrit la commande, l’écriture de crédits et la facture.`],
    };
  },
};
