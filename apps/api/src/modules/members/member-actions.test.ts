import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { MEMBER_LABELS } from '@hubgrade/domain/members/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts.ts';

describe.each(ENGINES)('member actions on %s', (engine) => {
  let t: TestApp;
  let superAdmin: string;
  let brandAdmin9: string;
  let officeAdmin5: string;
  let commercial: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const scalar = async <T>(query: ReturnType<typeof sql>) => ((await rows<{ v: T }>(query))[0] as { v: T }).v;
  const userRow = (id: number) => scalar<string>(sql`select u::text as v from users u where id = ${id}`);
  const historyCount = (id: number) =>
    scalar<number>(sql`select count(*)::int as v from history_entries where entity = 'user' and entity_id = ${id}`);
  /** An employee (not owner) of a company of the brand, taken in order so each test has its own. */
  let taken = 0;
  const employeeOf = async (brandId: number | null) =>
    scalar<number>(
      sql`select id as v from users where brand_id is not distinct from ${brandId} and roles = '{ROLE_USER}' and not company_owner
          and company_id is not null and enabled and email like '%exemple.fr' and deleted_at is null order by id offset ${taken++} limit 1`,
    );
  const ownerOf = (brandId: number | null) =>
    scalar<number>(
      sql`select id as v from users where brand_id is not distinct from ${brandId} and company_owner and email like '%exemple.fr' order by id limit 1`,
    );
  const pendingOf = (brandId: number | null, count: number) =>
    rows<{ id: number; email: string }>(
      sql`select id, email from users where brand_id is not distinct from ${brandId} and not enabled and last_login is null
          and deleted_at is null order by id desc limit ${count}`,
    ).then((r) => r.map((x) => ({ id: x.id, email: x.email })));

  beforeAll(async () => {
    t = await createTestApp(engine);
    [superAdmin, brandAdmin9, officeAdmin5, commercial] = await Promise.all([
      t.tokenFor(DEMO_ACCOUNTS.admin),
      t.tokenFor(DEMO_ACCOUNTS.brand),
      t.tokenFor(DEMO_ACCOUNTS.office),
      t.tokenFor(DEMO_ACCOUNTS.commercial),
    ]);
  });
  afterAll(() => t.close());

  it('sets an owner in one transaction and refuses to make an owner of the owner', async () => {
    const id = await employeeOf(9);
    const company = await scalar<number>(sql`select company_id as v from users where id = ${id}`);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: auth(brandAdmin9),
      payload: { hubgrade_user: { companyOwner: true } },
    });
    expect(res.statusCode).toBe(200);
    expect(await rows(sql`select id from users where company_id = ${company} and company_owner`)).toEqual([{ id }]);
    const before = await userRow(id);
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: auth(brandAdmin9),
      payload: { hubgrade_user: { companyOwner: true } },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MEMBER_LABELS.ownerRefused);
    expect(await userRow(id)).toBe(before);
  });

  it.runIf(engine === 'postgres')('keeps one owner when two owners are set at the same time', async () => {
    const company = await scalar<number>(
      sql`select company_id as v from users where brand_id = 5 and company_id is not null group by company_id having count(*) >= 4 order by company_id limit 1`,
    );
    const candidates = (
      await rows<{ id: number }>(
        sql`select id from users where company_id = ${company} and not company_owner and deleted_at is null order by id limit 3`,
      )
    ).map((r) => r.id);
    const answers = await Promise.all(
      candidates.map((id) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/users/${id}`,
          headers: auth(officeAdmin5),
          payload: { hubgrade_user: { companyOwner: true } },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await scalar<number>(sql`select count(*)::int as v from users where company_id = ${company} and company_owner`)).toBe(1);
  });

  it('toggles employee management and shopping rights, with history, never for an owner', async () => {
    const id = await employeeOf(5);
    // Counted from here: an earlier case may have written this member's history already.
    const historyBefore = await historyCount(id);
    const start = await scalar<{ a: boolean; s: boolean }>(
      sql`select json_build_object('a', access_company, 's', shopping_rights) as v from users where id = ${id}`,
    );
    const first = await t.app.inject({ method: 'PATCH', url: `/api/accessCompany/user/${id}`, headers: auth(officeAdmin5) });
    expect(first.json()).toEqual({ accessCompany: !start.a });
    const second = await t.app.inject({ method: 'PATCH', url: `/api/accessCompany/user/${id}`, headers: auth(officeAdmin5) });
    expect(second.json()).toEqual({ accessCompany: start.a });
    const shop = await t.app.inject({ method: 'PATCH', url: `/api/shoppingRights/user/${id}`, headers: auth(officeAdmin5) });
    expect(shop.json()).toEqual({ shoppingRights: !start.s });
    expect(await historyCount(id)).toBe(historyBefore + 3);

    const owner = await ownerOf(5);
    const before = await userRow(owner);
    for (const url of [`/api/accessCompany/user/${owner}`, `/api/shoppingRights/user/${owner}`]) {
      const refused = await t.app.inject({ method: 'PATCH', url, headers: auth(officeAdmin5) });
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().message).toBe(MEMBER_LABELS.ownerRefused);
    }
    expect(await userRow(owner)).toBe(before);

    const landlord = await scalar<number>(sql`select id as v from users where email = ${DEMO_ACCOUNTS.landlord}`);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/shoppingRights/user/${landlord}`, headers: auth(superAdmin) })).statusCode,
    ).toBe(400);
    const other = await employeeOf(9);
    const otherBefore = await userRow(other);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/accessCompany/user/${other}`, headers: auth(officeAdmin5) })).statusCode).toBe(
      404,
    );
    expect(await userRow(other)).toBe(otherBefore);
    const body = await t.app.inject({
      method: 'PATCH',
      url: `/api/accessCompany/user/${id}`,
      headers: auth(officeAdmin5),
      payload: { accessCompany: true },
    });
    expect(body.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/accessCompany/user/${id}`, headers: auth(commercial) })).statusCode).toBe(403);
  });

  it('couples operation and invoice rights on the server, refusing owners and other brands', async () => {
    const id = await employeeOf(null);
    await t.database.db.execute(
      sql`update users set access = '{"operation":false,"invoice":false,"booking":true,"ticket":false}' where id = ${id}`,
    );
    const patch = (payload: Record<string, unknown>, token = commercial) =>
      t.app.inject({ method: 'PATCH', url: '/api/access', headers: auth(token), payload });

    const on = await patch({ access: { operation: true }, createdUserId: id });
    expect(on.statusCode).toBe(200);
    expect(on.json().access).toEqual({ operation: true, invoice: true, booking: true, ticket: false });
    const off = await patch({ access: { invoice: false }, createdUserId: id });
    expect(off.json().access).toEqual({ operation: false, invoice: false, booking: true, ticket: false });
    const conflicting = await patch({ access: { operation: true, invoice: false }, createdUserId: id });
    expect(conflicting.json().access).toMatchObject({ operation: true, invoice: true });
    expect(await scalar(sql`select access as v from users where id = ${id}`)).toEqual({
      operation: true,
      invoice: true,
      booking: true,
      ticket: false,
    });
    const entries = await rows<{ new_data: unknown }>(
      sql`select new_data from history_entries where entity = 'user' and entity_id = ${id} order by id`,
    );
    expect(entries.map((e) => e.new_data)).toEqual([
      { access: { operation: true, invoice: true } },
      { access: { operation: false, invoice: false } },
      { access: { operation: true, invoice: true } },
    ]);

    const owner = await ownerOf(null);
    const refused = await patch({ access: { ticket: false }, createdUserId: owner });
    expect(refused.statusCode).toBe(409);
    const other = await employeeOf(9);
    const before = await userRow(other);
    expect((await patch({ access: { ticket: true }, createdUserId: other }, officeAdmin5)).statusCode).toBe(404);
    expect(await userRow(other)).toBe(before);
    expect((await patch({ access: { unknown: true }, createdUserId: id })).statusCode).toBe(400);
  });

  it('lets only a super administrator change roles, never their own', async () => {
    const id = await employeeOf(5);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}/roles`,
      headers: auth(superAdmin),
      payload: { roles: ['ROLE_COMMERCIAL'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['ROLE_USER', 'ROLE_COMMERCIAL']);
    const brand = await t.app.inject({ method: 'PUT', url: `/api/users/${id}/roles`, headers: auth(brandAdmin9), payload: { roles: [] } });
    expect(brand.statusCode).toBe(403);
    const self = await scalar<number>(sql`select id as v from users where email = ${DEMO_ACCOUNTS.admin}`);
    const own = await t.app.inject({ method: 'PUT', url: `/api/users/${self}/roles`, headers: auth(superAdmin), payload: { roles: [] } });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MEMBER_LABELS.cannotChangeOwnRoles);
  });

  it('deletes a member: anonymised, signed out for good, invoices still name them', async () => {
    const id = await scalar<number>(
      sql`select u.id as v from users u join invoices i on i.user_id = u.id where u.brand_id = 5 and u.roles = '{ROLE_USER}' order by u.id limit 1`,
    );
    const { email, first_name } = (
      await rows<{ email: string; first_name: string }>(sql`select email, first_name from users where id = ${id}`)
    )[0] as {
      email: string;
      first_name: string;
    };
    const other = await employeeOf(9);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${other}`, headers: auth(officeAdmin5) })).statusCode).toBe(404);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: auth(officeAdmin5) });
    expect(res.statusCode).toBe(204);
    const row = (
      await rows<{ email: string; mobile: string | null; enabled: boolean; deleted: boolean; first_name: string }>(
        sql`select email, mobile, enabled, deleted_at is not null as deleted, first_name from users where id = ${id}`,
      )
    )[0];
    expect(row).toEqual({ email: `supprime-${id}@anonyme.invalid`, mobile: null, enabled: false, deleted: true, first_name });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/login_check', payload: { username: email, password: DEMO_PASSWORD } });
    expect(signIn.statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/users/${id}`, headers: auth(superAdmin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: auth(superAdmin) })).statusCode).toBe(404);
    expect(await scalar<number>(sql`select count(*)::int as v from invoices where user_id = ${id}`)).toBeGreaterThan(0);

    const self = await scalar<number>(sql`select id as v from users where email = ${DEMO_ACCOUNTS.office}`);
    const own = await t.app.inject({ method: 'DELETE', url: `/api/users/${self}`, headers: auth(officeAdmin5) });
    expect(own.statusCode).toBe(403);
  });

  it('validates new collaborators in bulk: enabled, mailed, with history; all or nothing', async () => {
    const pending = await pendingOf(9, 3);
    expect(pending).toHaveLength(3);
    const ids = pending.map((p) => p.id);
    const outsider = (await pendingOf(5, 1))[0]?.id as number;
    const mixed = await t.app.inject({
      method: 'POST',
      url: '/api/users/incoming/validate',
      headers: auth(brandAdmin9),
      payload: { ids: [...ids, outsider] },
    });
    expect(mixed.statusCode).toBe(404);
    expect(await scalar<number>(sql`select count(*)::int as v from users where id = any(${`{${ids.join(',')}}`}::int[]) and enabled`)).toBe(
      0,
    );

    const mailsBefore = await scalar<number>(sql`select count(*)::int as v from mail_outbox`);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/incoming/validate', headers: auth(brandAdmin9), payload: { ids } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 3 });
    const mails = await rows<{ to_address: string; brand_id: number; subject: string; text_body: string }>(
      sql`select to_address, brand_id, subject, text_body from mail_outbox order by id desc limit 3`,
    );
    expect(await scalar<number>(sql`select count(*)::int as v from mail_outbox`)).toBe(mailsBefore + 3);
    expect(mails.map((m) => m.to_address).sort()).toEqual(pending.map((p) => p.email).sort());
    for (const mail of mails) {
      expect(mail.brand_id).toBe(9);
      expect(mail.subject).toBe(MEMBER_LABELS.incoming.mailSubject('Nova Services'));
      expect(mail.text_body).toContain('brand9.localhost');
    }
    for (const id of ids) expect(await historyCount(id)).toBe(1);

    const again = await t.app.inject({ method: 'POST', url: '/api/users/incoming/validate', headers: auth(brandAdmin9), payload: { ids } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MEMBER_LABELS.notPending);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/users/incoming/validate',
      headers: auth(brandAdmin9),
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses new collaborators: their accounts are removed', async () => {
    const [one] = await pendingOf(null, 1);
    const id = one?.id as number;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/incoming/refuse',
      headers: auth(superAdmin),
      payload: { ids: [id] },
    });
    expect(res.json()).toEqual({ count: 1 });
    expect(await scalar<boolean>(sql`select deleted_at is not null as v from users where id = ${id}`)).toBe(true);
    expect((await t.app.inject({ url: `/api/users/${id}`, headers: auth(superAdmin) })).json()).toEqual({
      status: 404,
      message: ERROR_LABELS.notFound,
    });
  });
});
