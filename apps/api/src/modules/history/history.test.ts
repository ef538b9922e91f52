import { HISTORY_LABELS } from '@hubgrade/domain/history/labels';
import { HISTORY_PAGE_SIZE } from '@hubgrade/domain/history/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../db/seed/demo.ts';

describe.each(ENGINES)('history on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const get = (who: string, url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${tokens[who]}` } });
  const memberOf = async (brandId: number) =>
    (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from users where brand_id = ${brandId} and roles = '{ROLE_USER}' and email like '%exemple.fr' order by id limit 1`,
      )
    )[0]?.id as number;

  let member9: number;
  let member5: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['office5', DEMO_ACCOUNTS.office],
      ['commercial', DEMO_ACCOUNTS.commercial],
      ['member9', brandStaffEmail('member', 9)],
    ] as const) {
      tokens[who] = await t.tokenFor(email);
    }
    member9 = await memberOf(9);
    member5 = await memberOf(5);
    // 30 changes: more than one page.
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${member9}`,
        headers: { authorization: `Bearer ${tokens.brand9}` },
        payload: { hubgrade_user: { lastName: `Nom ${i}` } },
      });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('lists a record’s changes newest first, 25 a page', async () => {
    const first = await get('admin', `/api/history/slug/user-${member9}`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.total).toBe(30);
    expect(page1.items).toHaveLength(HISTORY_PAGE_SIZE);
    expect(page1.items[0]).toMatchObject({ entityId: member9, user: { email: DEMO_ACCOUNTS.brand }, newData: { lastName: 'Nom 29' } });
    expect(page1.items[0].oldData).toEqual({ lastName: 'Nom 28' });
    expect(new Date(page1.items[0].dateCreation).toISOString()).toBe(page1.items[0].dateCreation);
    const ids = page1.items.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const page2 = (await get('admin', `/api/history/slug/user-${member9}?page=2`)).json();
    expect(page2.items.map((e: { newData: { lastName: string } }) => e.newData.lastName)).toEqual([
      'Nom 4',
      'Nom 3',
      'Nom 2',
      'Nom 1',
      'Nom 0',
    ]);
    const small = (await get('admin', `/api/history/slug/user-${member9}?itemsPerPage=2&page=3`)).json();
    expect(small.items.map((e: { newData: { lastName: string } }) => e.newData.lastName)).toEqual(['Nom 25', 'Nom 24']);
  });

  it('answers an empty list for a visible record without changes', async () => {
    const res = await get('admin', `/api/history/slug/user-${member5}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], total: 0 });
    expect((await get('admin', '/api/history/slug/brand-9')).json()).toEqual({ items: [], total: 0 });
  });

  it('scopes brand and office administrators to their own brand (404 for another brand’s record)', async () => {
    expect((await get('brand9', `/api/history/slug/user-${member9}`)).json().total).toBe(30);
    expect((await get('brand9', `/api/history/slug/user-${member5}`)).statusCode).toBe(404);
    expect((await get('brand9', '/api/history/slug/brand-9')).statusCode).toBe(200);
    expect((await get('brand9', '/api/history/slug/brand-5')).statusCode).toBe(404);
    expect((await get('office5', `/api/history/slug/user-${member9}`)).statusCode).toBe(404);
    expect((await get('office5', `/api/history/slug/user-${member5}`)).statusCode).toBe(200);
  });

  it('keeps the entries of a record that moved brands with the brand they were written in', async () => {
    await t.database.db.execute(sql`update users set brand_id = 5 where id = ${member9}`);
    try {
      const office = await get('office5', `/api/history/slug/user-${member9}`);
      expect(office.statusCode).toBe(200);
      expect(office.json()).toEqual({ items: [], total: 0 });
      expect((await get('brand9', `/api/history/slug/user-${member9}`)).json().total).toBe(30);
    } finally {
      await t.database.db.execute(sql`update users set brand_id = 9 where id = ${member9}`);
    }
  });

  it('refuses other roles, unknown entities, bad slugs and oversized pages', async () => {
    expect((await get('commercial', `/api/history/slug/user-${member9}`)).statusCode).toBe(403);
    expect((await get('member9', `/api/history/slug/user-${member9}`)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/history/slug/user-${member9}` })).statusCode).toBe(401);

    const unknown = await get('admin', '/api/history/slug/invoice-1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.slug).toEqual([HISTORY_LABELS.unknownEntity]);
    for (const slug of ['user', 'user-', 'USER-1', 'user-1-', 'user-12345678901', 'user--1']) {
      expect((await get('admin', `/api/history/slug/${slug}`)).statusCode, slug).toBe(400);
    }
    expect((await get('admin', '/api/history/slug/user-0')).statusCode).toBe(404);
    expect((await get('admin', '/api/history/slug/user-9999999999')).statusCode).toBe(404);
    expect((await get('admin', '/api/history/slug/user-999999')).statusCode).toBe(404);

    const big = await get('admin', `/api/history/slug/user-${member9}?itemsPerPage=101`);
    expect(big.statusCode).toBe(400);
    expect(big.json().errors.itemsPerPage[0]).toMatch(/100/);
    expect((await get('admin', `/api/history/slug/user-${member9}?page=0`)).statusCode).toBe(400);
    expect((await get('admin', `/api/history/slug/user-${member9}?sortBy=id`)).statusCode).toBe(400);
  });
});
