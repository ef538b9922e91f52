import { PERSONAL_DATA_LABELS as L } from '@hubgrade/domain/personal-data/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts.ts';

type Who = 'admin' | 'brand9' | 'brand5' | 'office9' | 'member';

describe.each(ENGINES)('personal data on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const call = (who: Who, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${tokens[who]}` } });
  /** A member of brand 9 with invoices, signed in before the erasure. */
  let member: { id: number; email: string; first_name: string; last_name: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const [found] = await rows<typeof member>(sql`
      select u.id, u.email, u.first_name, u.last_name from users u
      where u.brand_id = 9 and u.roles = '{ROLE_USER}' and u.enabled and u.deleted_at is null
        and exists (select 1 from invoices i where i.user_id = u.id)
      order by u.id limit 1`);
    if (!found) throw new Error('no brand 9 member with invoices in the demo data');
    member = found;
    const accounts: [Who, string][] = [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['brand5', brandStaffEmail('admin', 5)],
      ['office9', brandStaffEmail('office', 9)],
      ['member', member.email],
    ];
    for (const [who, email] of accounts) tokens[who] = await t.tokenFor(email);
  });
  afterAll(() => t.close());

  it('exports everything held on the member as JSON, without secrets, for their brand’s administrator only', async () => {
    const res = await call('brand9', 'GET', `/users/${member.id}/personal-data/export`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json();
    expect(data.memberId).toBe(member.id);
    const keys = data.sections.map((s: { key: string }) => s.key);
    expect(keys[0]).toBe('users');
    expect(data.sections[0].rows[0]).toMatchObject({ id: member.id, email: member.email, firstName: member.first_name });
    expect(keys).toContain('invoices.user_id');
    const [invoices] = await rows<{ n: number }>(sql`select count(*)::int as n from invoices where user_id = ${member.id}`);
    expect(data.sections.find((s: { key: string }) => s.key === 'invoices.user_id').rows).toHaveLength(invoices?.n ?? 0);
    expect(data.sections.find((s: { key: string }) => s.key === 'invoices.user_id').title).toBe('Factures');
    expect(res.body).not.toMatch(/passwordHash|tokenHash|"token"/);

    expect((await call('admin', 'GET', `/users/${member.id}/personal-data/export`)).statusCode).toBe(200);
    expect((await call('brand5', 'GET', `/users/${member.id}/personal-data/export`)).statusCode).toBe(404);
    expect((await call('office9', 'GET', `/users/${member.id}/personal-data/export`)).statusCode).toBe(403);
    expect((await call('member', 'GET', `/users/${member.id}/personal-data/export`)).statusCode).toBe(403);
  });

  it('gives the export as a PDF too', async () => {
    const res = await call('brand9', 'GET', `/users/${member.id}/personal-data/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(L.fileName(member.id, 'pdf'));
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('erases: the member is anonymised and can no longer sign in; invoices and the journal keep what they hold', async () => {
    const before = await rows<{ id: number; buyer: unknown; ttc_cents: number }>(
      sql`select id, buyer, ttc_cents from invoices where user_id = ${member.id} order by id`,
    );
    const [journal] = await rows<{ n: number; names: string }>(
      sql`select count(*)::int as n, string_agg(coalesce(third_party_name, ''), '|' order by id) as names from journal_lines`,
    );
    expect((await call('brand5', 'POST', `/users/${member.id}/personal-data/erase`)).statusCode).toBe(404);
    expect((await call('office9', 'POST', `/users/${member.id}/personal-data/erase`)).statusCode).toBe(403);

    // A second factor set up: its key and recovery codes are personal data too.
    await t.database.db.execute(sql`insert into user_two_factor (user_id, secret, enabled_at) values (${member.id}, 'chiffré', now())`);
    await t.database.db.execute(sql`insert into recovery_codes (user_id, code_hash) values (${member.id}, 'empreinte')`);

    const res = await call('brand9', 'POST', `/users/${member.id}/personal-data/erase`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rows(sql`select user_id from user_two_factor where user_id = ${member.id}`)).toEqual([]);
    expect(await rows(sql`select user_id from recovery_codes where user_id = ${member.id}`)).toEqual([]);
    expect(res.json()).toMatchObject({ memberId: member.id, erasedAt: expect.any(String) });

    const [erased] = await rows<{ first_name: string; last_name: string; email: string; mobile: string | null; enabled: boolean }>(
      sql`select first_name, last_name, email, mobile, enabled from users where id = ${member.id}`,
    );
    expect(erased).toEqual({
      first_name: L.erasedFirstName,
      last_name: L.erasedLastName,
      email: `efface-${member.id}@anonyme.invalid`,
      mobile: null,
      enabled: false,
    });
    const sheet = (await call('brand9', 'GET', `/users/${member.id}`)).json();
    expect(`${sheet.firstName} ${sheet.lastName}`).toBe('Membre effacé');
    // The session opened before is over, and the old address signs nobody in.
    expect((await call('member', 'GET', '/user/my')).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: member.email, password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);

    expect(await rows(sql`select id, buyer, ttc_cents from invoices where user_id = ${member.id} order by id`)).toEqual(before);
    const [journalAfter] = await rows<{ n: number; names: string }>(
      sql`select count(*)::int as n, string_agg(coalesce(third_party_name, ''), '|' order by id) as names from journal_lines`,
    );
    expect(journalAfter).toEqual(journal);

    const history = await rows<{ old_data: unknown; new_data: unknown }>(
      sql`select old_data, new_data from history_entries where entity = 'user' and entity_id = ${member.id} order by id`,
    );
    expect(history.at(-1)).toEqual({ old_data: { personalDataErased: false }, new_data: { personalDataErased: true } });
    expect(JSON.stringify(history)).not.toContain(member.email);
    // A later export says what is left: the anonymised account (the invoices keep their buyer as issued).
    const exported = (await call('brand9', 'GET', `/users/${member.id}/personal-data/export`)).json();
    expect(exported.sections[0].rows[0]).toMatchObject({
      firstName: 'Membre',
      lastName: 'effacé',
      email: `efface-${member.id}@anonyme.invalid`,
    });
  });

  it('refuses a second erasure, and erasing oneself (409)', async () => {
    const again = await call('brand9', 'POST', `/users/${member.id}/personal-data/erase`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(L.refusals.alreadyErased);
    expect((await call('brand9', 'GET', `/users/${member.id}/personal-data`)).json().erasedAt).toEqual(expect.any(String));
    const [self] = await rows<{ id: number }>(sql`select id from users where email = ${DEMO_ACCOUNTS.brand}`);
    const own = await call('brand9', 'POST', `/users/${self?.id}/personal-data/erase`);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(L.refusals.self);
  });
});
