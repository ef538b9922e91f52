import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { pathOf } from '@hubgrade/domain/common/operation';
import { INTEGRATION_LABELS as L } from '@hubgrade/domain/integrations/labels';
import { integrationOperations as op } from '@hubgrade/domain/integrations/operations';
import { MEMBER_LABELS } from '@hubgrade/domain/members/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

/** The WelcomR, Papercut and Slack routes with the built-in services (no outside service configured). */
describe.each(ENGINES)('integrations (built-in services) on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const call = (who: string, method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: path,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });

  /** A member without any service yet, of the scope, with or without a company channel. */
  const freshMember = async (brandId: number | null, opts: { channel?: boolean; company?: boolean } = {}) => {
    const [row] = await rows<{ id: number }>(sql`
      select u.id from users u left join companies c on c.id = u.company_id
      where u.brand_id is not distinct from ${brandId} and u.roles = '{ROLE_USER}' and u.deleted_at is null
        and u.email like '%exemple.fr' and u.mobile is not null
        and not exists (select 1 from member_integrations mi where mi.user_id = u.id)
        and ${opts.company === false ? sql`u.company_id is null` : sql`u.company_id is not null`}
        and ${opts.channel === undefined ? sql`true` : opts.channel ? sql`c.slack_channel_name is not null` : sql`c.slack_channel_name is null`}
        and not exists (select 1 from history_entries h where h.entity = 'user' and h.entity_id = u.id)
      order by u.id desc limit 1`);
    if (!row) throw new Error(`no fresh member in scope ${brandId}`);
    // Marks it as used by this test file.
    await rows(sql`insert into member_integrations (user_id) values (${row.id})`);
    return row.id;
  };
  const stateOf = async (userId: number) =>
    (
      await rows<{ welcomr_id: string | null; welcomr_active: boolean; papercut: string | null; slack_invite: number }>(
        sql`select welcomr_id, welcomr_active, papercut, slack_invite from member_integrations where user_id = ${userId}`,
      )
    )[0];
  const mailsTo = async (userId: number) =>
    rows<{ subject: string; text_body: string; brand_id: number | null }>(
      sql`select m.subject, m.text_body, m.brand_id from mail_outbox m join users u on u.email = m.to_address where u.id = ${userId} order by m.id`,
    );
  const historyOf = async (userId: number) =>
    rows<{ old_data: Record<string, unknown>; new_data: Record<string, unknown>; user_email: string }>(
      sql`select old_data, new_data, user_email from history_entries where entity = 'user' and entity_id = ${userId} order by id`,
    );
  const session = async (who = 'admin') => (await call(who, 'GET', pathOf(op.welcomrSession))).json().ksid as string;
  const login = (user: number, extra: Record<string, unknown> = {}) => ({ user, loginType: 1, isValidated: true, ...extra });

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand9', DEMO_ACCOUNTS.brand],
      ['brand5', brandStaffEmail('admin', 5)],
      ['office5', DEMO_ACCOUNTS.office],
      ['commercial', DEMO_ACCOUNTS.commercial],
      ['commercial5', brandStaffEmail('commercial', 5)],
      ['member', DEMO_ACCOUNTS.member],
    ] as const) {
      tokens[who] = await t.tokenFor(email);
    }
  });
  afterAll(() => t.close());

  describe('WelcomR', () => {
    it('opens a session (ksid) for administrators of a brand with the module, or of the platform', async () => {
      for (const who of ['admin', 'brand5', 'office5']) {
        const res = await call(who, 'GET', pathOf(op.welcomrSession));
        expect(res.statusCode, who).toBe(200);
        expect(res.json().ksid).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
      }
      // Brand 9 has no WelcomR module; sales staff and members are not administrators.
      for (const who of ['brand9', 'commercial', 'member'])
        expect((await call(who, 'GET', pathOf(op.welcomrSession))).statusCode, who).toBe(403);
    });

    it('creates a login, activates it with a mailed 6-digit pin, resends the code and deactivates it, with history', async () => {
      const user = await freshMember(5);
      const ksid = await session('brand5');
      const created = await call('brand5', 'POST', pathOf(op.welcomrLogin), { login: login(user), ksid });
      expect(created.statusCode).toBe(200);
      const welcomrId = created.json() as string;
      expect(welcomrId).toMatch(/^WR-[0-9A-F]{10}$/);
      expect(await stateOf(user)).toMatchObject({ welcomr_id: welcomrId, welcomr_active: false });
      const [stored] = await rows<{ user_id: number; active: boolean; mobile: string }>(
        sql`select user_id, active, mobile from welcomr_logins where id = ${welcomrId}`,
      );
      expect(stored).toMatchObject({ user_id: user, active: false });
      expect(stored?.mobile).toMatch(/^0[67]\d{8}$/);

      const again = await call('brand5', 'POST', pathOf(op.welcomrLogin), { login: login(user), ksid });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(L.welcomrAlreadyLinked);

      const activated = await call('brand5', 'POST', pathOf(op.welcomrActivate, { id: welcomrId }), { ksid });
      expect(activated.statusCode).toBe(200);
      expect(activated.json()).toEqual({ userId: user, welcomrId, welcomrState: true, papercut: null, slackInviteSent: 0 });
      const [pinMail] = await mailsTo(user);
      expect(pinMail?.subject).toBe(L.mails.pinSubject);
      expect(pinMail?.brand_id).toBe(5);
      const pin = /\n(\d{6})\n/.exec(pinMail?.text_body ?? '')?.[1];
      const [{ pin_code: storedPin } = { pin_code: '' }] = await rows<{ pin_code: string }>(
        sql`select pin_code from welcomr_logins where id = ${welcomrId}`,
      );
      expect(pin).toBe(storedPin);

      const twice = await call('brand5', 'POST', pathOf(op.welcomrActivate, { id: welcomrId }), { ksid });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(L.welcomrAlreadyActive);

      const resent = await call('office5', 'POST', pathOf(op.welcomrPincode, { id: welcomrId }));
      expect(resent.statusCode).toBe(200);
      expect(await mailsTo(user)).toHaveLength(2);

      const off = await call('brand5', 'POST', pathOf(op.welcomrDeactivate, { id: welcomrId }));
      expect(off.statusCode).toBe(200);
      expect(off.json().welcomrState).toBe(false);
      expect(await stateOf(user)).toMatchObject({ welcomr_id: welcomrId, welcomr_active: false });
      for (const path of [pathOf(op.welcomrPincode, { id: welcomrId }), pathOf(op.welcomrDeactivate, { id: welcomrId })]) {
        const refused = await call('brand5', 'POST', path);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(L.welcomrNotActive);
      }
      // Back on: the same login is activated again.
      expect((await call('brand5', 'POST', pathOf(op.welcomrActivate, { id: welcomrId }), { ksid })).statusCode).toBe(200);

      const history = await historyOf(user);
      expect(history.map((h) => h.new_data.action)).toEqual([
        L.history.welcomrCreated,
        L.history.welcomrActivated,
        L.history.welcomrPinResent,
        L.history.welcomrDeactivated,
        L.history.welcomrActivated,
      ]);
      expect(history[1]).toMatchObject({ old_data: { welcomrState: false }, new_data: { welcomrState: true } });
      expect(JSON.stringify(history)).not.toContain(storedPin);
    });

    it('answers the French message of spec §8 for a mobile not in French format, and keeps nothing', async () => {
      const user = await freshMember(null);
      const res = await call('admin', 'POST', pathOf(op.welcomrLogin), {
        login: login(user, { mobile: '+44 7700 900123' }),
        ksid: await session(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: L.welcomrPhoneFormat, errors: { mobile: [L.welcomrPhoneFormat] } });
      expect(await stateOf(user)).toMatchObject({ welcomr_id: null });
      expect(await rows(sql`select 1 from welcomr_logins where user_id = ${user}`)).toHaveLength(0);
      expect(await historyOf(user)).toHaveLength(0);
    });

    it('answers L’utilisateur est introuvable. for an unknown login, and refuses an expired or forged session', async () => {
      for (const path of [
        pathOf(op.welcomrActivate, { id: 'WR-0000000000' }),
        pathOf(op.welcomrPincode, { id: 'WR-0000000000' }),
        pathOf(op.welcomrDeactivate, { id: 'WR-0000000000' }),
      ]) {
        const res = await call('admin', 'POST', path, path.endsWith('/activate') ? { ksid: await session() } : undefined);
        expect(res.statusCode, path).toBe(404);
        expect(res.json().message).toBe(L.welcomrUserNotFound);
      }
      const unknownUser = await call('admin', 'POST', pathOf(op.welcomrLogin), { login: login(2_000_000_000), ksid: await session() });
      expect(unknownUser.statusCode).toBe(404);
      expect(unknownUser.json().message).toBe(L.welcomrUserNotFound);

      const user = await freshMember(null);
      const [expiry, nonce] = (await session()).split('.');
      const forged = await call('admin', 'POST', pathOf(op.welcomrLogin), { login: login(user), ksid: `${expiry}.${nonce}.AAAA` });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ message: L.welcomrSessionInvalid, errors: { ksid: [L.welcomrSessionInvalid] } });
      const expired = await call('admin', 'POST', pathOf(op.welcomrLogin), { login: login(user), ksid: `1.${nonce}.x` });
      expect(expired.statusCode).toBe(400);
    });

    it('keeps brands apart: another brand’s member or login is not found, a brand without the module is refused', async () => {
      const platformMember = await freshMember(null);
      const ksid = await session();
      const welcomrId = (await call('admin', 'POST', pathOf(op.welcomrLogin), { login: login(platformMember), ksid })).json() as string;
      // Brand 5's administrator neither sees the platform's member nor their login.
      const byBrand = await call('brand5', 'POST', pathOf(op.welcomrLogin), { login: login(platformMember), ksid });
      expect(byBrand.statusCode).toBe(404);
      expect(byBrand.json().message).toBe(L.welcomrUserNotFound);
      const activate = await call('brand5', 'POST', pathOf(op.welcomrActivate, { id: welcomrId }), { ksid });
      expect(activate.statusCode).toBe(404);
      expect(await stateOf(platformMember)).toMatchObject({ welcomr_active: false });
      // The super administrator may reach a brand 9 member, but brand 9 has no door access.
      const brand9Member = await freshMember(9);
      const refused = await call('admin', 'POST', pathOf(op.welcomrLogin), { login: login(brand9Member), ksid });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(L.welcomrDisabled);
    });

    it('refuses a body on the calls without one, and unknown fields on the others', async () => {
      const res = await call('admin', 'POST', pathOf(op.welcomrPincode, { id: 'WR-0000000000' }), { ksid: 'x' });
      expect(res.statusCode).toBe(400);
      const user = await freshMember(null);
      const extra = await call('admin', 'POST', pathOf(op.welcomrLogin), {
        login: login(user, { roles: ['ROLE_ADMIN'] }),
        ksid: await session(),
      });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().errors['login.roles']).toEqual([ERROR_LABELS.unknownField]);
    });
  });

  describe('Papercut', () => {
    it('creates a printing code (the body is the value), refuses a second one, then disables it, with history', async () => {
      const user = await freshMember(9);
      const created = await call('commercial', 'POST', pathOf(op.papercutCreate, { id: user }));
      expect(created.statusCode).toBe(200);
      const code = created.json() as string;
      expect(code).toMatch(/^\d{6}$/);
      expect(await stateOf(user)).toMatchObject({ papercut: code });
      expect(await rows(sql`select 1 from papercut_accounts where user_id = ${user} and code = ${code} and active`)).toHaveLength(1);

      const again = await call('brand9', 'POST', pathOf(op.papercutCreate, { id: user }));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(L.papercutAlreadyActive);

      const off = await call('brand9', 'POST', pathOf(op.papercutDeactivate, { id: user }));
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ userId: user, papercut: null });
      expect(await rows(sql`select 1 from papercut_accounts where user_id = ${user} and active`)).toHaveLength(0);
      const twice = await call('brand9', 'POST', pathOf(op.papercutDeactivate, { id: user }));
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(L.papercutNotActive);
      // A new account gets a new code.
      expect((await call('brand9', 'POST', pathOf(op.papercutCreate, { id: user }))).statusCode).toBe(200);
      expect((await historyOf(user)).map((h) => h.new_data.action)).toEqual([
        L.history.papercutCreated,
        L.history.papercutDisabled,
        L.history.papercutCreated,
      ]);
    });

    it('is for members of a company, of the caller’s brand, by staff only', async () => {
      const loner = (
        await rows<{ id: number }>(sql`
        select id from users where brand_id is null and roles = '{ROLE_USER}' and company_id is null and deleted_at is null
        order by id limit 1`)
      )[0]?.id as number;
      const res = await call('admin', 'POST', pathOf(op.papercutCreate, { id: loner }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MEMBER_LABELS.noCompany);

      const brand5Member = await freshMember(5);
      expect((await call('brand9', 'POST', pathOf(op.papercutCreate, { id: brand5Member }))).statusCode).toBe(404);
      expect((await call('member', 'POST', pathOf(op.papercutCreate, { id: brand5Member }))).statusCode).toBe(403);
      expect((await call('brand9', 'POST', pathOf(op.papercutCreate, { id: 2_000_000_000 }))).statusCode).toBe(404);
      expect(await stateOf(brand5Member)).toMatchObject({ papercut: null });
    });
  });

  describe('Slack', () => {
    it('invites to the company channel (2) or to the workspace (1), mails the invitation, and refuses inviting twice', async () => {
      const withChannel = await freshMember(5, { channel: true });
      const res = await call('brand5', 'PATCH', pathOf(op.slackInvite, { id: withChannel }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ userId: withChannel, slackInviteSent: 2 });
      const [invite] = await rows<{ channel: string | null }>(sql`select channel from slack_invites where user_id = ${withChannel}`);
      expect(invite?.channel).toMatch(/^#/);
      const [mail] = await mailsTo(withChannel);
      expect(mail?.subject).toBe(L.mails.slackSubject);
      expect(mail?.text_body).toContain(invite?.channel);
      const twice = await call('brand5', 'PATCH', pathOf(op.slackInvite, { id: withChannel }));
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(L.slackAlreadyInvited);

      const without = await freshMember(5, { channel: false });
      expect((await call('office5', 'PATCH', pathOf(op.slackInvite, { id: without }))).json().slackInviteSent).toBe(1);
      expect((await call('office5', 'PATCH', pathOf(op.slackInvite, { id: without }))).statusCode).toBe(409);
      // The company opens a channel: the member can now be invited to it.
      await rows(
        sql`update companies set slack_channel_name = '#nouveau-canal' where id = (select company_id from users where id = ${without})`,
      );
      const upgraded = await call('office5', 'PATCH', pathOf(op.slackInvite, { id: without }));
      expect(upgraded.json().slackInviteSent).toBe(2);
      expect((await historyOf(without)).map((h) => h.new_data.slackInviteSent)).toEqual([1, 2]);
    });

    it('needs the Slack flag of the member’s brand, and stays inside the caller’s brand', async () => {
      const brand9Member = await freshMember(9);
      const res = await call('brand9', 'PATCH', pathOf(op.slackInvite, { id: brand9Member }));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(L.slackDisabled);
      const platformMember = await freshMember(null);
      expect((await call('admin', 'PATCH', pathOf(op.slackInvite, { id: platformMember }))).statusCode).toBe(403);
      const brand5Member = await freshMember(5);
      expect((await call('brand9', 'PATCH', pathOf(op.slackInvite, { id: brand5Member }))).statusCode).toBe(404);
      expect((await call('commercial5', 'PATCH', pathOf(op.slackInvite, { id: brand5Member }))).statusCode).toBe(403);
      expect(await stateOf(brand5Member)).toMatchObject({ slack_invite: 0 });
    });
  });

  it('seeds members in every state, consistent with the built-in services’ records', async () => {
    const [counts] = await rows<{ welcomr: number; active: number; papercut: number; slack: number; orphans: number }>(sql`
      select count(*) filter (where welcomr_id is not null)::int as welcomr,
             count(*) filter (where welcomr_active)::int as active,
             count(*) filter (where papercut is not null)::int as papercut,
             count(*) filter (where slack_invite > 0)::int as slack,
             count(*) filter (where welcomr_id is not null and not exists (select 1 from welcomr_logins w where w.id = welcomr_id))::int as orphans
      from member_integrations`);
    expect(counts?.welcomr).toBeGreaterThan(10);
    expect(counts?.active).toBeGreaterThan(5);
    expect(counts?.papercut).toBeGreaterThan(10);
    expect(counts?.slack).toBeGreaterThan(5);
    expect(counts?.orphans).toBe(0);
  });
});
