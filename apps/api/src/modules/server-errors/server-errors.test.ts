import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { ZServerErrorList } from '@hubgrade/domain/server-errors/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

type Who = 'admin' | 'brand5' | 'brand9' | 'office5' | 'member';

describe.each(ENGINES)('server errors on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const call = (who: Who | null, method: 'GET' | 'DELETE', url: string) =>
    t.app.inject({ method, url: `/api${url}`, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });
  const list = async (who: Who, query = '') => {
    const res = await call(who, 'GET', `/server-errors${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZServerErrorList.parse(res.json());
  };
  const recorded = (route: string) =>
    queryRows<{ method: string; message: string; stack: string | null; user_email: string | null }>(
      t.database.db,
      sql`select method, message, stack, user_email from server_errors where route = ${route}`,
    );
  const record = (brand: number | null, message: string, occurredAt: string) =>
    t.database.db.execute(sql`
      insert into server_errors (occurred_at, method, route, url, user_id, user_email, brand_id, message, stack)
      values (${occurredAt}, 'POST', '/api/recorded', '/api/recorded?x=1', 1, 'someone@demo.test', ${brand}, ${message}, 'Error: at line 1')`);

  beforeAll(async () => {
    t = await createTestApp(engine);
    tokens.admin = await t.tokenFor(DEMO_ACCOUNTS.admin);
    tokens.brand5 = await t.tokenFor(brandStaffEmail('admin', 5));
    tokens.brand9 = await t.tokenFor(DEMO_ACCOUNTS.brand);
    tokens.office5 = await t.tokenFor(DEMO_ACCOUNTS.office);
    tokens.member = await t.tokenFor(DEMO_ACCOUNTS.member);
  });
  afterAll(() => t?.close());

  it('records a 500 with its route, method, user and stack, and still answers the usual 500', async () => {
    await t.database.db.execute(sql`alter table panels rename to panels_away`);
    try {
      const res = await call('admin', 'GET', '/panels?search=hall');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: 500, message: ERROR_LABELS.internal });
    } finally {
      await t.database.db.execute(sql`alter table panels_away rename to panels`);
    }
    await vi.waitFor(async () => expect(await recorded('/api/panels')).toHaveLength(1));
    const [row] = await recorded('/api/panels');
    expect(row).toMatchObject({ method: 'GET', user_email: DEMO_ACCOUNTS.admin });
    expect(row?.message).toContain('panels');
    expect(row?.stack).toBeTruthy();

    const page = await list('admin', '?search=panels');
    expect(page.items[0]).toMatchObject({ method: 'GET', route: '/api/panels', url: '/api/panels?search=hall' });
    expect(page.items[0]?.user?.email).toBe(DEMO_ACCOUNTS.admin);
    expect(page.items[0]?.stack).toBeTruthy();
  });

  it('never records bad input', async () => {
    expect((await call('admin', 'GET', '/panels?itemsPerPage=5000')).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/panels/999999999')).statusCode).toBe(404);
    expect((await call('member', 'GET', '/server-errors')).statusCode).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await recorded('/api/panels/:id')).toHaveLength(0);
    expect(await recorded('/api/server-errors')).toHaveLength(0);
    expect(await recorded('/api/panels')).toHaveLength(1);
  });

  it('gives a brand administrator the errors of their brand, without stacks; the super admin all of them', async () => {
    await record(5, 'erreur de la marque 5', '2026-03-02T10:00:00Z');
    await record(9, 'erreur de la marque 9', '2026-03-03T10:00:00Z');
    await record(null, 'erreur de la plateforme', '2026-03-04T10:00:00Z');

    const five = await list('brand5', '?search=erreur de');
    expect(five.items.map((e) => e.message)).toEqual(['erreur de la marque 5']);
    expect(five.items[0]?.stack).toBeNull();
    const nine = await list('brand9', '?search=erreur de');
    expect(nine.items.map((e) => e.message)).toEqual(['erreur de la marque 9']);
    expect((await list('office5', '?search=erreur de')).items.map((e) => e.message)).toEqual(['erreur de la marque 5']);

    const all = await list('admin', '?search=erreur de');
    expect(all.items.map((e) => e.message)).toEqual(['erreur de la plateforme', 'erreur de la marque 9', 'erreur de la marque 5']);
    expect(all.items.every((e) => e.stack === 'Error: at line 1')).toBe(true);
  });

  it('filters by method and Paris days, pages, and refuses a period that ends before it starts', async () => {
    const day = await list('admin', '?search=erreur de&from=2026-03-03&to=2026-03-03');
    expect(day.items.map((e) => e.message)).toEqual(['erreur de la marque 9']);
    expect((await list('admin', '?search=erreur de&method=GET')).total).toBe(0);
    const paged = await list('admin', '?search=erreur de&itemsPerPage=2&page=2&sortDesc=false');
    expect(paged).toMatchObject({ total: 3, items: [{ message: 'erreur de la plateforme' }] });

    const wrong = await call('admin', 'GET', '/server-errors?from=2026-03-04&to=2026-03-01');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.to).toBeDefined();
    expect((await call('admin', 'GET', '/server-errors?from=mars')).statusCode).toBe(400);
  });

  it('lets only the super admin purge', async () => {
    expect((await call('brand5', 'DELETE', '/server-errors')).statusCode).toBe(403);
    expect((await list('brand5', '?search=erreur de')).total).toBe(1);
    const res = await call('admin', 'DELETE', '/server-errors');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deleted).toBeGreaterThanOrEqual(4);
    expect((await list('admin')).total).toBe(0);
  });
});
