import { paymentOperation, payoutOperation } from '@hubgrade/domain/accounting/builders';
import { FEC_COLUMNS } from '@hubgrade/domain/accounting/fec';
import { ACCOUNTING_REFUSALS } from '@hubgrade/domain/accounting/labels';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brands, invoiceSellers, users } from '../../db/schema/index.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { recordOperations } from './journal.ts';

type Who = 'admin' | 'brand5' | 'brand5Right' | 'brand9Right' | 'commercial' | 'owner';

const YEAR = 2034;
const client = { code: 'C000077', name: 'Studio Éole' };

describe.each(ENGINES)('accounting operations on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const ids = { main: [] as number[], brand5: [] as number[], brand8: [] as number[] };
  const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(engine);
    // Staff of brands 5 and 9 holding the "operation" right; brand 5's plain admin does not.
    for (const brand of [5, 9]) {
      await t.database.db
        .update(users)
        .set({ access: { operation: true, invoice: true } })
        .where(eq(users.email, brandStaffEmail('office', brand)));
    }
    const accounts: [Who, string][] = [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['brand5Right', brandStaffEmail('office', 5)],
      ['brand9Right', brandStaffEmail('office', 9)],
      ['commercial', DEMO_ACCOUNTS.commercial],
      ['owner', DEMO_ACCOUNTS.owner],
    ];
    for (const [who, email] of accounts) tokens[who] = await t.tokenFor(email);
    const pay = (day: string, amountCents: number, reference: string) =>
      paymentOperation({ reference, date: `${YEAR}-${day}`, amountCents, client });
    const recorded = await t.database.db.transaction((tx) =>
      recordOperations(tx, [
        { brandId: 5, operation: pay('03-01', 12_000, 'F-A'), source: { kind: 'payment', id: null } },
        { brandId: 5, operation: pay('01-15', 30_050, 'F-B'), source: { kind: 'payment', id: null } },
        {
          brandId: 5,
          operation: payoutOperation({
            reference: 'RDG-9',
            date: `${YEAR}-02-10`,
            amountCents: 9_999,
            payee: { code: 'L1', name: 'SCI Tab\tRetour' },
            account: 'landlords',
          }),
          source: { kind: 'payout', id: null },
        },
        { brandId: 8, operation: pay('02-01', 5_000, 'F-C'), source: { kind: 'payment', id: null } },
        { brandId: null, operation: pay('02-02', 7_000, 'F-D'), source: { kind: 'payment', id: null } },
      ]),
    );
    ids.brand5 = recorded.slice(0, 3).map((r) => r.id);
    ids.brand8 = [recorded[3]?.id ?? 0];
    ids.main = [recorded[4]?.id ?? 0];
  });
  afterAll(() => t?.close());

  it('lists the brand’s operations 20 a page with their totals, for the super admin and the operation right', async () => {
    const res = await call('admin', 'GET', `/operations?brandId=5&from=${YEAR}-01-01&to=${YEAR}-12-31`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.items.map((o: { id: number }) => o.id)).toEqual([ids.brand5[0], ids.brand5[2], ids.brand5[1]]);
    for (const item of list.items) expect(item.debitCents).toBe(item.creditCents);
    expect(list.items[0]).toMatchObject({ journal: 'BQ', pieceRef: 'F-A', debitCents: 12_000, sourceKind: 'payment', brandId: 5 });
    const mine = await call('brand5Right', 'GET', `/operations?from=${YEAR}-01-01`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.every((o: { brandId: number }) => o.brandId === 5)).toBe(true);
    expect((await call('admin', 'GET', '/operations')).json().items.length).toBe(20);
  });

  it('filters by journal, account and search, and pages with a cursor', async () => {
    const scope = `brandId=5&from=${YEAR}-01-01`;
    const byAccount = (await call('admin', 'GET', `/operations?${scope}&account=467`)).json();
    expect(byAccount.items.map((o: { id: number }) => o.id)).toEqual([ids.brand5[2]]);
    expect((await call('admin', 'GET', `/operations?${scope}&journal=VE`)).json().items).toEqual([]);
    expect((await call('admin', 'GET', `/operations?${scope}&search=f-b`)).json().items.map((o: { id: number }) => o.id)).toEqual([
      ids.brand5[1],
    ]);
    const first = (await call('admin', 'GET', `/operations?${scope}&itemsPerPage=2`)).json();
    expect(first.items).toHaveLength(2);
    const second = (await call('admin', 'GET', `/operations?${scope}&itemsPerPage=2&page=2&after=${first.next}`)).json();
    expect(second.items.map((o: { id: number }) => o.id)).toEqual([ids.brand5[1]]);
    const forged = Buffer.from(JSON.stringify([42, 1])).toString('base64url');
    expect((await call('admin', 'GET', `/operations?${scope}&after=${forged}`)).statusCode).toBe(400);
    expect((await call('admin', 'GET', `/operations?${scope}&sortBy=number&after=${first.next}`)).statusCode).toBe(400);
    const bad = await call('admin', 'GET', '/operations?journal=XX&account=4a&from=demain');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      journal: [ACCOUNTING_REFUSALS.invalidJournal],
      account: [ACCOUNTING_REFUSALS.invalidAccount],
      from: [ACCOUNTING_REFUSALS.invalidDate],
    });
  });

  it('refuses staff without the operation right and users who are not staff', async () => {
    expect((await call('brand5', 'GET', '/operations')).statusCode).toBe(403);
    expect((await call('commercial', 'GET', '/operations')).statusCode).toBe(403);
    expect((await call('owner', 'GET', '/operations')).statusCode).toBe(403);
    expect((await call('brand5', 'GET', `/operations/${ids.brand5[0]}`)).statusCode).toBe(403);
  });

  it('shows an operation’s balanced lines; another brand’s is a 404', async () => {
    const res = await call('brand5Right', 'GET', `/operations/${ids.brand5[2]}`);
    expect(res.statusCode, res.body).toBe(200);
    const op = res.json();
    expect(
      op.lines.map((l: { account: string; debitCents: number; creditCents: number }) => [l.account, l.debitCents, l.creditCents]),
    ).toEqual([
      ['467000', 9_999, 0],
      ['512000', 0, 9_999],
    ]);
    expect(op).toMatchObject({ canReverse: true, reversedById: null, pieceDate: `${YEAR}-02-10` });
    expect((await call('brand5Right', 'GET', `/operations/${ids.brand8[0]}`)).statusCode).toBe(404);
    expect((await call('brand5Right', 'GET', `/operations/${ids.main[0]}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/operations/2000000000')).statusCode).toBe(404);
  });

  it('reverses an operation once by a new one, within the brand', async () => {
    const target = ids.brand5[1];
    expect((await call('brand9Right', 'POST', `/operations/${target}/reverse`, { date: `${YEAR}-04-01` })).statusCode).toBe(404);
    const early = await call('brand5Right', 'POST', `/operations/${target}/reverse`, { date: `${YEAR}-01-01` });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.date).toEqual([ACCOUNTING_REFUSALS.reversalBeforeOperation]);
    expect((await call('brand5Right', 'POST', `/operations/${target}/reverse`, { date: 'hier' })).json().errors.date).toEqual([
      ACCOUNTING_REFUSALS.invalidDate,
    ]);
    const res = await call('brand5Right', 'POST', `/operations/${target}/reverse`, { date: `${YEAR}-04-01` });
    expect(res.statusCode, res.body).toBe(201);
    const reversal = res.json();
    expect(reversal).toMatchObject({ reversesId: target, sourceKind: 'reversal', brandId: 5, canReverse: false, debitCents: 30_050 });
    expect(reversal.lines.map((l: { account: string; debitCents: number }) => [l.account, l.debitCents])).toEqual([
      ['512000', 0],
      ['411000', 30_050],
    ]);
    const original = (await call('brand5Right', 'GET', `/operations/${target}`)).json();
    expect(original).toMatchObject({ reversedById: reversal.id, reversedByNumber: reversal.number, canReverse: false });
    const again = await call('brand5Right', 'POST', `/operations/${target}/reverse`, { date: `${YEAR}-04-02` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ACCOUNTING_REFUSALS.alreadyReversed);
    expect((await call('brand5Right', 'POST', `/operations/${reversal.id}/reverse`, { date: `${YEAR}-04-02` })).statusCode).toBe(409);
  });

  it('exports the fiscal year’s FEC as a text file named after the SIREN and the closing date', async () => {
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
    const res = await call('brand5Right', 'GET', `/operations/fec?year=${YEAR}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-disposition']).toContain(`filename="552100554FEC${YEAR}1231.txt"`);
    const [header, ...lines] = res.body.split('\r\n').filter((l) => l !== '');
    expect(header).toBe(FEC_COLUMNS.join('\t'));
    const rows = (lines ?? []).map((l) => l.split('\t'));
    expect(rows.length).toBe(8);
    for (const row of rows) expect(row).toHaveLength(18);
    const col = (name: (typeof FEC_COLUMNS)[number]) => FEC_COLUMNS.indexOf(name);
    const cents = (v: string | undefined) => Number((v ?? '').replace(',', ''));
    expect(rows.reduce((s, r) => s + cents(r[col('Debit')]), 0)).toBe(rows.reduce((s, r) => s + cents(r[col('Credit')]), 0));
    expect([...new Set(rows.map((r) => r[col('EcritureNum')]))]).toEqual(['1', '2', '3', '4']);
    expect(rows.map((r) => r[col('EcritureDate')])).toEqual([...rows.map((r) => r[col('EcritureDate')])].sort());
    expect(rows[0]?.[col('PieceRef')]).toBe('F-B');
    expect(rows.find((r) => r[col('CompteNum')] === '467000')?.[col('CompAuxLib')]).toBe('SCI Tab Retour');
    expect((await call('admin', 'GET', `/operations/fec?brandId=5&year=${YEAR}`)).statusCode).toBe(200);
  });

  it('refuses the FEC of another brand, of an unknown one, of a brand without SIREN, or of a bad year', async () => {
    expect((await call('brand5Right', 'GET', `/operations/fec?brandId=8&year=${YEAR}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/operations/fec?brandId=2000000&year=${YEAR}`)).statusCode).toBe(404);
    const [fresh] = await t.database.db.insert(brands).values({ name: 'Marque sans vendeur' }).returning({ id: brands.id });
    const missing = await call('admin', 'GET', `/operations/fec?brandId=${fresh?.id}&year=${YEAR}`);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe(ACCOUNTING_REFUSALS.sirenMissing);
    const bad = await call('admin', 'GET', '/operations/fec?year=99');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.year).toEqual([ACCOUNTING_REFUSALS.invalidYear]);
  });

  it('offers the fiscal years from the first operation to the latest', async () => {
    const res = await call('brand5Right', 'GET', '/operations/fec/years');
    expect((await call('brand9Right', 'GET', '/operations/fec/years')).json().years).not.toContain(YEAR);
    expect(res.statusCode).toBe(200);
    expect(res.json().years[0]).toBe(YEAR);
  });

  it('the demo journal balances for every brand and journals each invoice once', async () => {
    const rows = await queryRows<{ brand_id: number | null; d: number; c: number; n: number }>(
      t.database.db,
      sql`select o.brand_id, sum(l.debit_cents)::bigint as d, sum(l.credit_cents)::bigint as c, count(distinct o.id)::int as n
          from journal_operations o join journal_lines l on l.operation_id = o.id where o.fiscal_year < ${YEAR} group by o.brand_id`,
    );
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(Number(row.d)).toBe(Number(row.c));
    const twice = await queryRows<{ source_id: number }>(
      t.database.db,
      sql`select source_id from journal_operations where source_kind in ('invoice', 'credit_note') group by source_id having count(*) > 1`,
    );
    expect(twice).toEqual([]);
  });
});
