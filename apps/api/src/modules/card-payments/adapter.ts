import type { CheckoutState } from '@hubgrade/domain/card-payments/rules';
import type { Executor } from '../../db/client.ts';

/** What the product asks its card provider for: one hosted checkout of one amount. */
export interface CheckoutRequest {
  /** The product's own reference of the payment (the provider's client reference). */
  reference: string;
  amountCents: number;
  currency: 'EUR';
  description: string;
  /** Where the provider sends the browser back after a payment, and after a refusal or a cancel. */
  successUrl: string;
  cancelUrl: string;
}

export interface Checkout {
  sessionId: string;
  /** The provider's page the browser goes to. */
  url: string;
}

/**
 * The card provider, behind one interface: the real hosted checkout when CARD_PAYMENT_URL and
 * CARD_PAYMENT_KEY are set, the built-in one otherwise. The outcome is always read from the
 * provider (`getCheckout`), never taken from the browser's return. `db` is the built-in
 * provider's store; the HTTP client ignores it. An unreachable provider is a 503.
 */
export interface CardPaymentAdapter {
  readonly kind: 'built-in' | 'http';
  createCheckout(db: Executor, request: CheckoutRequest): Promise<Checkout>;
  getCheckout(db: Executor, sessionId: string): Promise<CheckoutState>;
}
