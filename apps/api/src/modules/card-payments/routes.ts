import { cardPaymentOperations as op } from '@hubgrade/domain/card-payments/operations';
import { ZCheckoutSession } from '@hubgrade/domain/card-payments/schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { cardPaymentAdapter } from './adapters.ts';
import { builtInCheckoutPath } from './built-in.ts';
import { checkoutPageHtml } from './checkout-page.ts';
import { checkoutSession, confirmCardPayment, decideCheckout, startCardPayment } from './service.ts';

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').split(',')[0]?.trim().startsWith('application/json') ?? false;
}

/** Card payment of an invoice through a hosted checkout, and the built-in provider's page. */
export const cardPaymentRoutes: Module = async (app, { db, config }) => {
  const adapter = cardPaymentAdapter(config);
  route(app, op.startCardPayment, (r) => startCardPayment(db, adapter, config.publicUrl, currentUser(r), r.params.id), {
    preValidation: refuseBody,
  });
  route(app, op.confirmCardPayment, (r) => confirmCardPayment(db, adapter, currentUser(r), r.params.id), { preValidation: refuseBody });

  // --- The built-in provider (public: the session id, random, is the credential) ---------------
  route(
    app,
    op.checkoutPage,
    async (request, reply) => {
      const session = await checkoutSession(db, request.params.sessionId);
      if (wantsJson(request)) return session;
      const { html, nonce } = checkoutPageHtml(builtInCheckoutPath(session.sessionId), session);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header(
          'content-security-policy',
          `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
        )
        .send(html);
    },
    {
      responses: {
        200: {
          description: 'La page, ou la session pour un appel qui demande du JSON',
          content: { 'application/json': { schema: ZCheckoutSession }, 'text/html': { schema: z.string() } },
        },
      },
    },
  );
  route(app, op.decideCheckout, (r) => decideCheckout(db, r.params.sessionId, r.body));
};
