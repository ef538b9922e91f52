import { CARD_PAYMENT_LABELS as L } from '@hubgrade/domain/card-payments/labels';
import type { CardCheckout, CardPaymentOutcome } from '@hubgrade/domain/card-payments/schemas';
import type { OrderCreated } from '@hubgrade/domain/orders/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

type Who = 'brand5' | 'brand9' | 'owner5' | 'member5' | 'member9' | 'member';

describe.each(ENGINES)('card payment of an invoice on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const call = (who: Who | null, method: 'GET' | 'POST', url: string, payload?: object, accept = 'application/json') =>
    t.app.inject({
      method,
      url,
      headers: { accept, ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
  const start = (who: Who, invoiceId: number) => call(who, 'POST', `/api/factures/${invoiceId}/paiement-carte`);
  const confirm = (who: Who, id: number) => call(who, 'POST', `/api/paiements-carte/${id}/confirmation`);
  const pagePath = (checkout: CardCheckout) => new URL(checkout.url).pathname;
  const decide = (checkout: CardCheckout, outcome: string) => call(null, 'POST', `${pagePath(checkout)}/issue`, { outcome });
  const invoiceOf = (id: number) =>
    one<{ state: number; paid_cents: number; ttc_cents: number }>(sql`select state, paid_cents, ttc_cents from invoices where id = ${id}`);
  const cardPaymentsOf = (id: number) =>
    rows<{ method: string; amount_cents: number }>(sql`select method, amount_cents from invoice_payments where invoice_id = ${id}`);
  /** member5 buys a product of brand 5 straight away: the order is invoiced and waits for its payment. */
  const unpaidOrder = async () => {
    await rows(sql`update users set shopping_rights = true where email = ${brandStaffEmail('member', 5)}`);
    const product = await one<{ id: number }>(
      sql`select id from products where brand_id = 5 and active and kind = 'credit_pack' order by id limit 1`,
    );
    const res = await call('member5', 'POST', '/api/commandes', { lines: [{ productId: product.id, quantity: 1 }] });
    expect(res.statusCode).toBe(201);
    const { order } = res.json() as OrderCreated;
    expect(order.state).toBe(4);
    return { orderId: order.id, invoiceId: order.invoiceId as number, ttc: order.totalTtcCents };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of [
      ['brand5', brandStaffEmail('admin', 5)],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['owner5', brandStaffEmail('owner', 5)],
      ['member5', brandStaffEmail('member', 5)],
      ['member9', brandStaffEmail('member', 9)],
      ['member', DEMO_ACCOUNTS.member],
    ] as const) {
      tokens[who] = await t.tokenFor(email);
    }
  });
  afterAll(() => t.close());

  it('opens a checkout for what is owed; the paid return records the payment once, and the order is paid', async () => {
    const { orderId, invoiceId, ttc } = await unpaidOrder();
    const res = await start('member5', invoiceId);
    expect(res.statusCode).toBe(201);
    const checkout = res.json() as CardCheckout;
    expect(checkout.amountCents).toBe(ttc);
    expect(checkout.url).toMatch(/\/api\/paiement-carte\/cs_[A-Za-z0-9_-]+$/);

    // The built-in provider's page: the amount, the invoice, the two buttons, under its own policy.
    const page = await call(null, 'GET', pagePath(checkout), undefined, 'text/html');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(L.page.succeed);
    expect(page.body).toContain(L.page.fail);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    const session = (await call(null, 'GET', pagePath(checkout))).json();
    expect(session).toMatchObject({ amountCents: ttc, currency: 'EUR', state: 'open' });

    // Back before paying: nothing changes.
    const early = (await confirm('member5', checkout.id)).json() as CardPaymentOutcome;
    expect(early).toMatchObject({ state: 'open', invoiceId, orderId });
    expect(await invoiceOf(invoiceId)).toMatchObject({ state: 0, paid_cents: 0 });

    const decided = await decide(checkout, 'paid');
    expect(decided.statusCode).toBe(200);
    expect(decided.json().url).toBe(`${t.config.publicUrl}/commandes/commandes/${orderId}?paiement-carte=${checkout.id}`);
    expect((await decide(checkout, 'failed')).statusCode).toBe(409);

    // The return, reloaded, and arriving three times at once: one payment.
    const answers = await Promise.all([1, 2, 3].map(() => confirm('member5', checkout.id)));
    answers.push(await confirm('member5', checkout.id));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ state: 'paid', message: L.accepted, orderId });
    }
    expect(await cardPaymentsOf(invoiceId)).toEqual([{ method: 'card', amount_cents: ttc }]);
    expect(await invoiceOf(invoiceId)).toMatchObject({ state: 2, paid_cents: ttc });
    expect((await one<{ state: number }>(sql`select state from orders where id = ${orderId}`)).state).toBe(5);

    // Paid: no second checkout.
    const again = await start('member5', invoiceId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(L.refusals.notOwed);
  });

  it('a refused payment changes nothing, says so in French, and can be tried again', async () => {
    const { invoiceId, ttc } = await unpaidOrder();
    const checkout = (await start('member5', invoiceId)).json() as CardCheckout;
    const refused = await decide(checkout, 'failed');
    expect(refused.statusCode).toBe(200);
    const outcome = (await confirm('member5', checkout.id)).json() as CardPaymentOutcome;
    expect(outcome).toMatchObject({ state: 'failed', message: L.refused(L.reasons.failed) });
    expect(await cardPaymentsOf(invoiceId)).toEqual([]);
    expect(await invoiceOf(invoiceId)).toMatchObject({ state: 0, paid_cents: 0 });
    // The refused page says it is done.
    expect((await call(null, 'GET', pagePath(checkout), undefined, 'text/html')).body).toContain(L.page.done);

    const retry = (await start('member5', invoiceId)).json() as CardCheckout;
    expect(retry.id).not.toBe(checkout.id);
    await decide(retry, 'paid');
    expect((await confirm('member5', retry.id)).json()).toMatchObject({ state: 'paid' });
    expect(await invoiceOf(invoiceId)).toMatchObject({ state: 2, paid_cents: ttc });
  });

  it('lets the company owner and the brand staff pay; another brand or another member is told it does not exist', async () => {
    const { invoiceId } = await unpaidOrder();
    expect((await start('owner5', invoiceId)).statusCode).toBe(201);
    const staff = await start('brand5', invoiceId);
    expect(staff.statusCode).toBe(201);
    for (const who of ['brand9', 'member9', 'member'] as const) {
      expect((await start(who, invoiceId)).statusCode).toBe(404);
      expect((await confirm(who, (staff.json() as CardCheckout).id)).statusCode).toBe(404);
    }
    expect((await call(null, 'POST', `/api/factures/${invoiceId}/paiement-carte`)).statusCode).toBe(401);
  });

  it('refuses bad input with a French message', async () => {
    const bad = await call('member5', 'POST', '/api/factures/abc/paiement-carte');
    expect(bad.statusCode).toBe(400);
    const { invoiceId } = await unpaidOrder();
    const checkout = (await start('member5', invoiceId)).json() as CardCheckout;
    const outcome = await decide(checkout, 'maybe');
    expect(outcome.statusCode).toBe(400);
    expect(JSON.stringify(outcome.json())).toContain(L.refusals.outcome);
    const session = await call(null, 'GET', '/api/paiement-carte/x');
    expect(session.statusCode).toBe(400);
    expect(JSON.stringify(session.json())).toContain(L.refusals.sessionId);
    expect((await call(null, 'GET', '/api/paiement-carte/cs_unknownsessionidentifier')).statusCode).toBe(404);
    // A credit note, or a paid invoice, takes no card payment.
    await rows(sql`update invoices set state = 3 where id = ${invoiceId}`);
    expect((await start('member5', invoiceId)).statusCode).toBe(409);
  });
});
