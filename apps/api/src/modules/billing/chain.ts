import { CHAIN_GENESIS } from '@hubgrade/domain/billing/rules';
import type { ChainReport } from '@hubgrade/domain/billing/schemas';
import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/index.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { chainedContent, invoiceHash } from './issue.ts';
import { assertBrandKey } from './service.ts';

const BATCH = 1000;

/**
 * GET /invoices/chain/verify: walks a brand's chained invoices in issue order, recomputing each
 * hash from the stored content and the previous link, and checking the numbers of each year
 * follow each other. Reports the first invoice where it does not hold.
 */
export async function verifyChain(db: Db, viewer: SessionUser, brandKey: number): Promise<ChainReport> {
  await assertBrandKey(db, viewer, brandKey);
  const brand = brandKey === 0 ? isNull(invoices.brandId) : eq(invoices.brandId, brandKey);
  let previous = CHAIN_GENESIS;
  const lastNumber = new Map<number, number>();
  let checked = 0;
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(invoices)
      .where(and(brand, isNotNull(invoices.hash), gt(invoices.id, afterId)))
      .orderBy(asc(invoices.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    const lines = await db
      .select()
      .from(invoiceLines)
      .where(
        inArray(
          invoiceLines.invoiceId,
          batch.map((b) => b.id),
        ),
      );
    const linesOf = new Map<number, typeof lines>();
    for (const line of lines) linesOf.set(line.invoiceId, [...(linesOf.get(line.invoiceId) ?? []), line]);
    for (const invoice of batch) {
      const broken = (reason: 'hash' | 'link' | 'gap'): ChainReport => ({
        brandId: brandKey,
        ok: false,
        checked,
        brokenAt: { id: invoice.id, fullNumber: invoice.fullNumber, reason },
      });
      if (invoice.previousHash !== previous) return broken('link');
      const expectedNumber = (lastNumber.get(invoice.year) ?? 0) + 1;
      if (invoice.number !== expectedNumber) return broken('gap');
      if (invoiceHash(chainedContent(invoice, linesOf.get(invoice.id) ?? []), previous) !== invoice.hash) return broken('hash');
      lastNumber.set(invoice.year, invoice.number);
      previous = invoice.hash ?? CHAIN_GENESIS;
      checked += 1;
    }
    afterId = batch[batch.length - 1]?.id ?? afterId;
  }
  return { brandId: brandKey, ok: true, checked, brokenAt: null };
}
