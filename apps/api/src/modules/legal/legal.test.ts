import { LEGAL_LABELS as L } from '@hubgrade/domain/legal/labels';
import { ZLegalPage, ZLegalPageVersionList } from '@hubgrade/domain/legal/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

type Who = 'admin' | 'brand5' | 'brand9' | 'office5';

describe.each(ENGINES)('legal pages on %s', (engine) => {
  let t: TestApp;
  let host9: string;
  const tokens = {} as Record<Who, string>;
  const call = (who: Who | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
      ...(payload === undefined ? {} : { payload }),
    });
  const write = async (who: Who, url: string, content: string) => {
    const res = await call(who, 'PUT', url, { content });
    expect(res.statusCode, res.body).toBe(200);
    return ZLegalPage.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    tokens.admin = await t.tokenFor(DEMO_ACCOUNTS.admin);
    tokens.brand5 = await t.tokenFor(brandStaffEmail('admin', 5));
    tokens.brand9 = await t.tokenFor(DEMO_ACCOUNTS.brand);
    tokens.office5 = await t.tokenFor(DEMO_ACCOUNTS.office);
    [{ host: host9 } = { host: '' }] = await queryRows<{ host: string }>(
      t.database.db,
      sql`select url_back as host from brands where id = 9`,
    );
  });
  afterAll(() => t?.close());

  it('shows an unwritten page as empty, to anyone', async () => {
    const res = await call(null, 'GET', '/back/localhost/legal/mentions-legales');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'mentions-legales', brandId: 0, content: '', updatedAt: null });
  });

  it('writes a brand’s page, sanitised, and serves it signed out on that brand’s host only', async () => {
    const saved = await write('brand9', '/legal/cgu/9', '<h2>Article 1</h2><p>Objet</p><script>alert(1)</script>');
    expect(saved.content).toBe('<h2>Article 1</h2><p>Objet</p>');
    const onHost = await call(null, 'GET', `/back/${host9}:8080/legal/cgu`);
    expect(onHost.statusCode).toBe(200);
    expect(onHost.json()).toMatchObject({ brandId: 9, content: '<h2>Article 1</h2><p>Objet</p>' });
    expect((await call(null, 'GET', '/back/localhost/legal/cgu')).json().content).not.toContain('Article 1');
    expect((await call(null, 'GET', '/back/localhost/legal/autre')).statusCode).toBe(400);
  });

  it('keeps brand administrators to their brand and office administrators out', async () => {
    expect((await call('brand5', 'GET', '/legal/cgu/9')).statusCode).toBe(404);
    expect((await call('brand5', 'PUT', '/legal/cgu/9', { content: '<p>Non</p>' })).statusCode).toBe(404);
    expect((await call('brand5', 'GET', '/legal/cgu/9/versions')).statusCode).toBe(404);
    expect((await call('office5', 'PUT', '/legal/cgu/5', { content: '<p>Non</p>' })).statusCode).toBe(403);
    expect((await call('admin', 'PUT', '/legal/cgu/424242', { content: '<p>Non</p>' })).statusCode).toBe(404);
    const tooLong = await call('brand5', 'PUT', '/legal/cgu/5', { content: 'x'.repeat(100_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.content).toEqual([L.refusals.tooLong]);
    expect((await call('brand9', 'GET', '/legal/cgu/9')).json().content).toBe('<h2>Article 1</h2><p>Objet</p>');
  });

  it('keeps every saved text as a version, newest first, with its history entry', async () => {
    await write('admin', '/legal/donnees-personnelles/5', '<p>Première</p>');
    await write('brand5', '/legal/donnees-personnelles/5', '<p>Seconde</p>');
    const res = await call('brand5', 'GET', '/legal/donnees-personnelles/5/versions');
    expect(res.statusCode, res.body).toBe(200);
    const versions = ZLegalPageVersionList.parse(res.json());
    expect(versions.total).toBe(2);
    expect(versions.items.map((v) => [v.content, v.authorEmail])).toEqual([
      ['<p>Seconde</p>', brandStaffEmail('admin', 5)],
      ['<p>Première</p>', DEMO_ACCOUNTS.admin],
    ]);
    const history = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from history_entries h join legal_pages p on p.id = h.entity_id
          where h.entity = 'legal-page' and p.brand_key = 5 and p.kind = 'donnees-personnelles'`,
    );
    expect(history[0]?.n).toBe(2);
  });
});
