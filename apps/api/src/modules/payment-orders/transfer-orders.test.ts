import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { PAIN_001_XSD, xsdErrors } from '../../../test/xml-schema.ts';
import { queryRows } from '../../db/client.ts';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';

type Who = 'admin' | 'brand9';
interface Due {
  brand_id: number;
  landlord_id: number;
  amount: number;
  n: number;
}

const IBAN = 'FR1420041010050500013M02606';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe.each(ENGINES)('transfer orders and other payments on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload ? { payload } : {}) });
  /** Two landlords of one brand owed by sent statements: `paid` gets a bank account, `waiting` has none. */
  let paid: Due;
  let waiting: Due;
  let orderId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    tokens.admin = await t.tokenFor(DEMO_ACCOUNTS.admin);
    tokens.brand9 = await t.tokenFor(DEMO_ACCOUNTS.brand);
    await t.database.db.execute(sql`delete from landlord_bank_accounts`);
    const due = await rows<Due>(sql`
      select brand_id, landlord_id, sum(paid_back_cents)::int as amount, count(*)::int as n from statements
      where state = 2 and paid_back_cents > 0 and brand_id is not null
      group by brand_id, landlord_id order by brand_id, landlord_id`);
    const brand = due.find((d) => due.filter((e) => e.brand_id === d.brand_id).length >= 2)?.brand_id;
    const ofBrand = due.filter((d) => d.brand_id === brand);
    if (ofBrand.length < 2) throw new Error('the demo has no brand with two landlords owed by sent statements');
    [paid, waiting] = ofBrand as [Due, Due];
  });
  afterAll(() => t.close());

  it('is the super administrator’s only', async () => {
    expect((await call('brand9', 'GET', '/ordres/virement')).statusCode).toBe(403);
    expect((await call('brand9', 'GET', '/ordres/virement/bailleurs')).statusCode).toBe(403);
    expect((await call('brand9', 'POST', '/ordres/virement', { brandId: 9, collectionDate: inDays(2) })).statusCode).toBe(403);
    expect((await call('brand9', 'GET', '/autres-paiements')).statusCode).toBe(403);
    const body = { brandId: 9, beneficiary: 'X', iban: IBAN, bic: 'PSSTFRPPPAR', amountCents: 100, label: 'X', paymentDate: inDays(1) };
    expect((await call('brand9', 'POST', '/autres-paiements', body)).statusCode).toBe(403);
  });

  it('lists the landlords owed, without an account until one is given; a wrong IBAN or BIC is refused in French', async () => {
    const list = (await call('admin', 'GET', '/ordres/virement/bailleurs?itemsPerPage=100')).json();
    const row = list.items.find(
      (d: { landlordId: number; brandId: number }) => d.landlordId === paid.landlord_id && d.brandId === paid.brand_id,
    );
    expect(row).toMatchObject({ amountCents: paid.amount, account: null });
    expect(row.statementNumbers).toHaveLength(paid.n);

    const url = `/ordres/virement/bailleurs/${paid.landlord_id}/rib`;
    const badIban = await call('admin', 'PUT', url, {
      holder: 'SCI Les Tilleuls',
      iban: 'FR1420041010050500013M02607',
      bic: 'PSSTFRPPPAR',
    });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().errors.iban).toEqual([L.errors.iban]);
    const badBic = await call('admin', 'PUT', url, { holder: 'SCI Les Tilleuls', iban: IBAN, bic: 'PSST' });
    expect(badBic.statusCode).toBe(400);
    expect(badBic.json().errors.bic).toEqual([L.errors.bic]);
    expect(
      (await call('admin', 'PUT', '/ordres/virement/bailleurs/2000000000/rib', { holder: 'X', iban: IBAN, bic: 'PSSTFRPPPAR' })).statusCode,
    ).toBe(404);
    const saved = await call('admin', 'PUT', url, {
      holder: 'SCI Les Tilleuls',
      iban: 'fr14 2004 1010 0505 0001 3m02 606',
      bic: 'psstfrpppar',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      landlordId: paid.landlord_id,
      holder: 'SCI Les Tilleuls',
      iban: 'FR14 **** **** **** **** ***2 606',
      bic: 'PSSTFRPPPAR',
    });
    const [stored] = await rows<{ iban: string }>(sql`select iban from landlord_bank_accounts where user_id = ${paid.landlord_id}`);
    expect(stored?.iban).toBe(IBAN);
  });

  it('pays back, one transfer per landlord with an account, the brand’s sent statements not paid', async () => {
    const res = await call('admin', 'POST', '/ordres/virement', { brandId: paid.brand_id, collectionDate: inDays(2) });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    orderId = order.id;
    expect(order).toMatchObject({ kind: 'virement', state: 0, stateName: 'Ouvert', brandId: paid.brand_id });
    expect(order.reference).toMatch(/^VIR-\d{4}-\d{6}$/);
    const landlords = await rows<{ item: number; landlord: number; brand: number }>(sql`
      select x.id as item, x.landlord_id as landlord, s.brand_id as brand from payment_order_items x
      join payment_order_statements ps on ps.item_id = x.id join statements s on s.id = ps.statement_id
      where x.order_id = ${orderId}`);
    expect(new Set(landlords.map((l) => l.landlord))).toEqual(new Set([paid.landlord_id]));
    expect(new Set(landlords.map((l) => l.brand))).toEqual(new Set([paid.brand_id]));
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ partyName: 'SCI Les Tilleuls', amountCents: paid.amount, canReject: false });
    expect(order.items[0].statementNumbers).toHaveLength(paid.n);
    expect(order.totalCents).toBe(paid.amount);

    const again = await call('admin', 'POST', '/ordres/virement', { brandId: paid.brand_id, collectionDate: inDays(2) });
    if (again.statusCode === 201)
      expect(again.json().items.some((i: { partyName: string }) => i.partyName === 'SCI Les Tilleuls')).toBe(false);
    else expect(again.json().message).toBe(L.refusals.nothingDue.virement);
    expect((await call('admin', 'GET', `/ordres/prelevement/${orderId}`)).statusCode).toBe(404);
  });

  it('gives its pain.001 file, valid against the official schema', async () => {
    const res = await call('admin', 'GET', `/ordres/virement/${orderId}/xml`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await xsdErrors(res.body, PAIN_001_XSD)).toEqual([]);
    const order = (await call('admin', 'GET', `/ordres/virement/${orderId}`)).json();
    expect(res.body).toContain(`<MsgId>${order.reference}</MsgId>`);
    expect(res.body).toContain(`<IBAN>${IBAN}</IBAN>`);
    expect(res.body).toContain(`<CtrlSum>${(paid.amount / 100).toFixed(2)}</CtrlSum>`);
    expect(res.body).toContain(`<ReqdExctnDt>${order.collectionDate}</ReqdExctnDt>`);
    expect(res.body).toContain('<Nm>SCI Les Tilleuls</Nm>');
  });

  it('put in the bank, marks the statements paid and writes each payout in the bank journal; then one step at a time', async () => {
    expect((await call('admin', 'POST', `/ordres/virement/${orderId}/state`, { state: 2 })).json().message).toBe(L.refusals.step);
    const res = await call('admin', 'POST', `/ordres/virement/${orderId}/state`, { state: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().items[0];
    const statements = await rows<{ state: number; paid: string }>(sql`
      select s.state, to_char(s.paid_at at time zone 'UTC', 'YYYY-MM-DD') as paid from statements s
      join payment_order_statements ps on ps.statement_id = s.id where ps.item_id = ${item.id}`);
    expect(statements).toHaveLength(paid.n);
    for (const s of statements) expect(s).toEqual({ state: 3, paid: res.json().collectionDate });
    const lines = await rows<{ account: string; debit: number; credit: number }>(sql`
      select l.account, l.debit_cents as debit, l.credit_cents as credit from journal_operations o
      join journal_lines l on l.operation_id = o.id
      where o.source_kind = 'payout' and o.source_id = ${item.id} and o.journal = 'BQ' order by l.debit_cents desc`);
    expect(lines).toEqual([
      { account: '467000', debit: paid.amount, credit: 0 },
      { account: '512000', debit: 0, credit: paid.amount },
    ]);
    expect((await call('admin', 'POST', `/ordres/virement/${orderId}/items/${item.id}/reject`, { reason: 'AC04' })).statusCode).toBe(404);
    expect((await call('admin', 'POST', `/ordres/virement/${orderId}/state`, { state: 2 })).statusCode).toBe(200);
    expect((await call('admin', 'POST', `/ordres/virement/${orderId}/state`, { state: 3 })).json()).toMatchObject({
      state: 3,
      nextState: null,
    });
    const list = (await call('admin', 'GET', '/ordres/virement/bailleurs?itemsPerPage=100')).json();
    expect(
      list.items.some((d: { landlordId: number; brandId: number }) => d.landlordId === paid.landlord_id && d.brandId === paid.brand_id),
    ).toBe(false);
    expect(list.items.some((d: { landlordId: number }) => d.landlordId === waiting.landlord_id)).toBe(true);
  });

  it('other payments: refused in French with a wrong IBAN, gathered by the first order reaching their date, removable until then', async () => {
    const body = {
      brandId: 0,
      beneficiary: 'Nettoyage Services',
      iban: IBAN,
      bic: 'PSSTFRPPPAR',
      amountCents: 12_345,
      label: 'Ménage',
      paymentDate: inDays(2),
    };
    const bad = await call('admin', 'POST', '/autres-paiements', { ...body, iban: 'FR00 1234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.iban).toEqual([L.errors.iban]);
    expect((await call('admin', 'POST', '/autres-paiements', { ...body, amountCents: 0 })).json().errors.amountCents).toEqual([
      L.errors.amount,
    ]);
    expect((await call('admin', 'POST', '/autres-paiements', { ...body, brandId: 424242 })).statusCode).toBe(404);
    await t.database.db.execute(
      sql`delete from other_payments where id not in (select other_payment_id from payment_order_items where other_payment_id is not null)`,
    );
    const soon = await call('admin', 'POST', '/autres-paiements', body);
    expect(soon.statusCode, soon.body).toBe(201);
    expect(soon.json()).toMatchObject({ beneficiary: 'Nettoyage Services', amountCents: 12_345, orderId: null, brandName: L.mainPlatform });
    const later = (await call('admin', 'POST', '/autres-paiements', { ...body, beneficiary: 'Plus tard', paymentDate: inDays(30) })).json();

    const created = await call('admin', 'POST', '/ordres/paiement', { brandId: 0, collectionDate: inDays(3) });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    expect(order.reference).toMatch(/^PAI-\d{4}-\d{6}$/);
    expect(order.items.map((i: { partyName: string }) => i.partyName)).toEqual(['Nettoyage Services']);
    const xml = (await call('admin', 'GET', `/ordres/paiement/${order.id}/xml`)).body;
    expect(await xsdErrors(xml, PAIN_001_XSD)).toEqual([]);
    expect(xml).toContain('<Ustrd>Menage</Ustrd>');

    const inOrder = await call('admin', 'DELETE', `/autres-paiements/${soon.json().id}`);
    expect(inOrder.statusCode).toBe(409);
    expect(inOrder.json().message).toBe(L.refusals.paymentInOrder);
    expect((await call('admin', 'DELETE', `/autres-paiements/${later.id}`)).statusCode).toBe(204);
    const list = (await call('admin', 'GET', '/autres-paiements?search=nettoyage')).json();
    expect(list.items).toEqual([expect.objectContaining({ id: soon.json().id, orderId: order.id, orderReference: order.reference })]);

    expect((await call('admin', 'POST', `/ordres/paiement/${order.id}/state`, { state: 1 })).statusCode).toBe(200);
    const [supplier] = await rows<{ n: number }>(sql`
      select count(*)::int as n from journal_operations o join journal_lines l on l.operation_id = o.id
      where o.source_kind = 'payout' and o.source_id = ${order.items[0].id} and l.account = '401000' and l.debit_cents = 12345`);
    expect(supplier?.n).toBe(1);
  });
});
