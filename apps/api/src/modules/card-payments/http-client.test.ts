import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CARD_PAYMENT_LABELS as L } from '@hubgrade/domain/card-payments/labels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { cardPaymentAdapter } from './adapters.ts';
import { checkoutStateOf } from './http-client.ts';

/** A Stripe-Checkout-like provider on a local port: the sessions it was asked for, and their answers. */
describe('the hosted checkout HTTP client', () => {
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const sessions = new Map<string, { status: string; payment_status: string }>([
    ['cs_paid', { status: 'complete', payment_status: 'paid' }],
  ]);
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.setHeader('content-type', 'application/json');
      if (request.headers.authorization !== 'Bearer sk_test') return void response.writeHead(401).end('{"error":{}}');
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        return void response.end(
          JSON.stringify({ id: 'cs_new', url: 'https://pay.example/c/cs_new', status: 'open', payment_status: 'unpaid' }),
        );
      }
      const id = request.url?.match(/^\/v1\/checkout\/sessions\/(.+)$/)?.[1] ?? '';
      const session = sessions.get(id);
      if (id === 'cs_down') return void response.writeHead(502).end('<html>Bad gateway</html>');
      if (!session) return void response.writeHead(404).end('{"error":{"type":"invalid_request_error"}}');
      response.end(JSON.stringify({ id, ...session }));
    });
  });
  let url = '';
  const db = {} as Executor;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('opens a session with the amount, the return addresses and an idempotency key, form encoded', async () => {
    const adapter = cardPaymentAdapter({ cardPayment: { url, key: 'sk_test' }, publicUrl: 'http://app' });
    expect(adapter.kind).toBe('http');
    const checkout = await adapter.createCheckout(db, {
      reference: 'card-payment-7',
      amountCents: 12_345,
      currency: 'EUR',
      description: 'Facture F-2026-0001',
      successUrl: 'http://app/commandes/commandes/3?paiement-carte=7',
      cancelUrl: 'http://app/commandes/commandes/3?paiement-carte=7',
    });
    expect(checkout).toEqual({ sessionId: 'cs_new', url: 'https://pay.example/c/cs_new' });
    const sent = seen.at(-1);
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent?.headers['idempotency-key']).toBe('checkout-card-payment-7');
    const form = new URLSearchParams(sent?.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('client_reference_id')).toBe('card-payment-7');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('12345');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Facture F-2026-0001');
    expect(form.get('success_url')).toBe('http://app/commandes/commandes/3?paiement-carte=7');
  });

  it('reads the outcome from the provider, and reports a provider that fails as unavailable (503)', async () => {
    const adapter = cardPaymentAdapter({ cardPayment: { url, key: 'sk_test' }, publicUrl: 'http://app' });
    expect(await adapter.getCheckout(db, 'cs_paid')).toBe('paid');
    await expect(adapter.getCheckout(db, 'cs_down')).rejects.toMatchObject({ status: 503, message: L.refusals.unavailable });
    const wrongKey = cardPaymentAdapter({ cardPayment: { url, key: 'nope' }, publicUrl: 'http://app' });
    await expect(wrongKey.getCheckout(db, 'cs_paid')).rejects.toMatchObject({ status: 503 });
    const unreachable = cardPaymentAdapter({ cardPayment: { url: 'http://127.0.0.1:1', key: 'k' }, publicUrl: 'http://app' });
    await expect(unreachable.getCheckout(db, 'cs_paid')).rejects.toMatchObject({ status: 503 });
  });

  it('maps the session statuses: paid, expired (refused), anything else still open', () => {
    expect(checkoutStateOf({ status: 'complete', payment_status: 'paid' })).toBe('paid');
    expect(checkoutStateOf({ status: 'expired', payment_status: 'unpaid' })).toBe('failed');
    expect(checkoutStateOf({ status: 'open', payment_status: 'unpaid' })).toBe('open');
    expect(checkoutStateOf({ status: 'complete', payment_status: 'unpaid' })).toBe('open');
  });

  it('runs the built-in provider when no address is configured', () => {
    expect(cardPaymentAdapter({ cardPayment: null, publicUrl: 'http://app' }).kind).toBe('built-in');
  });
});
