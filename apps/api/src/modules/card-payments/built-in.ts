import { randomBytes } from 'node:crypto';
import type { CheckoutState } from '@hubgrade/domain/card-payments/rules';
import { eq } from 'drizzle-orm';
import { builtinCheckoutSessions } from '../../db/schema/index.ts';
import type { CardPaymentAdapter } from './adapter.ts';

/** The built-in provider's page of a session (checkout-page.ts), under the product's own address. */
export const builtInCheckoutPath = (sessionId: string) => `/api/paiement-carte/${sessionId}`;

/**
 * The card provider run by the product itself, as a hosted checkout: each session is kept in
 * builtin_checkout_sessions, its page (/api/paiement-carte/{session}) pays or refuses on demand
 * and sends the browser back to the success or cancel address.
 */
export function builtInCardPayment(publicUrl: string): CardPaymentAdapter {
  return {
    kind: 'built-in',
    async createCheckout(db, request) {
      const sessionId = `cs_${randomBytes(24).toString('base64url')}`;
      await db.insert(builtinCheckoutSessions).values({
        id: sessionId,
        reference: request.reference,
        amountCents: request.amountCents,
        currency: request.currency,
        description: request.description,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
      return { sessionId, url: `${publicUrl}${builtInCheckoutPath(sessionId)}` };
    },
    async getCheckout(db, sessionId) {
      const [session] = await db
        .select({ state: builtinCheckoutSessions.state })
        .from(builtinCheckoutSessions)
        .where(eq(builtinCheckoutSessions.id, sessionId));
      return (session?.state ?? 'open') as CheckoutState;
    },
  };
}
