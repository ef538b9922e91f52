import { CAFE_LABELS, EXPORT_COLUMNS, EXPORT_LABELS } from '@hubgrade/domain/exports/labels';
import { EXPORT_DATASETS } from '@hubgrade/domain/exports/rules';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

type Who = 'admin' | 'brand9' | 'brand5' | 'office5' | 'office9' | 'member';
const BOM = '\uFEFF';

/** The CSV's lines without the BOM and the last CRLF. */
const linesOf = (body: string) => body.slice(BOM.length).replace(/\r\n$/, '').split('\r\n');

describe.each(ENGINES)('exports on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const get = (who: Who, url: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${tokens[who]}` } });

  beforeAll(async () => {
    t = await createTestApp(engine);
    const accounts: [Who, string][] = [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['brand5', brandStaffEmail('admin', 5)],
      ['office5', DEMO_ACCOUNTS.office],
      ['office9', brandStaffEmail('office', 9)],
      ['member', DEMO_ACCOUNTS.member],
    ];
    for (const [who, email] of accounts) tokens[who] = await t.tokenFor(email);
  });
  afterAll(() => t.close());

  it('lists every brand to the main platform, its own brand to a brand administrator', async () => {
    const all = await get('admin', '/exports/brands');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().allBrands).toBe(true);
    expect(
      all
        .json()
        .items.map((b: { id: number }) => b.id)
        .sort((a: number, b: number) => a - b),
    ).toEqual([5, 8, 9, 10, 12]);
    const mine = (await get('brand9', '/exports/brands')).json();
    expect(mine).toEqual({ allBrands: false, items: [{ id: 9, name: 'Nova Services' }] });
  });

  it('lists the sites of a brand, and refuses another brand to a brand administrator', async () => {
    const sites = await get('brand9', '/exports/sites?brandId=9');
    expect(sites.statusCode, sites.body).toBe(200);
    const expected = await rows<{ id: number }>(sql`select id from sites where brand_id = 9 order by name, id`);
    expect(sites.json().items.map((s: { id: number }) => s.id)).toEqual(expected.map((s) => s.id));
    expect((await get('brand9', '/exports/sites?brandId=5')).statusCode).toBe(404);
    expect((await get('admin', '/exports/sites?brandId=999')).statusCode).toBe(404);
  });

  it('refuses office administrators and members (shell §6)', async () => {
    for (const who of ['office5', 'office9', 'member'] as const) {
      expect((await get(who, '/exports/brands')).statusCode).toBe(403);
      expect((await get(who, '/exports/file?dataset=members')).statusCode).toBe(403);
    }
    // Brand 5 has no reporting module.
    expect((await get('brand5', '/exports/count?dataset=members')).statusCode).toBe(403);
  });

  it('streams brand 9’s members as a CSV for French Excel, never another brand’s, and logs it', async () => {
    const [{ n }] = (await rows<{ n: number }>(sql`select count(*)::int as n from users where brand_id = 9 and deleted_at is null`)) as [
      { n: number },
    ];
    const count = await get('brand9', '/exports/count?dataset=members');
    expect(count.json()).toEqual({ rows: n, fileName: 'export-membres.csv' });

    const res = await get('brand9', '/exports/file?dataset=members&format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment; filename="export-membres.csv"');
    expect(res.headers['x-export-rows']).toBe(String(n));
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = linesOf(res.body);
    expect(lines[0]).toBe(EXPORT_COLUMNS.members.join(';'));
    expect(lines).toHaveLength(n + 1);
    const emails = new Set((await rows<{ email: string }>(sql`select email from users where brand_id = 9`)).map((u) => u.email));
    for (const line of lines.slice(1)) {
      const cells = line.split(';');
      expect(emails.has(cells[4] as string)).toBe(true);
      expect(cells[1]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(cells.at(-1)).toBe('Nova Services');
    }
    // Brand 9 speaks of Prestataire and Client.
    expect(lines.slice(1).some((line) => line.includes(';Client;') || line.includes(';Prestataire;'))).toBe(true);

    const [run] = await rows<{ id: number; dataset: string; format: string; rows: number; brand_id: number }>(
      sql`select id, dataset, format, rows, brand_id from export_runs order by id desc limit 1`,
    );
    expect(run).toMatchObject({ dataset: 'members', format: 'csv', rows: n, brand_id: 9 });
    // History is read by the unbranded deployment's administrators (tables-and-sheets §6).
    const history = await get('admin', `/history/slug/export-${run?.id}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().items[0]).toMatchObject({ user: { email: DEMO_ACCOUNTS.brand }, newData: { dataset: 'members', rows: n } });
  });

  it('answers 404 to a brand administrator asking for another brand or its site', async () => {
    expect((await get('brand9', '/exports/file?dataset=members&brandId=5')).statusCode).toBe(404);
    const [site5] = await rows<{ id: number }>(sql`select id from sites where brand_id = 5 order by id limit 1`);
    const res = await get('brand9', `/exports/count?dataset=companies&brandId=9&siteId=${site5?.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(EXPORT_LABELS.refusals.unknownSpace);
  });

  it('refuses a bad picker with the field’s French message', async () => {
    const cases: [string, string, string][] = [
      ['dataset=members&month=3', 'year', EXPORT_LABELS.refusals.monthWithoutYear],
      ['dataset=members&startDate=2026-02-01&endDate=2026-01-01', 'endDate', EXPORT_LABELS.refusals.endBeforeStart],
      ['dataset=members&year=2014', 'year', EXPORT_LABELS.refusals.year],
      ['dataset=members&siteId=1', 'siteId', EXPORT_LABELS.refusals.spaceWithoutBrand],
      ['dataset=invoices&brandId=9&siteId=1', 'siteId', EXPORT_LABELS.refusals.spaceNotApplicable],
      ['dataset=people', 'dataset', EXPORT_LABELS.refusals.dataset],
      ['dataset=members&format=pdf', 'format', EXPORT_LABELS.refusals.format],
      ['dataset=members&startDate=31/01/2026', 'startDate', EXPORT_LABELS.refusals.startDate],
    ];
    for (const [query, field, message] of cases) {
      const res = await get('admin', `/exports/file?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[field], query).toEqual([message]);
    }
  });

  it('narrows to a month of a year and to a site', async () => {
    const [user] = await rows<{ id: number; email: string }>(
      sql`update users set created_at = '2017-03-15T10:00:00Z' where id = (select id from users where brand_id = 9 and deleted_at is null order by id limit 1) returning id, email`,
    );
    const march = linesOf((await get('admin', '/exports/file?dataset=members&brandId=9&year=2017&month=3')).body);
    expect(march).toHaveLength(2);
    expect(march[1]).toContain(user?.email);
    expect(march[1]).toContain('15/03/2017');
    expect(linesOf((await get('admin', '/exports/file?dataset=members&brandId=9&year=2017&month=4')).body)).toHaveLength(1);
    expect(
      linesOf((await get('admin', '/exports/file?dataset=members&brandId=9&startDate=2017-03-15&endDate=2017-03-15')).body),
    ).toHaveLength(2);

    const [site] = await rows<{ id: number; name: string }>(
      sql`select s.id, s.name from sites s join companies c on c.site_id = s.id where c.brand_id = 9 and c.deleted_at is null order by s.id limit 1`,
    );
    const [{ n }] = (await rows<{ n: number }>(
      sql`select count(*)::int as n from companies where site_id = ${site?.id} and deleted_at is null`,
    )) as [{ n: number }];
    const companies = linesOf((await get('brand9', `/exports/file?dataset=companies&brandId=9&siteId=${site?.id}`)).body);
    expect(companies).toHaveLength(n + 1);
    for (const line of companies.slice(1)) expect(line).toContain(`;${site?.name};`);
  });

  it.each(EXPORT_DATASETS)('exports %s as CSV with its headers and as many lines as counted', async (dataset) => {
    const count = (await get('admin', `/exports/count?dataset=${dataset}`)).json();
    const res = await get('admin', `/exports/file?dataset=${dataset}`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe(EXPORT_COLUMNS[dataset].join(';'));
    expect(lines).toHaveLength(count.rows + 1);
    for (const line of lines.slice(1, 50)) expect(line.split(';').length).toBeGreaterThanOrEqual(EXPORT_COLUMNS[dataset].length);
  });

  it('exports as XLSX that Excel reads: header, typed cells', async () => {
    const res = await get('admin', '/exports/file?dataset=contracts&format=xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(EXPORT_LABELS.datasets.contracts);
    if (!sheet) throw new Error('no sheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...EXPORT_COLUMNS.contracts]);
    expect(sheet.actualRowCount).toBe(Number(res.headers['x-export-rows']) + 1);
    const rent = sheet.getRow(2).getCell(11);
    expect(typeof rent?.value).toBe('number');
    expect(sheet.getRow(2).getCell(9).value).toBeInstanceOf(Date);
  });

  describe('café consumption', () => {
    let siteName: string;
    beforeAll(async () => {
      const [buyer] = await rows<{ id: number; company_id: number; site: string }>(sql`
        select u.id, u.company_id, s.name as site from users u join companies c on c.id = u.company_id join sites s on s.id = c.site_id
        where u.brand_id = 5 and u.deleted_at is null order by u.id limit 1`);
      siteName = buyer?.site as string;
      const [product] = await rows<{ id: number; name: string }>(
        sql`select id, name from products where brand_id = 5 and service_type = 'catering' order by id limit 1`,
      );
      const order = async (state: number, quantity: number, at: string) => {
        const [o] = await rows<{ id: number }>(sql`
          insert into orders (brand_id, user_id, company_id, state, total_ht_cents, vat_cents, total_ttc_cents, created_at)
          values (5, ${buyer?.id}, ${buyer?.company_id}, ${state}, ${850 * quantity}, ${85 * quantity}, ${935 * quantity}, ${at}) returning id`);
        await t.database.db.execute(sql`
          insert into order_lines (order_id, product_id, name, kind, quantity, unit_price_cents, vat_rate, total_ht_cents, vat_cents, total_ttc_cents)
          values (${o?.id}, ${product?.id}, ${product?.name}, 'service', ${quantity}, 850, 1000, ${850 * quantity}, ${85 * quantity}, ${935 * quantity})`);
      };
      await order(5, 3, '2019-06-10T09:00:00Z');
      await order(7, 2, '2019-06-30T21:30:00Z'); // 30 June 23:30 in Paris
      await order(8, 5, '2019-06-12T09:00:00Z'); // cancelled: not consumed
      await order(5, 4, '2019-06-30T22:30:00Z'); // 1 July in Paris
    });

    it('sums the catering lines of the month’s bought orders by site and product', async () => {
      const res = await get('brand5', '/exports/cafe?year=2019&month=6');
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json();
      expect(report.items).toHaveLength(1);
      expect(report.items[0]).toMatchObject({ siteName, quantity: 5, orders: 2, htCents: 4250, vatCents: 425, ttcCents: 4675 });
      expect(report.total).toEqual({ quantity: 5, htCents: 4250, vatCents: 425, ttcCents: 4675 });
      expect(report.fileName).toBe('cafe-2019-06.csv');
      const office = await get('office5', '/exports/cafe?year=2019&month=6');
      expect(office.json().total.quantity).toBe(5);
    });

    it('downloads it as a CSV with its total line', async () => {
      const res = await get('brand5', '/exports/cafe/file?year=2019&month=6');
      expect(res.statusCode, res.body).toBe(200);
      const lines = linesOf(res.body);
      expect(lines[0]).toBe(CAFE_LABELS.columns.join(';'));
      expect(lines[1]?.startsWith(`${siteName};`)).toBe(true);
      expect(lines[1]?.endsWith(';5;2;42,50;4,25;46,75')).toBe(true);
      expect(lines[2]).toBe(`${CAFE_LABELS.total};;5;;42,50;4,25;46,75`);
    });

    it('keeps other brands out, and a brand out of another’s sites', async () => {
      expect((await get('admin', '/exports/cafe?year=2019&month=6')).json().total.quantity).toBe(5);
      expect((await get('brand9', '/exports/cafe?year=2019&month=6')).statusCode).toBe(403);
      const [site9] = await rows<{ id: number }>(sql`select id from sites where brand_id = 9 order by id limit 1`);
      expect((await get('brand5', `/exports/cafe?year=2019&month=6&siteId=${site9?.id}`)).statusCode).toBe(404);
      const sites = (await get('office5', '/exports/cafe/sites')).json().items as { id: number }[];
      const own = await rows<{ id: number }>(sql`select id from sites where brand_id = 5`);
      expect(sites.map((s) => s.id).sort()).toEqual(own.map((s) => s.id).sort());
    });
  });
});
