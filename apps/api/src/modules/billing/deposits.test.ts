import { billingPeriod } from '@hubgrade/domain/billing/contract-billing';
import { DEPOSIT_LABELS as D } from '@hubgrade/domain/billing/labels';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { schematronErrors } from '../../../test/schematron.ts';
import { FACTURX_XSD, xsdErrors } from '../../../test/xml-schema.ts';
import { queryRows } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { brandStaffEmail } from '../../seed/accounts.ts';
import { ciiXml } from './facturx/cii-xml.ts';
import { invoiceDocument } from './sheet.ts';

interface Sheet {
  id: number;
  type: number;
  state: number;
  totalTtc: number;
  isGuaranteeRefund: boolean;
  creditedInvoice: { id: number } | null;
  creditNotes: { id: number }[];
  events: { event: string }[];
  actions: { refundDeposit: boolean; credit: boolean };
}

const month = parisDay().slice(0, 7);

/** A contract's security deposit, invoiced by the month's billing run, then refunded at the contract's end. */
describe.each(ENGINES)('deposit refunds on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload ? { payload } : {}) });
  const sheet = async (id: number, who = 'brand5') => (await call(who, 'GET', `/invoices/${id}`)).json() as Sheet;
  let withDeposit: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    tokens.brand5 = await t.tokenFor(brandStaffEmail('admin', 5));
    tokens.brand9 = await t.tokenFor(brandStaffEmail('admin', 9));
    withDeposit = (
      await one<{ id: number }>(sql`insert into contracts (brand_id, kind, off_platform, state, ad_id, coworking_space_id, landlord_id,
          tenant_id, tenant_company_id, contract_type, start_date, rent_cents, discount_cents, vat_rate, subscription, seats, deposit_cents)
        select brand_id, kind, off_platform, 4, ad_id, coworking_space_id, landlord_id, tenant_id, tenant_company_id, contract_type,
          ${billingPeriod(month).from}, rent_cents, discount_cents, vat_rate, subscription, seats, 180000
        from contracts where brand_id = 5 and state in (4, 5) and deleted_at is null and end_date is null order by id limit 1
        returning id`)
    ).id;
    const started = await call('brand5', 'POST', '/billing-runs', { month });
    expect(started.statusCode, started.body).toBe(202);
    for (let i = 0; i < 600; i++) {
      if ((await call('brand5', 'GET', `/billing-runs/${started.json().id}`)).json().state !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 120_000);
  afterAll(() => t.close());

  it('refunds a paid deposit at the contract’s end by a credit note flagged isGuaranteeRefund, once', async () => {
    const { id } = await one<{ id: number }>(sql`select id from invoices where type = 6 and contract_id = ${withDeposit}`);
    const refund = () => call('brand5', 'POST', `/invoices/${id}/deposit-refund`);
    const unpaid = await refund();
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(D.refusals.notPaid);
    const paid = await call('brand5', 'POST', `/invoices/${id}/payments`, { method: 'transfer', amountCents: 180_000, paidOn: parisDay() });
    expect(paid.statusCode, paid.body).toBe(201);
    const running = await refund();
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe(D.refusals.contractRunning);
    await rows(sql`update contracts set state = 6, end_date = ${parisDay()} where id = ${withDeposit}`);
    expect((await sheet(id)).actions.refundDeposit).toBe(true);
    expect((await call('brand9', 'POST', `/invoices/${id}/deposit-refund`)).statusCode).toBe(404);

    const done = await refund();
    expect(done.statusCode, done.body).toBe(201);
    const note = done.json() as Sheet;
    expect(note).toMatchObject({ type: 5, totalTtc: -180_000, isGuaranteeRefund: true, creditedInvoice: { id } });
    const deposit = await sheet(id);
    expect(deposit).toMatchObject({ state: 3, actions: { refundDeposit: false, credit: false } });
    expect(deposit.creditNotes.map((c) => c.id)).toEqual([note.id]);
    expect(deposit.events.at(-1)?.event).toBe('deposit_refunded');
    const list = (
      await call(
        'brand5',
        'GET',
        `/invoices?userId=${(await one<{ user_id: number }>(sql`select user_id from invoices where id = ${id}`)).user_id}`,
      )
    ).json();
    expect(list.items.find((row: Sheet) => row.id === note.id)?.isGuaranteeRefund).toBe(true);

    const twice = await refund();
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(D.refusals.alreadyRefunded);
    const rent = await one<{ id: number }>(sql`select id from invoices where type = 1 and contract_id = ${withDeposit}`);
    const notDeposit = await call('brand5', 'POST', `/invoices/${rent.id}/deposit-refund`);
    expect(notDeposit.statusCode).toBe(409);
    expect(notDeposit.json().message).toBe(D.refusals.notDeposit);
    const chain = (await call('brand5', 'GET', '/invoices/chain/verify?brandId=5')).json();
    expect(chain.ok).toBe(true);
  });

  it('the deposit and its refund are Factur-X documents the XSD and the EN16931 schematron accept', async () => {
    const issued = await t.database.db
      .select()
      .from(invoices)
      .where(sql`${invoices.contractId} = ${withDeposit} and ${invoices.type} in (5, 6)`);
    expect(issued.map((i) => i.type).sort()).toEqual([5, 6]);
    for (const invoice of issued) {
      const xml = ciiXml(await invoiceDocument(t.database.db, invoice));
      expect(await xsdErrors(xml, FACTURX_XSD)).toEqual([]);
      expect((await schematronErrors(xml)).map((f) => `${f.id} ${f.text}`)).toEqual([]);
    }
  }, 60_000);
});
