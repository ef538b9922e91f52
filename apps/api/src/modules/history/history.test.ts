import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { HISTORY_LABELS } from '@hubgrade/domain/history/labels';
import { HISTORY_PAGE_SIZE } from '@hubgrade/domain/history/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

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

  it('is for administrators of the unbranded deployment only (403 for brand users and on a brand’s host)', async () => {
    for (const who of ['brand9', 'office5', 'commercial', 'member9']) {
      for (const slug of [`user-${member9}`, `user-${member5}`, 'brand-9', 'ticket-1']) {
        const res = await get(who, `/api/history/slug/${slug}`);
        expect(res.statusCode, `${who} ${slug}`).toBe(403);
        expect(res.json(), `${who} ${slug}`).toEqual({ status: 403, message: ERROR_LABELS.forbidden });
      }
    }
    // The same administrator on a brand's back-office (host as sent, with a port).
    const onHost = (headers: Record<string, string>) =>
      t.app.inject({ url: `/api/history/slug/user-${member9}`, headers: { authorization: `Bearer ${tokens.admin}`, ...headers } });
    const brandHosts: Record<string, string>[] = [{ host: 'brand9.localhost' }, { host: 'BRAND5.localhost:5173' }];
    for (const headers of brandHosts) {
      const res = await onHost(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().message).toBe(ERROR_LABELS.forbidden);
    }
    // A host that is no brand's is the unbranded deployment; a forwarded host counts only from a trusted proxy (TRUST_PROXY).
    expect((await onHost({ host: 'back.hubgrade.test:8080' })).json().total).toBe(30);
    expect((await onHost({ host: 'back.hubgrade.test', 'x-forwarded-host': 'brand9.localhost' })).json().total).toBe(30);
  });

  it('refuses anonymous callers, unknown entities, bad slugs and oversized pages', async () => {
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
