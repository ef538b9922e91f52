import { z } from 'zod';
import { ZId } from '../common/schemas.ts';
import { CARD_PAYMENT_LABELS as L } from './labels.ts';
import { CHECKOUT_SESSION_PATTERN, CHECKOUT_STATES } from './rules.ts';

/** POST /factures/{id}/paiement-carte: the invoice to pay. */
export const ZCardInvoiceParams = z.object({ id: ZId });

/** The checkout just opened: where the browser goes to pay. */
export const ZCardCheckout = z.object({
  /** The product's card payment (its return names it). */
  id: z.number().int(),
  amountCents: z.number().int(),
  url: z.string(),
});
export type CardCheckout = z.infer<typeof ZCardCheckout>;

/** POST /paiements-carte/{id}/confirmation: the card payment whose checkout the browser came back from. */
export const ZCardPaymentParams = z.object({ id: ZId });

/** What the return learnt from the provider; `message` is the French line the sheet shows. */
export const ZCardPaymentOutcome = z.object({
  id: z.number().int(),
  invoiceId: z.number().int(),
  orderId: z.number().int().nullable(),
  state: z.enum(CHECKOUT_STATES),
  message: z.string(),
});
export type CardPaymentOutcome = z.infer<typeof ZCardPaymentOutcome>;

/** The built-in provider's page: its session id in the path. */
export const ZCheckoutSessionParams = z.object({
  sessionId: z.string().regex(CHECKOUT_SESSION_PATTERN, { error: L.refusals.sessionId }),
});

/** The built-in page's two buttons. */
export const ZCheckoutDecision = z.strictObject({
  outcome: z.enum(['paid', 'failed'], { error: L.refusals.outcome }),
});
export type CheckoutDecision = z.infer<typeof ZCheckoutDecision>;

/** Where the browser goes once the built-in page has its answer: the success or the cancel address. */
export const ZCheckoutRedirect = z.object({ url: z.string() });

/** The built-in page as JSON (for a call that asks for it). */
export const ZCheckoutSession = z.object({
  sessionId: z.string(),
  amountCents: z.number().int(),
  currency: z.literal('EUR'),
  description: z.string(),
  state: z.enum(CHECKOUT_STATES),
});
