import { STATEMENT_LABELS as L } from '@hubgrade/domain/statements/labels';
import { commissionOf, statementNumber } from '@hubgrade/domain/statements/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

type Who = 'admin' | 'brand5' | 'brand9' | 'commercial';

describe.each(ENGINES)('management statements on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload ? { payload } : {}) });
  /** A past month of brand 5 without the demo's statements, in which tenants of platform contracts paid their rent. */
  let period: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const accounts: [Who, string][] = [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['commercial', DEMO_ACCOUNTS.commercial],
    ];
    for (const [who, email] of accounts) tokens[who] = await t.tokenFor(email);
    const [busiest] = await rows<{ period: string }>(sql`
      select to_char(p.paid_on, 'YYYY-MM') as period from invoice_payments p join invoices i on i.id = p.invoice_id
      where i.type = 1 and i.brand_id = 5 and i.landlord_id is not null and p.paid_on < date_trunc('month', current_date)
        and not exists (select 1 from statements s where s.brand_id = 5 and s.period = to_char(p.paid_on, 'YYYY-MM'))
      group by 1 order by count(*) desc, 1 desc limit 1`);
    if (!busiest) throw new Error('no paid platform rent in the demo data');
    // Without the demo's statements: this file writes the month's itself.
    period = busiest.period;
    expect(await statementsOf(period)).toEqual([]);
  });
  afterAll(() => t.close());

  const statementsOf = (p: string) =>
    rows<{ id: number; landlord_id: number; full_number: string; token: string; collected_cents: number; paid_back_cents: number }>(
      sql`select id, landlord_id, full_number, token, collected_cents, paid_back_cents from statements
          where brand_id = 5 and period = ${p} order by landlord_id`,
    );

  it('starts from the demo’s statements of the last months: paid back, sent, and drafts', async () => {
    const states = await rows<{ state: number; n: number }>(
      sql`select state, count(*)::int as n from statements group by state order by state`,
    );
    expect(states.map((r) => r.state)).toEqual([1, 2, 3]);
    const [landlord] = await rows<{ n: number }>(
      sql`select count(*)::int as n from statements s join users u on u.id = s.landlord_id where u.email = ${DEMO_ACCOUNTS.landlord}`,
    );
    expect(landlord?.n).toBeGreaterThan(0);
  });

  it('writes one statement per landlord of the month, with the rents collected in it and the commission per line', async () => {
    const res = await call('brand5', 'POST', '/rdg/generate', { period });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.created).toBeGreaterThan(0);
    const written = await statementsOf(period);
    expect(written).toHaveLength(answer.created);

    // What each landlord's tenants paid in the month, read straight from the payments.
    const paid = await rows<{ invoice_id: number; landlord_id: number; collected: number; ht: number; ttc: number }>(sql`
      select i.id as invoice_id, i.landlord_id, sum(p.amount_cents)::int as collected, i.ht_cents - i.discount_cents as ht, i.ttc_cents as ttc
      from invoice_payments p join invoices i on i.id = p.invoice_id
      where i.type = 1 and i.brand_id = 5 and i.landlord_id is not null and to_char(p.paid_on, 'YYYY-MM') = ${period}
      group by i.id order by i.id`);
    for (const statement of written) {
      const mine = paid.filter((p) => p.landlord_id === statement.landlord_id);
      const sheet = (await call('brand5', 'GET', `/rdg/${statement.token}`)).json();
      expect(sheet.lines.map((l: { invoiceId: number }) => l.invoiceId)).toEqual(mine.map((p) => p.invoice_id));
      // Brand 5 takes its own rate (12 %), not the default 10 %.
      expect([sheet.commissionRate, sheet.commissionVatRate]).toEqual([1200, 2000]);
      let commission = 0;
      for (const [i, p] of mine.entries()) {
        const expected = commissionOf(
          { collectedCents: p.collected, invoiceHtCents: Number(p.ht), invoiceTtcCents: Number(p.ttc) },
          1200,
          2000,
        );
        expect(sheet.lines[i]).toMatchObject({ collectedCents: p.collected, ...expected });
        commission += expected.commissionTtcCents;
      }
      const collected = mine.reduce((sum, p) => sum + p.collected, 0);
      expect(sheet.collectedCents).toBe(collected);
      expect(sheet.totalTtc).toBe(collected - commission);
      expect(sheet.state).toBe(1);
      expect(sheet.stateName).toBe('Brouillon');
    }
  });

  it('is idempotent: generating the month again writes no second statement and keeps the numbers', async () => {
    const before = await statementsOf(period);
    const res = await call('brand5', 'POST', '/rdg/generate', { period });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 0, refreshed: before.length, kept: 0 });
    expect(await statementsOf(period)).toEqual(before);
  });

  it('numbers the statements of a brand and year without gap', async () => {
    const year = new Date().getFullYear();
    const numbers = await rows<{ number: number; full_number: string }>(
      sql`select number, full_number from statements where brand_id = 5 and year = ${year} order by number`,
    );
    expect(numbers.map((n) => n.number)).toEqual(numbers.map((_, i) => i + 1));
    for (const n of numbers) expect(n.full_number).toBe(statementNumber(year, n.number));
  });

  it('lists a landlord’s statements for the member sheet, 20 a page', async () => {
    const [first] = await statementsOf(period);
    if (!first) throw new Error('no statement');
    const res = await call('brand5', 'GET', `/rdg?landlord=${first.landlord_id}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.length).toBeLessThanOrEqual(20);
    expect(list.items.every((r: { landlordId: number }) => r.landlordId === first.landlord_id)).toBe(true);
    expect(list.items.find((r: { id: number }) => r.id === first.id)).toMatchObject({
      billNumber: first.full_number,
      totalTtc: first.paid_back_cents,
      cryptInvoice: first.token,
    });
  });

  it('edits a draft, refuses a bad adjustment in French, sends it with its PDF, then refuses any edit', async () => {
    const [first] = await statementsOf(period);
    if (!first) throw new Error('no statement');
    const url = `/rdg/${first.token}`;

    const bad = await call('brand5', 'PUT', url, { adjustmentCents: 1500, adjustmentLabel: '', comment: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(L.refusals.adjustmentLabelRequired);

    const edited = await call('brand5', 'PUT', url, {
      adjustmentCents: -1500,
      adjustmentLabel: 'Frais de dossier',
      comment: 'Vu avec le loueur',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ adjustmentCents: -1500, comment: 'Vu avec le loueur', totalTtc: first.paid_back_cents - 1500 });

    const sent = await call('brand5', 'POST', `${url}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ state: 2, stateName: 'Envoyé', editable: false });
    const [mail] = await rows<{ to_address: string; subject: string; attachments: { filename: string; content: string }[] }>(
      sql`select m.to_address, m.subject, m.attachments from mail_outbox m join statements s on s.sent_mail_id = m.id where s.id = ${first.id}`,
    );
    expect(mail?.subject).toContain(first.full_number);
    expect(mail?.attachments[0]?.filename).toBe(`releve-${first.full_number}.pdf`);
    expect(
      Buffer.from(mail?.attachments[0]?.content ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const late = await call('brand5', 'PUT', url, { adjustmentCents: 0, adjustmentLabel: '', comment: 'Trop tard' });
    expect(late.statusCode).toBe(409);
    expect((await call('brand5', 'POST', `${url}/send`)).statusCode).toBe(409);
    const [kept] = await rows<{ comment: string; state: number }>(sql`select comment, state from statements where id = ${first.id}`);
    expect(kept).toEqual({ comment: 'Vu avec le loueur', state: 2 });

    // A sent statement is kept as it is when the month is generated again.
    const again = (await call('brand5', 'POST', '/rdg/generate', { period })).json();
    expect(again.kept).toBe(1);
  });

  it('serves the PDF by its unguessable id', async () => {
    const [first] = await statementsOf(period);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/rdg/pdf/${first?.token}`,
      headers: { authorization: `Bearer ${tokens.brand5}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const json = await t.app.inject({
      method: 'GET',
      url: `/api/rdg/pdf/${first?.token}`,
      headers: { authorization: `Bearer ${tokens.brand5}`, accept: 'application/json' },
    });
    expect(json.json()).toEqual({ message: 'OK', path: `/api/rdg/pdf/${first?.token}` });
  });

  it('keeps a brand’s statements from another brand: 404 by crypt id, out of its lists, and generation stays in its brand', async () => {
    const [first] = await statementsOf(period);
    if (!first) throw new Error('no statement');
    expect((await call('brand9', 'GET', `/rdg/${first.token}`)).statusCode).toBe(404);
    expect((await call('brand9', 'GET', `/rdg/pdf/${first.token}`)).statusCode).toBe(404);
    expect((await call('brand9', 'PUT', `/rdg/${first.token}`, { adjustmentCents: 0, adjustmentLabel: '', comment: '' })).statusCode).toBe(
      404,
    );
    expect((await call('brand9', 'POST', `/rdg/${first.token}/send`)).statusCode).toBe(404);
    expect((await call('brand9', 'GET', `/rdg?landlord=${first.landlord_id}`)).json().items).toEqual([]);
    expect((await call('brand9', 'POST', '/rdg/generate', { period, brand: 5 })).statusCode).toBe(404);
    // The super administrator reaches every brand.
    expect((await call('admin', 'GET', `/rdg/${first.token}`)).statusCode).toBe(200);
    // A salesperson reads, but does not write.
    expect((await call('commercial', 'GET', `/rdg/${first.token}`)).statusCode).toBe(200);
    expect((await call('commercial', 'POST', '/rdg/generate', { period })).statusCode).toBe(403);
  });

  it('refuses a month not begun and a month that does not exist', async () => {
    const next = new Date();
    next.setMonth(next.getMonth() + 2);
    const future = await call('brand5', 'POST', '/rdg/generate', { period: next.toISOString().slice(0, 7) });
    expect(future.statusCode).toBe(400);
    expect(future.body).toContain(L.refusals.futurePeriod);
    const wrong = await call('brand5', 'POST', '/rdg/generate', { period: '2026-13' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(L.refusals.period);
  });
});
