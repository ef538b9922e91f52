import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { DEMO_ACCOUNTS } from '../src/seed/accounts.ts';
import { createTestApp, ENGINES, type TestApp } from './harness.ts';

/**
 * NUL, the other control characters but tab and line breaks, and lone surrogates are refused in
 * every text a call brings, with a 400 naming the field, before anything is written. They used
 * to reach PostgreSQL (a 500 on 22 routes) or be stored as U+FFFD.
 */

const FORBIDDEN = {
  NUL: '\u0000',
  'U+0001': '\u0001',
  ESC: '\u001b',
  DEL: '\u007f',
  'U+009F': '\u009f',
  'high surrogate': '\ud800',
  'low surrogate': '\udc00',
};
const refused = (field: string) => ({
  status: 400,
  message: ERROR_LABELS.badRequest,
  errors: { [field]: [ERROR_LABELS.forbiddenCharacter] },
});

describe.each(ENGINES)('forbidden characters on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const companyRow = async () =>
    (await queryRows<{ row: string }>(t.database.db, sql`select c::text as row from companies c where id = 1`))[0]?.row;
  const groupCount = async () => (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ad_groups`))[0]?.n;

  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await t.tokenFor(DEMO_ACCOUNTS.admin);
  });
  afterAll(() => t.close());

  it.each(Object.entries(FORBIDDEN))('refuses %s in a body field, naming it, and writes nothing', async (_, character) => {
    const before = await companyRow();
    const res = await t.app.inject({ method: 'PATCH', url: '/api/companies/1', headers: auth(), payload: { name: `ab${character}cd` } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(refused('name'));
    expect(await companyRow()).toBe(before);
  });

  it('refuses a lone surrogate instead of storing it as U+FFFD, and names nested fields by their path', async () => {
    const [landlord] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where email = ${DEMO_ACCOUNTS.landlord}`);
    const groups = await groupCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/annonces-groups',
      headers: auth(),
      payload: { name: 'ab\ud800cd', userId: landlord?.id },
    });
    expect(res.json()).toEqual(refused('name'));
    expect(await groupCount()).toBe(groups);

    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/discussions/1/messages',
      headers: auth(),
      payload: { hubgrade_message: { content: ['Bonjour', 'ab\u0000cd'] } },
    });
    expect(nested.json()).toEqual(refused('hubgrade_message.content.1'));
  });

  it('refuses them in query strings and path parameters', async () => {
    const query = await t.app.inject({ url: '/api/bookings?search=ab%00cd', headers: auth() });
    expect(query.json()).toEqual(refused('search'));
    const param = await t.app.inject({ url: '/api/back/ab%00cd/brand' });
    expect(param.json()).toEqual(refused('hostname'));
  });

  it('refuses them in a body field name', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/companies/1', headers: auth(), payload: { 'na\u0000me': 'x' } });
    expect(res.json()).toEqual(refused('body'));
  });

  it('keeps tabs, line breaks and characters outside the basic plane', async () => {
    const name = 'Société\tÉtoile 🚀\r\nNord';
    const res = await t.app.inject({ method: 'PATCH', url: '/api/companies/1', headers: auth(), payload: { name } });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await queryRows<{ name: string }>(t.database.db, sql`select name from companies where id = 1`);
    expect(row?.name).toBe(name);
  });
});
