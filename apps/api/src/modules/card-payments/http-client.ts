import { CARD_PAYMENT_LABELS as L } from '@hubgrade/domain/card-payments/labels';
import type { CheckoutState } from '@hubgrade/domain/card-payments/rules';
import { z } from 'zod';
import type { ServiceConfig } from '../../config.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { CardPaymentAdapter } from './adapter.ts';

/** A provider that does not answer within this delay is reported unavailable. */
const TIMEOUT_MS = 10_000;

/** The provider unreachable or answering something else than a session: a 503, the detail kept for the log. */
const serviceUnavailable = (detail: string) => Object.assign(new HttpError(503, L.refusals.unavailable), { detail });

const ZSession = z.object({
  id: z.string(),
  url: z.string().nullish(),
  status: z.string().nullish(),
  payment_status: z.string().nullish(),
});

/** Stripe's form encoding of nested parameters (`line_items[0][quantity]=1`). */
export function formBody(params: Record<string, string | number>): string {
  return Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

/** What the session's two statuses say of the payment: paid, expired (the payment will not come), or still open. */
export function checkoutStateOf(session: { status?: string | null; payment_status?: string | null }): CheckoutState {
  if (session.payment_status === 'paid') return 'paid';
  if (session.status === 'expired') return 'failed';
  return 'open';
}

/**
 * A Stripe-Checkout-like hosted checkout (CARD_PAYMENT_URL, e.g. https://api.stripe.com;
 * CARD_PAYMENT_KEY as bearer secret key), in plain fetch: POST /v1/checkout/sessions (form
 * encoded, one line of the amount, client_reference_id, success and cancel addresses, an
 * idempotency key per payment) and GET /v1/checkout/sessions/{id} for the outcome.
 */
export function httpCardPayment(config: ServiceConfig): CardPaymentAdapter {
  async function call(path: string, init: { method: 'GET' | 'POST'; body?: string; idempotencyKey?: string }) {
    let response: Response;
    try {
      response = await fetch(`${config.url}${path}`, {
        method: init.method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${config.key}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
          ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
        },
        body: init.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw serviceUnavailable(`Paiement par carte injoignable : ${(error as Error).message}`);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: an error page of a proxy; refused below.
    }
    const parsed = ZSession.safeParse(json);
    if (!response.ok || !parsed.success) throw serviceUnavailable(`Paiement par carte : réponse ${response.status} inattendue`);
    return parsed.data;
  }
  return {
    kind: 'http',
    async createCheckout(_db, request) {
      const session = await call('/v1/checkout/sessions', {
        method: 'POST',
        idempotencyKey: `checkout-${request.reference}`,
        body: formBody({
          mode: 'payment',
          client_reference_id: request.reference,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          'line_items[0][quantity]': 1,
          'line_items[0][price_data][currency]': request.currency.toLowerCase(),
          'line_items[0][price_data][unit_amount]': request.amountCents,
          'line_items[0][price_data][product_data][name]': request.description,
          'metadata[reference]': request.reference,
        }),
      });
      if (!session.url) throw serviceUnavailable('Paiement par carte : session sans adresse');
      return { sessionId: session.id, url: session.url };
    },
    async getCheckout(_db, sessionId) {
      return checkoutStateOf(await call(`/v1/checkout/sessions/${encodeURIComponent(sessionId)}`, { method: 'GET' }));
    },
  };
}
