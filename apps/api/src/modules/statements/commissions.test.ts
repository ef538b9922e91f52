import { FEC_COLUMNS } from '@hubgrade/domain/accounting/fec';
import { landlordAccount } from '@hubgrade/domain/payment-orders/rules';
import { COMMISSION_LABELS as L } from '@hubgrade/domain/statements/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { invoiceSellers } from '../../db/schema/index.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

type Who = 'admin' | 'brand5' | 'brand9' | 'commercial';
interface Line {
  account: string;
  code: string | null;
  debit: number;
  credit: number;
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe.each(ENGINES)('commission rates and the statements’ journal on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload ? { payload } : {}) });
  /** A past month of brand 5 without the demo's statements, and a landlord of brand 5 whose tenants paid in it. */
  let period: string;
  let landlordId: number;
  let tenantId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const accounts: [Who, string][] = [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['commercial', DEMO_ACCOUNTS.commercial],
    ];
    for (const [who, email] of accounts) tokens[who] = await t.tokenFor(email);
    const [busiest] = await rows<{ period: string; landlord_id: number; tenant_id: number }>(sql`
      select to_char(p.paid_on, 'YYYY-MM') as period, i.landlord_id, min(i.user_id) as tenant_id
      from invoice_payments p join invoices i on i.id = p.invoice_id join users u on u.id = i.landlord_id
      where i.type = 1 and i.brand_id = 5 and u.brand_id = 5 and u.account_type = 1 and p.paid_on < date_trunc('month', current_date)
        and not exists (select 1 from statements s where s.brand_id = 5 and s.period = to_char(p.paid_on, 'YYYY-MM'))
      group by 1, 2 order by count(*) desc, 1 desc, 2 limit 1`);
    if (!busiest) throw new Error('no paid platform rent of a brand 5 landlord in the demo data');
    ({ period, landlord_id: landlordId, tenant_id: tenantId } = busiest);
  });
  afterAll(() => t.close());

  it('reads the brand’s rate, sets it between 0 and 100 % and keeps each change in the history', async () => {
    expect((await call('brand5', 'GET', '/commissions')).json()).toMatchObject({ brand: 5, rate: 1200, vatRate: 2000 });
    for (const rate of [10_001, -1]) {
      const bad = await call('brand5', 'PUT', '/commissions', { rate });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.rate).toEqual([L.refusals.rate]);
    }
    // Per ten thousand: a fraction is not a rate the screen sends.
    expect((await call('brand5', 'PUT', '/commissions', { rate: 12.5 })).statusCode).toBe(400);
    const saved = await call('brand5', 'PUT', '/commissions', { rate: 1500 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ brand: 5, rate: 1500, vatRate: 2000 });
    const history = (await call('brand5', 'GET', '/commissions/history')).json();
    expect(history.total).toBe(1);
    expect(history.items[0]).toMatchObject({ landlordId: null, rateBefore: 1200, rateAfter: 1500, userEmail: brandStaffEmail('admin', 5) });
    // The same rate again changes nothing and writes no history.
    await call('brand5', 'PUT', '/commissions', { rate: 1500 });
    expect((await call('brand5', 'GET', '/commissions/history')).json().total).toBe(1);

    expect((await call('admin', 'GET', '/commissions?brand=5')).json().rate).toBe(1500);
    expect((await call('admin', 'GET', '/commissions')).json()).toMatchObject({ brand: null, rate: 1000 });
    expect((await call('brand9', 'GET', '/commissions?brand=5')).statusCode).toBe(404);
    expect((await call('brand9', 'PUT', '/commissions', { brand: 5, rate: 0 })).statusCode).toBe(404);
    expect((await call('brand9', 'GET', '/commissions/history?brand=5')).statusCode).toBe(404);
    expect((await call('commercial', 'PUT', '/commissions', { rate: 0 })).statusCode).toBe(403);
  });

  it('gives a landlord a rate of their own, taken by their next statement while the others take the brand’s', async () => {
    const url = `/commissions/landlords/${landlordId}`;
    expect((await call('brand5', 'PUT', url, { rate: 100.5 })).statusCode).toBe(400);
    expect((await call('brand9', 'PUT', url, { rate: 800 })).statusCode).toBe(404);
    expect((await call('brand9', 'GET', url)).statusCode).toBe(404);
    expect((await call('brand5', 'PUT', `/commissions/landlords/${tenantId}`, { rate: 800 })).statusCode).toBe(404);
    const saved = await call('brand5', 'PUT', url, { rate: 800 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ landlordId, brand: 5, rate: 800, brandRate: 1500, vatRate: 2000 });
    expect((await call('brand5', 'GET', '/commissions')).json().landlords).toEqual([expect.objectContaining({ landlordId, rate: 800 })]);
    const [change] = (await call('brand5', 'GET', '/commissions/history')).json().items;
    expect(change).toMatchObject({ landlordId, rateBefore: null, rateAfter: 800 });

    const generated = await call('brand5', 'POST', '/rdg/generate', { period });
    expect(generated.statusCode, generated.body).toBe(200);
    const written = await rows<{ landlord_id: number; commission_rate: number }>(
      sql`select landlord_id, commission_rate from statements where brand_id = 5 and period = ${period}`,
    );
    expect(written.find((s) => s.landlord_id === landlordId)?.commission_rate).toBe(800);
    for (const other of written.filter((s) => s.landlord_id !== landlordId)) expect(other.commission_rate).toBe(1500);
  });

  it('writes a sent statement in the journal, balanced: the rents out of the sales, the commission and its VAT, the landlord owed', async () => {
    const [statement] = await rows<{ id: number; token: string; full_number: string }>(
      sql`select id, token, full_number from statements where brand_id = 5 and period = ${period} and landlord_id = ${landlordId}`,
    );
    if (!statement) throw new Error('no statement');
    const edited = await call('brand5', 'PUT', `/rdg/${statement.token}`, {
      adjustmentCents: -1500,
      adjustmentLabel: 'Frais',
      comment: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const sent = await call('brand5', 'POST', `/rdg/${statement.token}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    const sheet = sent.json();
    const operations = await rows<{ id: number; journal: string; piece_ref: string }>(
      sql`select id, journal, piece_ref from journal_operations where source_kind = 'statement' and source_id = ${statement.id}`,
    );
    expect(operations).toEqual([{ id: expect.any(Number), journal: 'OD', piece_ref: statement.full_number }]);
    const lines = await rows<Line>(
      sql`select account, third_party_code as code, debit_cents as debit, credit_cents as credit from journal_lines
          where operation_id = ${operations[0]?.id} order by position`,
    );
    const balance = (account: string) => lines.filter((l) => l.account === account).reduce((s, l) => s + l.debit - l.credit, 0);
    const rentsHt = sheet.lines.reduce((s: number, l: { baseHtCents: number }) => s + l.baseHtCents, 0);
    expect(lines.reduce((s, l) => s + l.debit, 0)).toBe(lines.reduce((s, l) => s + l.credit, 0));
    expect(balance('706000')).toBe(rentsHt);
    expect(balance('445710')).toBe(sheet.collectedCents - rentsHt - sheet.commissionVatCents);
    expect(balance('706200')).toBe(-sheet.commissionHtCents);
    expect(balance('758000')).toBe(-1500);
    expect(balance('467000')).toBe(-sheet.totalTtc);
    expect(lines.find((l) => l.account === '467000')?.code).toBe(landlordAccount(landlordId, '').code);
  });

  it('the transfer order’s payout clears what the brand’s statements owed the landlord, and the FEC stays balanced', async () => {
    const rib = { holder: 'SCI Les Tilleuls', iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPPAR' };
    expect((await call('admin', 'PUT', `/ordres/virement/bailleurs/${landlordId}/rib`, rib)).statusCode).toBe(200);
    const order = await call('admin', 'POST', '/ordres/virement', { brandId: 5, collectionDate: inDays(2) });
    expect(order.statusCode, order.body).toBe(201);
    const banked = await call('admin', 'POST', `/ordres/virement/${order.json().id}/state`, { state: 1 });
    expect(banked.statusCode, banked.body).toBe(200);
    const [owed] = await rows<{ balance: number; n: number }>(
      sql`select coalesce(sum(l.debit_cents - l.credit_cents), 0)::int as balance, count(*)::int as n
          from journal_operations o join journal_lines l on l.operation_id = o.id
          where o.brand_id = 5 and l.account = '467000' and l.third_party_code = ${landlordAccount(landlordId, '').code}`,
    );
    expect(owed?.n).toBeGreaterThan(1);
    expect(owed?.balance).toBe(0);

    await t.database.db
      .insert(invoiceSellers)
      .values({
        brandKey: 5,
        name: 'Marque Cinq SAS',
        addressLine: '1 rue de la Paix',
        postcode: '75002',
        city: 'Paris',
        countryCode: 'FR',
        siren: '552100554',
        siret: '55210055400013',
        rcs: 'RCS Paris 552 100 554',
        legalForm: 'SAS',
        shareCapitalCents: 100_000,
        latePenaltyRate: 1000,
      })
      .onConflictDoUpdate({ target: invoiceSellers.brandKey, set: { siren: '552100554' } });
    const year = new Date().getFullYear();
    const fec = await call('admin', 'GET', `/operations/fec?brandId=5&year=${year}`);
    expect(fec.statusCode, fec.body).toBe(200);
    const [header, ...entries] = fec.body.split('\r\n').filter((l) => l !== '');
    expect(header).toBe(FEC_COLUMNS.join('\t'));
    const cells = entries.map((l) => l.split('\t'));
    for (const row of cells) expect(row).toHaveLength(18);
    const col = (name: (typeof FEC_COLUMNS)[number]) => FEC_COLUMNS.indexOf(name);
    const cents = (v: string | undefined) => Math.round(Number((v ?? '').replace(',', '.')) * 100);
    expect(cells.reduce((s, r) => s + cents(r[col('Debit')]), 0)).toBe(cells.reduce((s, r) => s + cents(r[col('Credit')]), 0));
    expect(cells.some((r) => r[col('CompteNum')] === '706200')).toBe(true);
  });
});
