import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { MEMBER_LABELS } from '@hubgrade/domain/members/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts.ts';

describe.each(ENGINES)('members on %s', (engine) => {
  let t: TestApp;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0] as T;
  const idOf = async (email: string) => (await one<{ id: number }>(sql`select id from users where email = ${email}`)).id;
  const userRow = async (id: number) => (await one<{ row: string }>(sql`select u::text as row from users u where id = ${id}`)).row;
  const historyOf = (id: number) =>
    queryRows<{ old_data: unknown; new_data: unknown; user_email: string; brand_id: number | null }>(
      t.database.db,
      sql`select old_data, new_data, user_email, brand_id from history_entries where entity = 'user' and entity_id = ${id} order by id`,
    );
  /** A plain member of a brand (or of the main platform), not one of the documented sign-ins. */
  const memberOf = async (brandId: number | null) =>
    (
      await one<{ id: number }>(
        sql`select id from users where brand_id is not distinct from ${brandId} and roles = '{ROLE_USER}' and email like '%@%exemple.fr' and not company_owner and company_id is not null order by id limit 1`,
      )
    ).id;

  let brandAdmin: string;
  let officeAdmin5: string;
  let superAdmin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    [brandAdmin, officeAdmin5, superAdmin] = await Promise.all([
      t.tokenFor(DEMO_ACCOUNTS.brand),
      t.tokenFor(DEMO_ACCOUNTS.office),
      t.tokenFor(DEMO_ACCOUNTS.admin),
    ]);
  });
  afterAll(() => t.close());

  it('shows a member of the brand, and nothing of another brand', async () => {
    const own = await memberOf(9);
    const res = await t.app.inject({ url: `/api/users/${own}`, headers: auth(brandAdmin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: own, brandId: 9, brandName: 'Nova Services', roles: ['ROLE_USER'], mobileCC: 'FR' });
    expect(res.json()).not.toHaveProperty('passwordHash');

    const other = await memberOf(5);
    const refused = await t.app.inject({ url: `/api/users/${other}`, headers: auth(brandAdmin) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ status: 404, message: ERROR_LABELS.notFound });
    const platform = await t.app.inject({ url: `/api/users/${await memberOf(null)}`, headers: auth(brandAdmin) });
    expect(platform.statusCode).toBe(404);
  });

  it('changes a member and writes its history entry', async () => {
    const id = await memberOf(9);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: auth(brandAdmin),
      payload: { hubgrade_user: { firstName: '  Zoé ', mobile: '+33 6 12 34 56 78' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, firstName: 'Zoé', mobile: '0612345678' });
    const entries = await historyOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      user_email: DEMO_ACCOUNTS.brand,
      brand_id: 9,
      new_data: { firstName: 'Zoé', mobile: '0612345678' },
    });
    expect(Object.keys(entries[0]?.old_data as object).sort()).toEqual(['firstName', 'mobile']);
  });

  it('refuses roles, brand, email and any unknown field, leaving the row unchanged', async () => {
    const id = await memberOf(9);
    const before = await userRow(id);
    for (const field of ['roles', 'brand', 'brandId', 'email', 'password', 'passwordHash', 'access', 'toString', 'constructor']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: auth(superAdmin),
        payload: { hubgrade_user: { firstName: 'Pirate', [field]: ['ROLE_ADMIN'] } },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[`hubgrade_user.${field}`], field).toEqual([ERROR_LABELS.unknownField]);
    }
    const outside = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: auth(superAdmin),
      payload: { hubgrade_user: { firstName: 'Pirate' }, roles: ['ROLE_ADMIN'] },
    });
    expect(outside.statusCode).toBe(400);
    expect(await userRow(id)).toBe(before);
  });

  it('refuses an empty change and invalid values with French messages', async () => {
    const id = await memberOf(9);
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: auth(brandAdmin),
      payload: { hubgrade_user: {} },
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json().errors)).toContain(MEMBER_LABELS.noChange);
    const invalid = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: auth(brandAdmin),
      payload: { hubgrade_user: { firstName: '   ', mobile: '0123456789', enabled: 'yes' } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors['hubgrade_user.firstName']).toEqual([AUTH_LABELS.required]);
    expect(invalid.json().errors['hubgrade_user.mobile']).toEqual([AUTH_LABELS.mobileInvalid]);
    expect(invalid.json().errors['hubgrade_user.enabled']).toHaveLength(1);
  });

  it('makes one owner per company: the previous owner loses the flag, each with its history', async () => {
    const [target] = await queryRows<{ id: number; company_id: number }>(
      t.database.db,
      sql`select id, company_id from users where brand_id = 5 and not company_owner and roles = '{ROLE_USER}' and company_id is not null order by id limit 1`,
    );
    if (!target) throw new Error('seed has no brand 5 employee');
    const owners = async () =>
      (
        await queryRows<{ id: number }>(
          t.database.db,
          sql`select id from users where company_id = ${target.company_id} and company_owner order by id`,
        )
      ).map((r) => r.id);
    const previous = await owners();
    expect(previous.length).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${target.id}`,
      headers: auth(officeAdmin5),
      payload: { hubgrade_user: { companyOwner: true } },
    });
    expect(res.statusCode).toBe(200);
    expect(await owners()).toEqual([target.id]);
    for (const id of previous) {
      expect(await historyOf(id)).toEqual([
        { old_data: { companyOwner: true }, new_data: { companyOwner: false }, user_email: DEMO_ACCOUNTS.office, brand_id: 5 },
      ]);
    }
  });

  it('refuses to make an owner of a user without company, writing nothing', async () => {
    const id = await idOf(DEMO_ACCOUNTS.landlord);
    const before = await userRow(id);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: auth(superAdmin),
      payload: { hubgrade_user: { companyOwner: true, firstName: 'Louis-Marie' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MEMBER_LABELS.noCompany);
    expect(await userRow(id)).toBe(before);
    expect(await historyOf(id)).toEqual([]);
  });

  it('keeps an office administrator off the brand administrator, and everyone off disabling themselves', async () => {
    const brandAdmin5 = await idOf(brandStaffEmail('admin', 5));
    const before = await userRow(brandAdmin5);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${brandAdmin5}`,
      headers: auth(officeAdmin5),
      payload: { hubgrade_user: { enabled: false } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MEMBER_LABELS.higherRights);
    expect(await userRow(brandAdmin5)).toBe(before);

    const self = await idOf(DEMO_ACCOUNTS.brand);
    const selfRes = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${self}`,
      headers: auth(brandAdmin),
      payload: { hubgrade_user: { enabled: false } },
    });
    expect(selfRes.statusCode).toBe(403);
    expect(selfRes.json().message).toBe(MEMBER_LABELS.cannotDisableSelf);
    const me = await t.app.inject({ url: '/api/user/my', headers: auth(brandAdmin) });
    expect(me.statusCode).toBe(200);
  });

  it('tells a user the brands of their back-office, and nobody else’s', async () => {
    const member9 = await t.tokenFor(brandStaffEmail('member', 9));
    const id9 = await idOf(brandStaffEmail('member', 9));
    const own = await t.app.inject({ url: `/api/users/${id9}/brands`, headers: auth(member9) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([{ id: 9, name: 'Nova Services', urlBack: 'brand9.localhost' }]);

    const platformMember = await t.tokenFor(DEMO_ACCOUNTS.member);
    const mine = await t.app.inject({ url: `/api/users/${await idOf(DEMO_ACCOUNTS.member)}/brands`, headers: auth(platformMember) });
    expect(mine.json()).toEqual([]);
    const someoneElse = await t.app.inject({ url: `/api/users/${id9}/brands`, headers: auth(platformMember) });
    expect(someoneElse.statusCode).toBe(404);

    expect((await t.app.inject({ url: `/api/users/${id9}/brands`, headers: auth(superAdmin) })).json()).toHaveLength(1);
    expect((await t.app.inject({ url: `/api/users/${id9}/brands`, headers: auth(officeAdmin5) })).statusCode).toBe(404);
  });

  it('disables a member: their open session ends at once, the history says so, a second time is a 409', async () => {
    const email = brandStaffEmail('member', 9);
    const id = await idOf(email);
    const session = await t.tokenFor(email);
    const disable = (token: string, target = id) =>
      t.app.inject({ method: 'POST', url: `/api/users/${target}/disable`, headers: auth(token) });

    const res = await disable(brandAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, enabled: false });
    expect((await t.app.inject({ url: '/api/user/my', headers: auth(session) })).statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/login_check', payload: { username: email, password: DEMO_PASSWORD } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(AUTH_LABELS.accountDisabled);
    expect(await historyOf(id)).toContainEqual(expect.objectContaining({ old_data: { enabled: true }, new_data: { enabled: false } }));

    const again = await disable(brandAdmin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MEMBER_LABELS.alreadyDisabled);
    expect((await disable(officeAdmin5)).statusCode).toBe(404);
    const self = await disable(brandAdmin, await idOf(DEMO_ACCOUNTS.brand));
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(MEMBER_LABELS.cannotDisableSelf);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/users/${id}/disable`, headers: auth(brandAdmin), payload: { x: 1 } })).statusCode,
    ).toBe(400);

    // Back on, the account still refuses the session opened before it was disabled.
    const enable = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: auth(brandAdmin),
      payload: { hubgrade_user: { enabled: true } },
    });
    expect(enable.json().enabled).toBe(true);
    expect((await t.app.inject({ url: '/api/user/my', headers: auth(session) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/my', headers: auth(await t.tokenFor(email)) })).statusCode).toBe(200);
  });

  it('hides a deleted member', async () => {
    const id = await memberOf(9);
    await t.database.db.execute(sql`update users set deleted_at = now() where id = ${id}`);
    expect((await t.app.inject({ url: `/api/users/${id}`, headers: auth(superAdmin) })).statusCode).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: auth(superAdmin),
      payload: { hubgrade_user: { enabled: true } },
    });
    expect(patch.statusCode).toBe(404);
  });
});
