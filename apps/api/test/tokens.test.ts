import { createHmac, generateKeyPairSync } from 'node:crypto';
import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { sql } from 'drizzle-orm';
import { importPKCS8, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../src/seed/accounts.ts';
import { createTestApp, ENGINES, type TestApp } from './harness.ts';

const b64 = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const hs256 = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest('base64url');

describe.each(ENGINES)('bearer tokens on %s', (engine) => {
  let t: TestApp;
  let secret: string;
  const now = () => Math.floor(Date.now() / 1000);
  const me = (token: string) => t.app.inject({ url: '/api/user/my', headers: { authorization: `Bearer ${token}` } });
  const idOf = async (email: string) =>
    (await queryRows<{ id: number }>(t.database.db, sql`select id from users where email = ${email}`))[0]?.id as number;
  const sign = (claims: Record<string, unknown>, key: string, alg = 'HS256') =>
    new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(key));
  /** A token as the server would sign it, built by hand so that each part can be altered. */
  const forge = (header: object, payload: object, key = secret) => {
    const input = `${b64(header)}.${b64(payload)}`;
    return `${input}.${hs256(input, key)}`;
  };
  const expectRefused = async (token: string) => {
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 401, message: AUTH_LABELS.sessionExpired });
  };

  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    secret = t.config.jwtSecret;
    adminId = await idOf(DEMO_ACCOUNTS.admin);
  });
  afterAll(() => t.close());

  it('accepts a token forged exactly like the server’s, so the refusals below are about one alteration each', async () => {
    const token = forge({ alg: 'HS256', typ: 'JWT' }, { sub: String(adminId), iat: now(), exp: now() + 60 });
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses `alg: none`, whatever the case of the name and with or without a signature', async () => {
    const payload = { sub: String(adminId), iat: now(), exp: now() + 3600 };
    for (const alg of ['none', 'None', 'NONE']) {
      await expectRefused(`${b64({ alg, typ: 'JWT' })}.${b64(payload)}.`);
      await expectRefused(forge({ alg, typ: 'JWT' }, payload));
    }
    await expectRefused(`${b64({ typ: 'JWT' })}.${b64(payload)}.`);
  });

  it('refuses HS384 and HS512 even with the right secret', async () => {
    for (const alg of ['HS384', 'HS512']) {
      const token = await sign({ sub: String(adminId) }, secret, alg);
      await expectRefused(token);
    }
  });

  it('refuses RS256, genuine or with the HMAC of the secret under an RS256 header', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const key = await importPKCS8(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'RS256');
    await expectRefused(await new SignJWT({ sub: String(adminId) }).setProtectedHeader({ alg: 'RS256' }).setExpirationTime('1h').sign(key));
    await expectRefused(forge({ alg: 'RS256', typ: 'JWT' }, { sub: String(adminId), exp: now() + 3600 }));
    await expectRefused(forge({ alg: 'ES256', typ: 'JWT' }, { sub: String(adminId), exp: now() + 3600 }));
  });

  it('refuses an expired token and one not yet valid', async () => {
    await expectRefused(forge({ alg: 'HS256', typ: 'JWT' }, { sub: String(adminId), iat: now() - 7200, exp: now() - 3600 }));
    await expectRefused(forge({ alg: 'HS256', typ: 'JWT' }, { sub: String(adminId), iat: now(), nbf: now() + 3600, exp: now() + 7200 }));
  });

  it('refuses a tampered payload or signature, and a token signed with another secret', async () => {
    const token = await t.tokenFor(DEMO_ACCOUNTS.member);
    expect((await me(token)).statusCode).toBe(200);
    const [header, payload, signature] = token.split('.') as [string, string, string];

    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    await expectRefused(`${header}.${b64({ ...claims, sub: String(adminId) })}.${signature}`);
    await expectRefused(`${header}.${b64({ ...claims, exp: claims.exp + 3600 })}.${signature}`);

    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    await expectRefused(`${header}.${payload}.${flipped}`);
    await expectRefused(`${header}.${payload}.`);
    await expectRefused(`${header}.${payload}`);

    await expectRefused(await sign({ sub: String(adminId), exp: now() + 3600 }, 'another-secret-of-at-least-thirty-two-characters'));
  });

  it('refuses subjects that are not a user id, and garbage', async () => {
    for (const sub of [undefined, '', '0', '-1', '1.5', 'admin', '99999999', '2147483648', String(2 ** 53)]) {
      await expectRefused(forge({ alg: 'HS256', typ: 'JWT' }, { sub, exp: now() + 3600 }));
    }
    for (const garbage of ['x', 'a.b.c', '...', `${'a'.repeat(5000)}.b.c`]) await expectRefused(garbage);
  });

  it('refuses a session version other than the account’s, and one that is not a whole number', async () => {
    for (const sv of [1, -1, 0.5, '0', null, [0]]) {
      await expectRefused(forge({ alg: 'HS256', typ: 'JWT' }, { sub: String(adminId), sv, iat: now(), exp: now() + 60 }));
    }
    expect((await me(forge({ alg: 'HS256', typ: 'JWT' }, { sub: String(adminId), sv: 0, iat: now(), exp: now() + 60 }))).statusCode).toBe(
      200,
    );
  });

  it('asks for a token when the header is absent or not a bearer', async () => {
    const token = await t.tokenFor(DEMO_ACCOUNTS.member);
    for (const authorization of [undefined, `Basic ${token}`, token, 'Bearer', 'Bearer ']) {
      const res = await t.app.inject({ url: '/api/user/my', headers: authorization === undefined ? {} : { authorization } });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json().message).toBe(ERROR_LABELS.unauthenticated);
    }
  });

  it('refuses a disabled user on the very next request', async () => {
    const email = brandStaffEmail('member', 8);
    const token = await t.tokenFor(email);
    expect((await me(token)).statusCode).toBe(200);
    await t.database.db.execute(sql`update users set enabled = false where email = ${email}`);
    await expectRefused(token);
    await t.database.db.execute(sql`update users set enabled = true where email = ${email}`);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses a soft-deleted and a removed user on the very next request', async () => {
    const soft = brandStaffEmail('commercial', 8);
    const softToken = await t.tokenFor(soft);
    expect((await me(softToken)).statusCode).toBe(200);
    await t.database.db.execute(sql`update users set deleted_at = now() where email = ${soft}`);
    await expectRefused(softToken);

    // A member of their own, whom no booking, reaction or ledger entry of the demo refers to.
    const removed = 'removed.member@demo.test';
    await t.database.db.execute(sql`insert into users (email, password_hash, first_name, last_name, roles, account_type, enabled, brand_id)
      select ${removed}, password_hash, first_name, last_name, roles, account_type, enabled, brand_id from users
      where email = ${brandStaffEmail('member', 10)}`);
    const removedToken = await t.tokenFor(removed);
    expect((await me(removedToken)).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from users where email = ${removed}`);
    await expectRefused(removedToken);
  });

  it('scopes the next request by the roles and brand now in the database', async () => {
    const email = brandStaffEmail('admin', 10);
    const token = await t.tokenFor(email);
    const headers = { authorization: `Bearer ${token}` };
    const companyOf = async (brandId: number) =>
      (await queryRows<{ id: number }>(t.database.db, sql`select id from companies where brand_id = ${brandId} order by id limit 1`))[0]
        ?.id;
    const company10 = await companyOf(10);
    const company8 = await companyOf(8);
    expect((await t.app.inject({ url: `/api/companies/${company10}`, headers })).statusCode).toBe(200);

    // Demoted: the same token now opens nothing an administrator may open.
    await t.database.db.execute(sql`update users set roles = '{ROLE_USER}' where email = ${email}`);
    expect((await t.app.inject({ url: `/api/companies/${company10}`, headers })).statusCode).toBe(403);
    expect((await me(token)).json().roles).toEqual(['ROLE_USER']);

    // Promoted again but moved to brand 8: brand 10 is now another brand's.
    await t.database.db.execute(sql`update users set roles = '{ROLE_ADMIN_BRAND}', brand_id = 8 where email = ${email}`);
    expect((await t.app.inject({ url: `/api/companies/${company10}`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/companies/${company8}`, headers })).statusCode).toBe(200);

    // A demoted super administrator loses the whole platform at once.
    const adminToken = await t.tokenFor(DEMO_ACCOUNTS.admin);
    const adminHeaders = { authorization: `Bearer ${adminToken}` };
    expect((await t.app.inject({ url: `/api/companies/${company8}`, headers: adminHeaders })).statusCode).toBe(200);
    await t.database.db.execute(sql`update users set roles = '{ROLE_COMMERCIAL}' where id = ${adminId}`);
    expect((await t.app.inject({ url: `/api/history/slug/company-${company8}`, headers: adminHeaders })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/companies/${company8}`, headers: adminHeaders, payload: { name: 'Refusé' } }))
        .statusCode,
    ).toBe(403);
    await t.database.db.execute(sql`update users set roles = '{ROLE_ADMIN}' where id = ${adminId}`);
  });
});
