import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import type { PaymentOrderKind } from '@hubgrade/domain/payment-orders/rules';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceSellers, paymentOrderItems, sepaCreditorIds } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findOrder } from './queries.ts';
import { directDebitXml } from './sepa/pain008.ts';

/**
 * GET /ordres/{type}/{id}/xml: the order's pain.008 file, every debit it holds (those the bank sent
 * back later included: the file is what was handed over). The creditor is the brand's seller
 * identity (brand_key 0: the main platform) with its SEPA creditor identifier.
 */
export async function orderFile(db: Db, viewer: SessionUser, kind: PaymentOrderKind, id: number) {
  const order = await findOrder(db, viewer, kind, id);
  if (kind !== 'prelevement') throw conflict(L.refusals.notYet);
  const brandKey = order.brandId ?? 0;
  const [seller] = await db.select().from(invoiceSellers).where(eq(invoiceSellers.brandKey, brandKey));
  const [creditorId] = await db.select().from(sepaCreditorIds).where(eq(sepaCreditorIds.brandKey, brandKey));
  if (!seller?.iban || !creditorId) throw conflict(L.refusals.noCreditor);
  const items = await db.select().from(paymentOrderItems).where(eq(paymentOrderItems.orderId, id)).orderBy(asc(paymentOrderItems.id));
  if (items.length === 0) throw conflict(L.refusals.empty);
  const xml = directDebitXml({
    messageId: order.reference,
    createdAt: new Date(order.createdAt),
    creditor: { name: seller.name, iban: seller.iban, bic: seller.bic, schemeId: creditorId.schemeId },
    transactions: items.map((item) => ({
      endToEndId: item.endToEndId,
      amountCents: item.amountCents,
      mandateId: item.mandateReference ?? '',
      mandateSignedOn: item.mandateSignedOn ?? '',
      sequence: item.sequenceType ?? 'RCUR',
      collectionDate: order.collectionDate,
      debtor: { name: item.debtorName, iban: item.debtorIban, bic: item.debtorBic },
      remittance: item.remittance,
    })),
  });
  return { xml, fileName: L.fileName(order.reference) };
}
