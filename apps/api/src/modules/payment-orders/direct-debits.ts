import { INVOICE_TYPE_CREDIT_NOTE } from '@hubgrade/domain/billing/rules';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import { amountDue, ORDER_BANKED, sequenceType } from '@hubgrade/domain/payment-orders/rules';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { paymentOrderItems } from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { recordInvoicePayment } from '../billing/payments.ts';
import type { GatheredItem } from './gather.ts';

interface DueInvoice {
  id: number;
  full_number: string;
  ttc_cents: number;
  credited_cents: number;
  paid_cents: number;
  mandate_id: number;
  holder: string;
  iban: string;
  bic: string | null;
  mandate_reference: string;
  signed_at: string | Date;
  collected_before: boolean;
}

/**
 * The brand's invoices still owed (pending or sent, something left to pay) whose contract has a
 * valid mandate (signed, not removed; the latest signed if several), or that invoice a subscription
 * whose member has one, not already in an open order.
 * A mandate was collected before when one of its debits went to the bank and was not sent back.
 */
export async function dueDebits(tx: Tx, brandId: number | null): Promise<GatheredItem[]> {
  const due = await queryRows<DueInvoice>(
    tx,
    sql`select i.id, i.full_number, i.ttc_cents, i.credited_cents, i.paid_cents,
          m.id as mandate_id, m.holder, m.iban, m.bic, m.reference as mandate_reference, m.signed_at,
          exists (select 1 from payment_order_items x join payment_orders o on o.id = x.order_id
                  where x.mandate_id = m.id and o.state >= ${ORDER_BANKED} and x.rejected_at is null) as collected_before
        from invoices i
        join lateral (select * from sepa_mandates s
                      where (s.contract_id = i.contract_id
                             or (i.contract_id is null and s.user_id = i.user_id
                                 and exists (select 1 from subscription_billings b where b.invoice_id = i.id)))
                        and s.signed_at is not null and s.removed_at is null
                      order by s.signed_at desc, s.id desc limit 1) m on true
        where ${ofBrand(sql`i.brand_id`, brandId)} and i.state in (0, 1) and i.type <> ${INVOICE_TYPE_CREDIT_NOTE}
          and i.ttc_cents - i.credited_cents - i.paid_cents > 0
          and not exists (select 1 from payment_order_items x join payment_orders o on o.id = x.order_id
                          where x.invoice_id = i.id and o.state = 0)
        order by i.id
        for update of i`,
  );
  return due.map((invoice) => ({
    key: invoice.full_number,
    values: {
      invoiceId: invoice.id,
      amountCents: amountDue({ ttcCents: invoice.ttc_cents, creditedCents: invoice.credited_cents, paidCents: invoice.paid_cents }),
      mandateId: invoice.mandate_id,
      sequenceType: sequenceType(invoice.collected_before),
      debtorName: invoice.holder,
      debtorIban: invoice.iban,
      debtorBic: invoice.bic,
      mandateReference: invoice.mandate_reference,
      mandateSignedOn: parisDay(new Date(invoice.signed_at)),
      remittance: `${L.remittance} ${invoice.full_number}`,
    },
  }));
}

/** Putting a direct-debit order in the bank records each invoice's payment (direct debit, on the collection date). */
export async function bankDebits(
  tx: Tx,
  viewer: SessionUser,
  order: { collectionDate: string },
  items: readonly (typeof paymentOrderItems.$inferSelect)[],
) {
  for (const item of items) {
    if (item.invoiceId === null) continue;
    const paymentId = await recordInvoicePayment(tx, {
      invoiceId: item.invoiceId,
      amountCents: item.amountCents,
      method: 'direct_debit',
      paidOn: order.collectionDate,
      reference: item.endToEndId,
      actorId: viewer.id,
    }).catch((error: unknown) => {
      // The invoice was paid or credited since the order was made: its own refusal would not say which order.
      throw error instanceof HttpError ? conflict(L.refusals.invoiceChanged) : error;
    });
    await tx.update(paymentOrderItems).set({ paymentId }).where(eq(paymentOrderItems.id, item.id));
  }
}
