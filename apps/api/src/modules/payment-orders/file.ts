import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import type { PaymentOrderKind } from '@hubgrade/domain/payment-orders/rules';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceSellers, paymentOrderItems, sepaCreditorIds } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findOrder } from './queries.ts';
import { creditTransferXml } from './sepa/pain001.ts';
import { directDebitXml } from './sepa/pain008.ts';

type Item = typeof paymentOrderItems.$inferSelect;
type Seller = typeof invoiceSellers.$inferSelect & { iban: string };
interface OrderFacts {
  reference: string;
  createdAt: string;
  collectionDate: string;
  brandKey: number;
}

/** The pain.008 of a direct-debit order: the brand collects, under its SEPA creditor identifier. */
async function debitsFile(db: Db, order: OrderFacts, seller: Seller, items: readonly Item[]) {
  const [creditorId] = await db.select().from(sepaCreditorIds).where(eq(sepaCreditorIds.brandKey, order.brandKey));
  if (!creditorId) throw conflict(L.refusals.noCreditor);
  return directDebitXml({
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
}

/** The pain.001 of a transfer order (landlords paid back, other payments): the brand's account pays each payee. */
function transfersFile(order: OrderFacts, seller: Seller, items: readonly Item[]) {
  return creditTransferXml({
    messageId: order.reference,
    createdAt: new Date(order.createdAt),
    debtor: { name: seller.name, iban: seller.iban, bic: seller.bic },
    executionDate: order.collectionDate,
    transfers: items.map((item) => ({
      endToEndId: item.endToEndId,
      amountCents: item.amountCents,
      payee: { name: item.debtorName, iban: item.debtorIban, bic: item.debtorBic },
      reference: item.remittance,
    })),
  });
}

/**
 * GET /ordres/{type}/{id}/xml: the order's SEPA file, every item it holds (debits the bank sent
 * back later included: the file is what was handed over). The brand's seller identity (brand_key
 * 0: the main platform) is the creditor of the debits and the debtor of the transfers.
 */
export async function orderFile(db: Db, viewer: SessionUser, kind: PaymentOrderKind, id: number) {
  const order = await findOrder(db, viewer, kind, id);
  const brandKey = order.brandId ?? 0;
  const [seller] = await db.select().from(invoiceSellers).where(eq(invoiceSellers.brandKey, brandKey));
  const items = await db.select().from(paymentOrderItems).where(eq(paymentOrderItems.orderId, id)).orderBy(asc(paymentOrderItems.id));
  if (items.length === 0) throw conflict(L.refusals.empty);
  const facts = { ...order, brandKey };
  if (kind === 'prelevement') {
    if (!seller?.iban) throw conflict(L.refusals.noCreditor);
    return { xml: await debitsFile(db, facts, { ...seller, iban: seller.iban }, items), fileName: L.fileName(order.reference) };
  }
  if (!seller?.iban) throw conflict(L.refusals.noDebtorAccount);
  return { xml: transfersFile(facts, { ...seller, iban: seller.iban }, items), fileName: L.fileName(order.reference) };
}
