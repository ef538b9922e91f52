import { pathOf } from '@hubgrade/domain/common/operation';
import { INTEGRATION_LABELS as L } from '@hubgrade/domain/integrations/labels';
import { integrationOperations as op } from '@hubgrade/domain/integrations/operations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { integrationAdapters } from './adapters.ts';
import { FAKE_KEYS, type FakeServices, fakeServicesEnv, startFakeServices } from './fake-services.ts';
import { ServiceError } from './service-error.ts';

const member = { id: 42, brandId: 5, firstName: 'Zoé', lastName: 'Martin', email: 'zoe.martin@exemple.fr' };
const loginData = {
  firstName: 'Zoé',
  lastName: 'Martin',
  email: 'zoe.martin@exemple.fr',
  mobile: '06 12 34 56 78',
  loginType: 1,
  isValidated: true,
} as const;
const noTx = {} as never;

async function serviceError(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ServiceError)) throw new Error(`expected a ServiceError, got ${String(error)}`);
  return error;
}

/** The real HTTP clients, against a fake of each service listening on a free port. */
describe('HTTP clients of the outside services', () => {
  let fake: FakeServices;
  let adapters: ReturnType<typeof integrationAdapters>;
  beforeAll(async () => {
    fake = await startFakeServices();
    const env = fakeServicesEnv(fake);
    adapters = integrationAdapters({
      jwtSecret: 'unused',
      integrations: {
        welcomr: { url: env.WELCOMR_URL as string, key: FAKE_KEYS.welcomr },
        papercut: { url: env.PAPERCUT_URL as string, key: FAKE_KEYS.papercut },
        slack: { url: env.SLACK_URL as string, key: FAKE_KEYS.slack },
      },
    });
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.breakService(null);
  });
  afterAll(() => fake.close());

  it('is what the configuration selects', () => {
    expect([adapters.welcomr.kind, adapters.papercut.kind, adapters.slack.kind]).toEqual(['http', 'http', 'http']);
    const builtIn = integrationAdapters({ jwtSecret: 's', integrations: { welcomr: null, papercut: null, slack: null } });
    expect([builtIn.welcomr.kind, builtIn.papercut.kind, builtIn.slack.kind]).toEqual(['built-in', 'built-in', 'built-in']);
  });

  it('WelcomR: session, login, activation, pin and deactivation, with the key and the ksid', async () => {
    const ksid = await adapters.welcomr.openSession();
    const id = await adapters.welcomr.createLogin(noTx, member, loginData, ksid);
    expect(id).toMatch(/^ext-\d+$/);
    await adapters.welcomr.activate(noTx, member, id, ksid);
    await adapters.welcomr.resendPin(noTx, member, id);
    await adapters.welcomr.deactivate(noTx, member, id);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /welcomr/session',
      'POST /welcomr/login',
      `POST /welcomr/login/${id}/activate`,
      `POST /welcomr/login/${id}/pincode`,
      `POST /welcomr/login/${id}/deactivate`,
    ]);
    expect(fake.requests.every((r) => r.headers.authorization === `Bearer ${FAKE_KEYS.welcomr}`)).toBe(true);
    expect(fake.requests[1]?.body).toEqual({ login: loginData, ksid });
    expect(fake.requests[2]?.body).toEqual({ ksid });
  });

  it('WelcomR: opens a window of door access and closes it; a window closed already is a 404', async () => {
    const ksid = await adapters.welcomr.openSession();
    const id = await adapters.welcomr.createLogin(noTx, member, loginData, ksid);
    fake.requests.length = 0;
    const window = { start: new Date('2031-05-06T07:00:00Z'), end: new Date('2031-05-06T10:00:00Z') };
    const windowId = await adapters.welcomr.grantWindow(noTx, id, window);
    expect(windowId).toMatch(/^win-\d+$/);
    await adapters.welcomr.revokeWindow(noTx, windowId);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /welcomr/login/${id}/access`,
      `DELETE /welcomr/access/${windowId}`,
    ]);
    expect(fake.requests[0]?.body).toEqual({ from: '2031-05-06T07:00:00.000Z', to: '2031-05-06T10:00:00.000Z' });
    expect(await serviceError(adapters.welcomr.revokeWindow(noTx, windowId))).toMatchObject({ status: 404 });
    expect(await serviceError(adapters.welcomr.grantWindow(noTx, 'inconnu', window))).toMatchObject({ status: 404 });
  });

  it('WelcomR: reports the service’s refusals with their status and field', async () => {
    const ksid = await adapters.welcomr.openSession();
    expect(await serviceError(adapters.welcomr.createLogin(noTx, member, { ...loginData, mobile: '0123456789' }, ksid))).toMatchObject({
      status: 400,
      field: 'phone',
    });
    expect(await serviceError(adapters.welcomr.activate(noTx, member, 'inconnu', ksid))).toMatchObject({ status: 404 });
    expect(await serviceError(adapters.welcomr.createLogin(noTx, member, loginData, 'ks-forged'))).toMatchObject({
      status: 401,
      field: 'ksid',
    });
    fake.breakService('welcomr', 502);
    expect(await serviceError(adapters.welcomr.openSession())).toMatchObject({ status: 503 });
    const wrongKey = integrationAdapters({
      jwtSecret: 's',
      integrations: { welcomr: { url: `${fake.url}/welcomr`, key: 'wrong' }, papercut: null, slack: null },
    });
    fake.breakService(null);
    expect(await serviceError(wrongKey.welcomr.openSession())).toMatchObject({ status: 401 });
  });

  it('Papercut: creates an account (the answer is its code) and disables it', async () => {
    const code = await adapters.papercut.createAccount(noTx, member);
    expect(code).toMatch(/^42-\d{4}$/);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/papercut/accounts',
      body: { externalId: '42', username: member.email, fullName: 'Zoé Martin' },
      headers: { 'x-api-key': FAKE_KEYS.papercut },
    });
    expect(await serviceError(adapters.papercut.createAccount(noTx, member))).toMatchObject({ status: 409 });
    await adapters.papercut.disableAccount(noTx, member, code);
    expect(await serviceError(adapters.papercut.disableAccount(noTx, member, code))).toMatchObject({ status: 404 });
    fake.breakService('papercut');
    expect(await serviceError(adapters.papercut.createAccount(noTx, member))).toMatchObject({ status: 503 });
  });

  it('Slack: invites with the channel, accepts "already there", reports other refusals and outages', async () => {
    await adapters.slack.invite(noTx, member, '#equipe-42');
    expect(fake.requests[0]).toMatchObject({
      path: '/slack/admin.users.invite',
      headers: { authorization: `Bearer ${FAKE_KEYS.slack}` },
      body: { email: member.email, real_name: 'Zoé Martin', channel_ids: 'equipe-42' },
    });
    await adapters.slack.invite(noTx, member, null);
    expect(fake.requests[1]?.body).toEqual({ email: member.email, real_name: 'Zoé Martin' });
    await adapters.slack.invite(noTx, { ...member, email: 'deja.la@exemple.fr' }, null);
    expect(await serviceError(adapters.slack.invite(noTx, { ...member, email: 'refuse.moi@exemple.fr' }, null))).toMatchObject({
      status: 400,
      field: 'restricted_action',
    });
    fake.breakService('slack', 503);
    expect(await serviceError(adapters.slack.invite(noTx, member, null))).toMatchObject({ status: 503 });
  });
});

/** The API configured with the real clients (WELCOMR_URL…), the services being the fake. */
describe.each(ENGINES)('integrations through the HTTP clients on %s', (engine) => {
  let fake: FakeServices;
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
  const memberOf = async (brandId: number | null, channel = false) => {
    const [row] = await rows<{ id: number }>(sql`
      select u.id from users u join companies c on c.id = u.company_id
      where u.brand_id is not distinct from ${brandId} and u.roles = '{ROLE_USER}' and u.deleted_at is null and u.email like '%exemple.fr'
        and u.mobile is not null and (c.slack_channel_name is not null) = ${channel}
        and not exists (select 1 from member_integrations mi where mi.user_id = u.id)
      order by u.id limit 1`);
    if (!row) throw new Error('no member');
    await rows(sql`insert into member_integrations (user_id) values (${row.id})`);
    return row.id;
  };
  const stateRow = async (userId: number) =>
    (await rows<{ row: string }>(sql`select mi::text as row from member_integrations mi where user_id = ${userId}`))[0]?.row;

  beforeAll(async () => {
    fake = await startFakeServices();
    t = await createTestApp(engine, { env: fakeServicesEnv(fake) });
    tokens.admin = await t.tokenFor(DEMO_ACCOUNTS.admin);
    tokens.brand5 = await t.tokenFor(brandStaffEmail('admin', 5));
  });
  beforeEach(() => fake.breakService(null));
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('runs the WelcomR flow against the service and keeps the member’s state', async () => {
    const user = await memberOf(5);
    const { ksid } = (await call('brand5', 'GET', pathOf(op.welcomrSession))).json();
    expect(ksid).toMatch(/^ks-\d+$/);
    const created = await call('brand5', 'POST', pathOf(op.welcomrLogin), { login: { user, loginType: 1, isValidated: true }, ksid });
    expect(created.statusCode).toBe(200);
    const welcomrId = created.json() as string;
    expect(welcomrId).toMatch(/^ext-\d+$/);
    expect((await call('brand5', 'POST', pathOf(op.welcomrActivate, { id: welcomrId }), { ksid })).json()).toMatchObject({
      welcomrId,
      welcomrState: true,
    });
    expect((await call('brand5', 'POST', pathOf(op.welcomrPincode, { id: welcomrId }))).statusCode).toBe(200);
    expect((await call('brand5', 'POST', pathOf(op.welcomrDeactivate, { id: welcomrId }))).json()).toMatchObject({ welcomrState: false });
    // The real service mails its codes itself, and keeps its logins: nothing of it here.
    expect(await rows(sql`select 1 from welcomr_logins where id = ${welcomrId}`)).toHaveLength(0);
    expect(await rows(sql`select 1 from mail_outbox m join users u on u.email = m.to_address where u.id = ${user}`)).toHaveLength(0);
  });

  it('gives the French messages of spec §8 for the service’s 404 and phone 400', async () => {
    const user = await memberOf(null);
    await rows(sql`update users set mobile = '0123456789' where id = ${user}`);
    const { ksid } = (await call('admin', 'GET', pathOf(op.welcomrSession))).json();
    const phone = await call('admin', 'POST', pathOf(op.welcomrLogin), { login: { user, loginType: 1, isValidated: true }, ksid });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe(L.welcomrPhoneFormat);

    // A login the service does not know (removed on its side).
    await rows(sql`update member_integrations set welcomr_id = 'ext-disparu' where user_id = ${user}`);
    const gone = await call('admin', 'POST', pathOf(op.welcomrActivate, { id: 'ext-disparu' }), { ksid });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(L.welcomrUserNotFound);
  });

  it('answers 502 when a service is down, and changes nothing', async () => {
    const user = await memberOf(5, true);
    const before = await stateRow(user);
    for (const service of ['papercut', 'slack'] as const) {
      fake.breakService(service);
      const res = await call(
        'brand5',
        service === 'papercut' ? 'POST' : 'PATCH',
        service === 'papercut' ? pathOf(op.papercutCreate, { id: user }) : pathOf(op.slackInvite, { id: user }),
      );
      expect(res.statusCode, service).toBe(502);
      expect(res.json().message).toBe(L.serviceUnavailable);
    }
    expect(await stateRow(user)).toBe(before);
    expect(await rows(sql`select 1 from history_entries where entity = 'user' and entity_id = ${user}`)).toHaveLength(0);

    fake.breakService(null);
    const code = (await call('brand5', 'POST', pathOf(op.papercutCreate, { id: user }))).json();
    expect(code).toMatch(new RegExp(`^${user}-\\d{4}$`));
    expect((await call('brand5', 'POST', pathOf(op.papercutDeactivate, { id: user }))).json()).toMatchObject({ papercut: null });
    expect((await call('brand5', 'PATCH', pathOf(op.slackInvite, { id: user }))).json()).toMatchObject({ slackInviteSent: 2 });
  });
});
