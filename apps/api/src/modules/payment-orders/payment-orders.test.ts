import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { PAIN_008_XSD, xsdErrors } from '../../../test/xml-schema.ts';
import { queryRows } from '../../db/client.ts';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';

type Who = 'admin' | 'brand9';
interface Invoice {
  id: number;
  contract_id: number;
  due: number;
}

const IBAN = 'FR7630006000011234567890189';
const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

describe.each(ENGINES)('direct-debit orders on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload ? { payload } : {}) });
  /** Due invoices of brand 5: `fresh` under a new mandate, `collected` under a mandate already debited, `none` without a valid mandate. */
  let fresh: Invoice;
  let collected: Invoice;
  let none: Invoice;
  let orderId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    tokens.admin = await t.tokenFor(DEMO_ACCOUNTS.admin);
    tokens.brand9 = await t.tokenFor(DEMO_ACCOUNTS.brand);
    const due = await rows<Invoice>(sql`
      select distinct on (i.contract_id) i.id, i.contract_id, (i.ttc_cents - i.credited_cents - i.paid_cents)::int as due
      from invoices i where i.brand_id = 5 and i.contract_id is not null and i.state in (0, 1) and i.type <> 5
        and i.ttc_cents - i.credited_cents - i.paid_cents > 0
      order by i.contract_id, i.id limit 3`);
    if (due.length < 3) throw new Error('the demo has fewer than three due invoices of brand 5 under contract');
    [fresh, collected, none] = due as [Invoice, Invoice, Invoice];
    await t.database.db.execute(sql`update sepa_mandates set removed_at = now()
      where contract_id in (${fresh.contract_id}, ${collected.contract_id}, ${none.contract_id})`);
    for (const invoice of [fresh, collected]) {
      await t.database.db.execute(sql`
        insert into sepa_mandates (brand_id, contract_id, user_id, holder, iban, bic, reference, signed_at)
        select 5, i.contract_id, i.user_id, 'Hélène Dupré', ${IBAN}, 'AGRIFRPP', ${`RUM-TEST-${invoice.contract_id}`}, now() - interval '30 days'
        from invoices i where i.id = ${invoice.id}`);
    }
    // An earlier order, in the bank, already debited the second mandate once.
    await t.database.db.execute(sql`
      with o as (insert into payment_orders (brand_id, kind, reference, state, collection_date, total_cents, item_count)
                 values (5, 'prelevement', 'PRLV-EARLIER', 3, current_date - 40, 100, 1) returning id)
      insert into payment_order_items (order_id, invoice_id, amount_cents, mandate_id, sequence_type, end_to_end_id, debtor_name, debtor_iban, remittance)
      select o.id, ${none.id}, 100, m.id, 'FRST', 'E2E-EARLIER', 'Hélène Dupré', ${IBAN}, 'Facture'
      from o, sepa_mandates m where m.reference = ${`RUM-TEST-${collected.contract_id}`}`);
  });
  afterAll(() => t.close());

  interface Item {
    id: number;
    invoiceId: number;
    endToEndId: string;
  }
  const itemOf = (order: { items: Item[] }, invoice: Invoice) => order.items.find((i) => i.invoiceId === invoice.id);

  it('is the super administrator’s only, and refuses a collection date that is not in the future', async () => {
    expect((await call('brand9', 'GET', '/ordres/prelevement')).statusCode).toBe(403);
    expect((await call('brand9', 'POST', '/ordres/prelevement', { brandId: 9, collectionDate: tomorrow() })).statusCode).toBe(403);
    const past = await call('admin', 'POST', '/ordres/prelevement', { brandId: 5, collectionDate: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.collectionDate).toEqual([L.errors.collectionDate]);
    expect((await call('admin', 'POST', '/ordres/prelevement', { brandId: 424242, collectionDate: tomorrow() })).statusCode).toBe(404);
  });

  it('gathers the brand’s due invoices under a valid mandate, FRST for a new mandate and RCUR for a debited one', async () => {
    const res = await call('admin', 'POST', '/ordres/prelevement', { brandId: 5, collectionDate: tomorrow() });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    orderId = order.id;
    expect(order.state).toBe(0);
    expect(order.stateName).toBe('Ouvert');
    expect(order.reference).toMatch(/^PRLV-\d{4}-\d{6}$/);
    expect(itemOf(order, fresh)).toMatchObject({
      amountCents: fresh.due,
      sequenceType: 'FRST',
      mandateReference: `RUM-TEST-${fresh.contract_id}`,
    });
    expect(itemOf(order, collected)).toMatchObject({ amountCents: collected.due, sequenceType: 'RCUR' });
    expect(itemOf(order, none)).toBeUndefined();
    expect(order.totalCents).toBe(order.items.reduce((sum: number, i: { amountCents: number }) => sum + i.amountCents, 0));
    expect(order.itemCount).toBe(order.items.length);
    expect(order.nextState).toBe(1);

    const list = (await call('admin', 'GET', '/ordres/prelevement')).json();
    expect(list.items[0].id).toBe(orderId);
    expect((await call('admin', 'GET', `/ordres/virement/${orderId}`)).statusCode).toBe(404);
  });

  it('does not put an invoice in two open orders', async () => {
    const again = await call('admin', 'POST', '/ordres/prelevement', { brandId: 5, collectionDate: tomorrow() });
    if (again.statusCode === 201) expect(itemOf(again.json(), fresh)).toBeUndefined();
    else expect(again.json().message).toBe(L.refusals.nothingDue.prelevement);
  });

  it('gives its pain.008 file, valid against the official schema', async () => {
    const res = await call('admin', 'GET', `/ordres/prelevement/${orderId}/xml`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(await xsdErrors(xml, PAIN_008_XSD)).toEqual([]);
    const order = (await call('admin', 'GET', `/ordres/prelevement/${orderId}`)).json();
    expect(xml).toContain(`<MsgId>${order.reference}</MsgId>`);
    expect(xml).toContain(`<NbOfTxs>${order.items.length}</NbOfTxs>`);
    expect(xml).toContain(`<MndtId>RUM-TEST-${fresh.contract_id}</MndtId>`);
    expect(xml).toContain('<Nm>Helene Dupre</Nm>');
    expect(xml).toContain('<SeqTp>FRST</SeqTp>');
    expect(xml).toContain('<SeqTp>RCUR</SeqTp>');
  });

  it('moves one step at a time; put in the bank, every invoice is paid by direct debit', async () => {
    const skip = await call('admin', 'POST', `/ordres/prelevement/${orderId}/state`, { state: 3 });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(L.refusals.step);
    const rejectOpen = await call('admin', 'POST', `/ordres/prelevement/${orderId}/items/${1}/reject`, { reason: 'AC04' });
    expect([404, 409]).toContain(rejectOpen.statusCode);

    const res = await call('admin', 'POST', `/ordres/prelevement/${orderId}/state`, { state: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().stateName).toBe('Mis en banque');
    const paid = await rows<{ id: number; state: number; paid: number; method: string; kind: string }>(sql`
      select i.id, i.state, i.paid_cents as paid, p.method, o.source_kind as kind
      from invoices i join invoice_payments p on p.invoice_id = i.id
      join journal_operations o on o.source_kind = 'payment' and o.source_id = p.id
      where i.id in (${fresh.id}, ${collected.id}) and p.reference like ${`${res.json().reference}-%`} order by i.id`);
    expect(paid).toHaveLength(2);
    for (const row of paid) expect(row).toMatchObject({ state: 2, method: 'direct_debit', kind: 'payment' });
    expect((await call('admin', 'POST', `/ordres/prelevement/${orderId}/state`, { state: 1 })).json().message).toBe(
      L.refusals.alreadyBanked,
    );
  });

  it('takes a rejected debit back: payment reversed, invoice owed again, rejected-debit operation written', async () => {
    const order = (await call('admin', 'GET', `/ordres/prelevement/${orderId}`)).json();
    const item = itemOf(order, fresh) as Item;
    const blank = await call('admin', 'POST', `/ordres/prelevement/${orderId}/items/${item.id}/reject`, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    const res = await call('admin', 'POST', `/ordres/prelevement/${orderId}/items/${item.id}/reject`, { reason: 'AC04 compte clôturé' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(itemOf(after, fresh)).toMatchObject({ rejectionReason: 'AC04 compte clôturé', canReject: false });
    expect(after.rejectedCents).toBe(fresh.due);
    expect(after.collectedCents).toBe(after.totalCents - fresh.due);
    const [invoice] = await rows<{ state: number; due: number }>(sql`
      select state, (ttc_cents - credited_cents - paid_cents)::int as due from invoices where id = ${fresh.id}`);
    expect(invoice).toEqual({ state: 1, due: fresh.due });
    // The payment stays in the invoice's history, marked sent back, and both its operations stay in the journal.
    const payments = await rows<{ id: number; amount: number; reversed: string; reason: string }>(sql`
      select id, amount_cents as amount, reversed_on::text as reversed, reversal_reason as reason
      from invoice_payments where invoice_id = ${fresh.id} and reference = ${item.endToEndId}`);
    expect(payments).toHaveLength(1);
    const [payment] = payments as [{ id: number; amount: number; reversed: string; reason: string }];
    expect(payment).toMatchObject({ amount: fresh.due, reason: 'AC04 compte clôturé' });
    expect(payment.reversed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const journal = await rows<{ kind: string }>(sql`
      select source_kind as kind from journal_operations where source_id = ${payment.id} and source_kind in ('payment', 'rejected_debit')
      order by id`);
    expect(journal.map((j) => j.kind)).toEqual(['payment', 'rejected_debit']);
    const sheet = (await call('admin', 'GET', `/invoices/${fresh.id}`)).json();
    expect(sheet.payments.find((p: { id: number }) => p.id === payment.id)).toMatchObject({
      reversalReason: 'AC04 compte clôturé',
      reversedOn: payment.reversed,
    });
    const twice = await call('admin', 'POST', `/ordres/prelevement/${orderId}/items/${item.id}/reject`, { reason: 'AC04' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(L.refusals.alreadyRejected);
  });

  it('goes to payout then closed, after which no debit can be rejected', async () => {
    expect((await call('admin', 'POST', `/ordres/prelevement/${orderId}/state`, { state: 2 })).statusCode).toBe(200);
    const closed = await call('admin', 'POST', `/ordres/prelevement/${orderId}/state`, { state: 3 });
    expect(closed.json()).toMatchObject({ state: 3, stateName: 'Clôturé', nextState: null });
    const item = itemOf(closed.json(), collected) as Item;
    const late = await call('admin', 'POST', `/ordres/prelevement/${orderId}/items/${item.id}/reject`, { reason: 'AM04' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(L.refusals.closed);
  });
});
