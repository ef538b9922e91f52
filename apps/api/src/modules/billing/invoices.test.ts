import { INVOICE_FIELD_ERRORS as F, INVOICE_REFUSALS as R } from '@hubgrade/domain/billing/labels';
import { periodOf } from '@hubgrade/domain/billing/rules';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

interface Sheet {
  id: number;
  fullNumber: string;
  state: number;
  type: number;
  brandId: number | null;
  totalTtc: number;
  paidCents: number;
  dueCents: number;
  hash: string;
  previousHash: string;
  lines: { position: number; quantity: number; htCents: number; vatCents: number; ttcCents: number; creditedQuantity: number }[];
  totals: { htCents: number; vatCents: number; ttcCents: number; paidCents: number; creditedCents: number; dueCents: number };
  events: { event: string; state: number }[];
  payments: { amountCents: number; method: string }[];
  creditNotes: { id: number; fullNumber: string; totalTtc: number }[];
  creditedInvoice: { id: number } | null;
  actions: { send: boolean; credit: boolean; pay: boolean; unrecoverable: boolean };
  pdfPath: string;
}

const LINES = [
  { designation: 'Salle de réunion, demi-journée', quantity: 1.5, unitPriceCents: 10_001, vatRate: 2000 },
  { designation: 'Café d’accueil', quantity: 12, unitPriceCents: 250, vatRate: 1000 },
];

describe.each(ENGINES)('invoices on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  let member9: number;
  let member5: number;

  const issue = async (who = 'brand9', body: Record<string, unknown> = { userId: member9, lines: LINES }) =>
    t.app.inject({ method: 'POST', url: '/api/invoices', headers: as(who), payload: body });
  const issued = async () => {
    const res = await issue();
    expect(res.statusCode).toBe(201);
    return res.json() as Sheet;
  };
  const pay = (id: number, amountCents: number, who = 'brand9') =>
    t.app.inject({
      method: 'POST',
      url: `/api/invoices/${id}/payments`,
      headers: as(who),
      payload: { method: 'transfer', amountCents, paidOn: parisDay(), reference: 'VIR-123' },
    });
  const credit = (payload: Record<string, unknown>, who = 'brand9') =>
    t.app.inject({ method: 'POST', url: '/api/invoice/credit', headers: as(who), payload });
  const sheet = async (id: number, who = 'brand9') =>
    (await t.app.inject({ url: `/api/invoices/${id}`, headers: as(who) })).json() as Sheet;

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of Object.entries({
      brand9: DEMO_ACCOUNTS.brand,
      brand5: brandStaffEmail('admin', 5),
      admin: DEMO_ACCOUNTS.admin,
    })) {
      tokens[who] = await t.tokenFor(email);
    }
    const memberOf = async (brandId: number) =>
      (
        await queryRows<{ id: number }>(
          t.database.db,
          sql`select id from users where brand_id = ${brandId} and roles = '{ROLE_USER}' and company_id is not null and deleted_at is null order by id limit 1`,
        )
      )[0]?.id as number;
    member9 = await memberOf(9);
    member5 = await memberOf(5);
  });
  afterAll(() => t.close());

  it('issues a one-shot invoice: next number of the brand and year, VAT per line, chained to the previous invoice, history started', async () => {
    const [head] = await queryRows<{ last_hash: string }>(t.database.db, sql`select last_hash from invoice_chains where brand_key = 9`);
    const year = Number(parisDay().slice(0, 4));
    const [counter] = await queryRows<{ last_number: number }>(
      t.database.db,
      sql`select coalesce(max(last_number), 0) as last_number from invoice_counters where brand_key = 9 and year = ${year}`,
    );
    const invoice = await issued();
    expect(invoice.fullNumber).toBe(`F-${year}-${String((counter?.last_number ?? 0) + 1).padStart(6, '0')}`);
    expect(invoice).toMatchObject({ state: 0, type: 4, brandId: 9, previousHash: head?.last_hash });
    expect(invoice.hash).toMatch(/^[0-9a-f]{64}$/);
    // 1.5 × 100.01 € = 150.015 € → 150.02 €, its VAT 30.004 € → 30.00 €; 12 × 2.50 € = 30 € at 10 %.
    expect(invoice.lines.map((l) => [l.htCents, l.vatCents, l.ttcCents])).toEqual([
      [15_002, 3_000, 18_002],
      [3_000, 300, 3_300],
    ]);
    expect(invoice.totals).toMatchObject({ htCents: 18_002, vatCents: 3_300, ttcCents: 21_302, dueCents: 21_302 });
    expect(invoice.events.map((e) => e.event)).toEqual(['issued']);
    expect(invoice.pdfPath).toMatch(/^\/api\/brand\/9\/invoice\/pdf\/[A-Za-z0-9_-]{32}$/);
    const next = await issued();
    expect(next.previousHash).toBe(invoice.hash);
  });

  it('refuses a bad one-shot invoice with French field messages, and a client of another brand', async () => {
    const empty = await issue('brand9', { userId: member9, lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.lines).toContain(F.lines);
    const bad = await issue('brand9', {
      userId: member9,
      lines: [{ designation: '', quantity: -1, unitPriceCents: -5, vatRate: 20_000 }],
      dueOn: '2020-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      'lines.0.designation': [F.designation],
      'lines.0.quantity': [F.quantity],
      'lines.0.unitPriceCents': [F.unitPrice],
      'lines.0.vatRate': [F.vatRate],
    });
    const late = await issue('brand9', { userId: member9, lines: LINES, dueOn: '2020-01-01' });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.dueOn).toEqual([F.dueBeforeIssue]);
    expect((await issue('brand9', { userId: member5, lines: LINES })).statusCode).toBe(404);
    expect((await issue('brand5', { userId: member9, lines: LINES })).statusCode).toBe(404);
  });

  it('keeps another brand’s invoice out of reach: read, edit, pay, credit, unrecoverable are 404', async () => {
    const invoice = await issued();
    expect((await t.app.inject({ url: `/api/invoices/${invoice.id}`, headers: as('brand5') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/invoices/${invoice.id}`, headers: as('admin') })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/invoices/${invoice.id}`, headers: as('brand5'), payload: {} })).statusCode,
    ).toBe(404);
    expect((await pay(invoice.id, 100, 'brand5')).statusCode).toBe(404);
    expect((await credit({ invoices: [invoice.id] }, 'brand5')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/invoices/${invoice.id}/unrecoverable`, headers: as('brand5') })).statusCode,
    ).toBe(404);
    const list = (await t.app.inject({ url: `/api/invoices?search=${invoice.fullNumber}`, headers: as('brand5') })).json();
    expect(list.items.map((i: { id: number }) => i.id)).not.toContain(invoice.id);
    expect((await sheet(invoice.id)).paidCents).toBe(0);
  });

  it('refuses any change to an issued invoice: 409 from the service, and the trigger refuses a direct update', async () => {
    const invoice = await issued();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/invoices/${invoice.id}`,
      headers: as('brand9'),
      payload: { dueOn: '2099-01-01' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(R.issuedImmutable);
    await expect(
      t.database.db.execute(sql`update invoices set ht_cents = ht_cents + 1, ttc_cents = ttc_cents + 1 where id = ${invoice.id}`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`update invoices set full_number = 'F-1999-000001' where id = ${invoice.id}`)).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update invoice_lines set designation = 'Autre' where invoice_id = ${invoice.id}`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from invoice_lines where invoice_id = ${invoice.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from invoices where id = ${invoice.id}`)).rejects.toThrow();
    // What moves after the issue still moves.
    await t.database.db.execute(sql`update invoices set paid_cents = 0, state = 0 where id = ${invoice.id}`);
    expect((await sheet(invoice.id)).hash).toBe(invoice.hash);
  });

  it('records partial payments, turns Payée when the rest is paid, and refuses an over-payment (400) and a paid invoice (409)', async () => {
    const invoice = await issued();
    const partial = await pay(invoice.id, 10_000);
    expect(partial.statusCode).toBe(201);
    expect(partial.json()).toMatchObject({ state: 0, paidCents: 10_000, dueCents: 11_302 });
    const over = await pay(invoice.id, 11_303);
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.amountCents).toEqual([R.overpayment]);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      headers: as('brand9'),
      payload: { method: 'bitcoin', amountCents: -5, paidOn: 'hier' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ method: [F.method], amountCents: [F.amount], paidOn: [F.day] });
    const rest = await pay(invoice.id, 11_302);
    expect(rest.json()).toMatchObject({ state: 2, paidCents: 21_302, dueCents: 0 });
    expect(rest.json().payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([10_000, 11_302]);
    expect(rest.json().events.map((e: { event: string }) => e.event)).toEqual(['issued', 'payment', 'paid']);
    const again = await pay(invoice.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(R.payNotAllowed);
  });

  it('sends a waiting invoice by e-mail with its PDF attached, once; another brand’s path is 404', async () => {
    const invoice = await issued();
    const foreign = await t.app.inject({ method: 'POST', url: `/api/brand/5/invoice/email/${invoice.id}`, headers: as('brand5') });
    expect(foreign.statusCode).toBe(404);
    const wrongBrand = await t.app.inject({ method: 'POST', url: `/api/brand/5/invoice/email/${invoice.id}`, headers: as('admin') });
    expect(wrongBrand.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: `/api/brand/9/invoice/email/${invoice.id}`, headers: as('brand9') });
    expect(res.statusCode).toBe(200);
    const sent = res.json() as Sheet & { mails: { to: string; subject: string }[] };
    expect(sent.state).toBe(1);
    expect(sent.events.map((e) => e.event)).toEqual(['issued', 'sent']);
    expect(sent.mails).toHaveLength(1);
    const [mail] = await queryRows<{
      to_address: string;
      subject: string;
      attachments: { filename: string; contentType: string; content: string; encoding: string }[];
    }>(
      t.database.db,
      sql`select m.to_address, m.subject, m.attachments from mail_outbox m join invoice_mails im on im.mail_id = m.id where im.invoice_id = ${invoice.id}`,
    );
    expect(mail?.to_address).toBe(sent.mails[0]?.to);
    expect(mail?.subject).toContain(invoice.fullNumber);
    const [file] = mail?.attachments ?? [];
    expect(file).toMatchObject({ filename: `Facture ${invoice.fullNumber}.pdf`, contentType: 'application/pdf', encoding: 'base64' });
    expect(
      Buffer.from(file?.content ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const again = await t.app.inject({ method: 'POST', url: `/api/brand/9/invoice/email/${invoice.id}`, headers: as('brand9') });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(R.sendOnlyPending);
    expect((await credit({ invoices: [invoice.id] })).statusCode).toBe(201);
  });

  it('serves the Factur-X PDF at its unguessable address, only with the brand part of its own brand', async () => {
    const invoice = await issued();
    const res = await t.app.inject({ url: invoice.pdfPath, headers: as('brand9') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent(`Facture ${invoice.fullNumber}.pdf`));
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.includes(Buffer.from('factur-x.xml'))).toBe(true);
    const token = invoice.pdfPath.split('/').pop();
    expect((await t.app.inject({ url: `/api/brand/5/invoice/pdf/${token}`, headers: as('brand9') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/brand/5/invoice/pdf/${token}`, headers: as('admin') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: invoice.pdfPath, headers: as('brand5') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/brand/9/invoice/pdf/${'A'.repeat(32)}`, headers: as('brand9') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: invoice.pdfPath, headers: as('admin') })).statusCode).toBe(200);
    const address = await t.app.inject({ url: invoice.pdfPath, headers: { ...as('brand9'), accept: 'application/json' } });
    expect(address.json()).toEqual({ fileName: `Facture ${invoice.fullNumber}.pdf`, path: invoice.pdfPath });
  });

  it('declares an unpaid invoice unrecoverable, once', async () => {
    const invoice = await issued();
    const res = await t.app.inject({ method: 'POST', url: `/api/invoices/${invoice.id}/unrecoverable`, headers: as('brand9') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 4, actions: { unrecoverable: false, pay: true } });
    const again = await t.app.inject({ method: 'POST', url: `/api/invoices/${invoice.id}/unrecoverable`, headers: as('brand9') });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(R.unrecoverableNotAllowed);
  });

  it('credits a paid invoice in full: a credit note of the same chain, the invoice cancelled; a waiting one or a credit note is refused', async () => {
    const waiting = await issued();
    const refused = await credit({ invoices: [waiting.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(R.creditNotAllowed);

    const invoice = await issued();
    await pay(invoice.id, invoice.totals.ttcCents);
    const res = await credit({ invoices: [invoice.id] });
    expect(res.statusCode).toBe(201);
    const [note] = res.json().creditNotes;
    expect(note).toMatchObject({ type: 5, totalTtc: -invoice.totals.ttcCents, brandId: 9 });
    const year = parisDay().slice(0, 4);
    expect(note.fullNumber.startsWith(`F-${year}-`)).toBe(true);
    const after = await sheet(invoice.id);
    expect(after).toMatchObject({ state: 3, creditNotes: [{ id: note.id }] });
    expect(after.lines.map((l) => l.creditedQuantity)).toEqual([1.5, 12]);
    expect(after.events.map((e) => e.event)).toEqual(['issued', 'paid', 'cancelled']);
    const noteSheet = await sheet(note.id);
    expect(noteSheet.creditedInvoice?.id).toBe(invoice.id);
    expect(noteSheet.lines.map((l) => l.quantity)).toEqual([-1.5, -12]);
    expect((await credit({ invoices: [note.id] })).json().message).toBe(R.creditOfCreditNote);
    expect((await credit({ invoices: [invoice.id] })).statusCode).toBe(409);
  });

  it('credits chosen lines: the invoice stays, what remains can be credited later, never more', async () => {
    const invoice = await issued();
    await pay(invoice.id, 5_000);
    await t.database.db.execute(sql`update invoices set state = 1 where id = ${invoice.id}`);
    const part = await credit({ invoices: [invoice.id], lines: [{ invoiceId: invoice.id, position: 2, quantity: 4 }] });
    expect(part.statusCode).toBe(201);
    expect(part.json().creditNotes[0].totalTtc).toBe(-1_100);
    const after = await sheet(invoice.id);
    expect(after).toMatchObject({ state: 1, totals: { creditedCents: 1_100, paidCents: 5_000, dueCents: 21_302 - 1_100 - 5_000 } });
    expect(after.lines.map((l) => l.creditedQuantity)).toEqual([0, 4]);
    const tooMuch = await credit({ invoices: [invoice.id], lines: [{ invoiceId: invoice.id, position: 2, quantity: 8.5 }] });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(R.creditTooMuch);
    const stray = await credit({ invoices: [invoice.id], lines: [{ invoiceId: invoice.id + 1, position: 1, quantity: 1 }] });
    expect(stray.statusCode).toBe(400);
    const rest = await credit({ invoices: [invoice.id] });
    expect(rest.json().creditNotes[0].totalTtc).toBe(-(21_302 - 1_100));
    expect((await sheet(invoice.id)).state).toBe(3);
    expect((await credit({ invoices: [] })).json().errors.invoices).toEqual([F.invoices]);
  });

  it('lists with the table’s filters: state, type, dates, late, search by number or client', async () => {
    const invoice = await issued();
    const get = async (query: string) => (await t.app.inject({ url: `/api/invoices?${query}`, headers: as('brand9') })).json();
    expect((await get(`search=${invoice.fullNumber}`)).items.map((i: { id: number }) => i.id)).toEqual([invoice.id]);
    const credits = await get('type=5');
    expect(credits.items.length).toBeGreaterThan(0);
    expect(credits.items.every((i: { type: number }) => i.type === 5)).toBe(true);
    const paid = await get('state=2&from=2025-01-01&to=2025-06-30');
    expect(paid.items.length).toBeGreaterThan(0);
    expect(
      paid.items.every(
        (i: { state: number; dateCreation: string }) => i.state === 2 && i.dateCreation >= '2025-01-01' && i.dateCreation <= '2025-06-30',
      ),
    ).toBe(true);
    const late = await get('late=true');
    expect(late.items.length).toBeGreaterThan(0);
    expect(late.items.every((i: { late: boolean; dueOn: string }) => i.late && i.dueOn < parisDay())).toBe(true);
    const [client] = await queryRows<{ last_name: string; id: number }>(
      t.database.db,
      sql`select u.last_name, max(i.id)::int as id from invoices i join users u on u.id = i.user_id where i.brand_id = 9 group by 1 order by 2 limit 1`,
    );
    const byName = await get(`search=${encodeURIComponent(client?.last_name ?? '')}`);
    expect(byName.items.map((i: { id: number }) => i.id)).toContain(client?.id);
    expect((await t.app.inject({ url: '/api/invoices?state=7', headers: as('brand9') })).statusCode).toBe(400);
  });

  it('verifies the chain and finds the first tampered invoice (changed with the trigger off)', async () => {
    const ok = (await t.app.inject({ url: '/api/invoices/chain/verify?brandId=9', headers: as('brand9') })).json();
    const [count] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from invoices where brand_id = 9`);
    expect(ok).toEqual({ brandId: 9, ok: true, checked: count?.n, brokenAt: null });
    const [victim] = await queryRows<{ id: number; full_number: string }>(
      t.database.db,
      sql`select id, full_number from invoices where brand_id = 9 order by id offset 40 limit 1`,
    );
    await t.database.db.execute(sql`alter table invoice_lines disable trigger invoice_lines_issued_immutable`);
    await t.database.db.execute(sql`update invoice_lines set unit_price_cents = unit_price_cents - 1 where invoice_id = ${victim?.id}`);
    await t.database.db.execute(sql`alter table invoice_lines enable trigger invoice_lines_issued_immutable`);
    const broken = (await t.app.inject({ url: '/api/invoices/chain/verify?brandId=9', headers: as('brand9') })).json();
    expect(broken).toMatchObject({ ok: false, checked: 40, brokenAt: { id: victim?.id, fullNumber: victim?.full_number, reason: 'hash' } });
    expect((await t.app.inject({ url: '/api/invoices/chain/verify?brandId=5', headers: as('brand5') })).json().ok).toBe(true);
    expect((await t.app.inject({ url: '/api/invoices/chain/verify?brandId=9', headers: as('brand5') })).statusCode).toBe(404);
  });

  it('reads and writes the brand’s seller identity, IBAN and BIC checked', async () => {
    const current = (await t.app.inject({ url: '/api/invoices/seller/9', headers: as('brand9') })).json();
    expect(current.identity).toMatchObject({ countryCode: 'FR', legalForm: 'SAS' });
    const body = { ...current.identity, iban: 'FR76 3000 6000 0112 3456 7890 188', bic: 'XX', siret: '12345678900010' };
    const bad = await t.app.inject({ method: 'PUT', url: '/api/invoices/seller/9', headers: as('brand9'), payload: body });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ iban: [F.iban], bic: [F.bic], siret: [F.siret] });
    const good = { ...current.identity, name: 'Nouvelle raison sociale SAS', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'agrifrpp' };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/invoices/seller/9', headers: as('brand9'), payload: good });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().identity).toMatchObject({
      name: 'Nouvelle raison sociale SAS',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
    });
    expect((await issued()).fullNumber).toMatch(/^F-/);
    const [printed] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select seller->>'name' as name from invoices where brand_id = 9 order by id desc limit 1`,
    );
    expect(printed?.name).toBe('Nouvelle raison sociale SAS');
    expect((await t.app.inject({ url: '/api/invoices/seller/9', headers: as('brand5') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/invoices/seller/0', headers: as('brand5') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/invoices/seller/0', headers: as('admin') })).statusCode).toBe(200);
  });

  it('closes a month: nothing is issued into it, it is listed, it cannot be closed twice nor ahead', async () => {
    const period = periodOf(parisDay());
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/invoices/periods',
      headers: as('brand9'),
      payload: { brandId: 9, period },
    });
    expect(closed.statusCode).toBe(201);
    expect(closed.json()).toMatchObject({ brandId: 9, period });
    const refused = await issue();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(R.periodClosed);
    const list = (await t.app.inject({ url: '/api/invoices/periods?brandId=9', headers: as('brand9') })).json();
    expect(list.items.map((p: { period: string }) => p.period)).toContain(period);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/invoices/periods',
      headers: as('brand9'),
      payload: { brandId: 9, period },
    });
    expect(twice.json().message).toBe(R.periodAlreadyClosed);
    const ahead = await t.app.inject({
      method: 'POST',
      url: '/api/invoices/periods',
      headers: as('brand9'),
      payload: { brandId: 9, period: '2099-01' },
    });
    expect(ahead.json().message).toBe(R.periodInFuture);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/invoices/periods',
      headers: as('brand9'),
      payload: { brandId: 9, period: '2026-13' },
    });
    expect(bad.json().errors.period).toEqual([F.period]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/invoices/periods', headers: as('brand5'), payload: { brandId: 9, period } }))
        .statusCode,
    ).toBe(404);
    expect((await issue('brand5', { userId: member5, lines: LINES })).statusCode).toBe(201);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent issues on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('gives 50 concurrent invoices 50 consecutive numbers, without gap or duplicate, each chained to the one before', async () => {
    const token = await t.tokenFor(DEMO_ACCOUNTS.brand);
    const [member] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from users where brand_id = 9 and roles = '{ROLE_USER}' and deleted_at is null order by id limit 1`,
    );
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/invoices',
          headers: { authorization: `Bearer ${token}` },
          payload: { userId: member?.id, lines: [{ designation: `Ligne ${i}`, quantity: 1, unitPriceCents: 1000 + i, vatRate: 2000 }] },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const numbers = responses.map((r) => Number(r.json().fullNumber.slice(-6))).sort((a, b) => a - b);
    const first = numbers[0] as number;
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
    const byNumber = responses.map((r) => r.json()).sort((a, b) => a.fullNumber.localeCompare(b.fullNumber));
    for (let i = 1; i < byNumber.length; i++) expect(byNumber[i].previousHash).toBe(byNumber[i - 1].hash);
    const verify = (
      await t.app.inject({ url: '/api/invoices/chain/verify?brandId=9', headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(verify.ok).toBe(true);
  });
});
