import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { PASSWORD_MAX_LENGTH } from '@hubgrade/domain/auth/rules';
import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { historyEntries, users, userTokens } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';

const PASSWORD = 'une phrase de passe sûre';

function form(overrides: Record<string, unknown> = {}) {
  return {
    email: 'jeanne.dupont@exemple.fr',
    firstName: 'Jeanne',
    lastName: 'Dupont',
    mobile: '06 12 34 56 78',
    plainPassword: { first: PASSWORD, second: PASSWORD },
    cgu: true,
    accountType: 2,
    ...overrides,
  };
}

describe.each(ENGINES)('registration on %s', (engine) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    adminToken = await t.tokenFor(DEMO_ACCOUNTS.admin);
  });
  afterAll(() => t.close());

  const registerWith = (payload: object, host = 'localhost') =>
    t.app.inject({ method: 'POST', url: '/api/users', payload, headers: { host } });
  const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/users/confirm', payload: { token } });
  const signIn = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login_check', payload: { username, password } });

  /** What the mailbox shows for one recipient, newest first, as a super admin sees it. */
  async function mailsTo(to: string) {
    const res = await t.app.inject({
      url: `/api/dev/mails?to=${encodeURIComponent(to)}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: { subject: string; text: string; html: string | null; sentAt: string | null }[]; total: number };
  }

  function linkToken(text: string, path: string): { url: string; token: string } {
    const match = text.match(new RegExp(`(https?://\\S+${path}/([A-Za-z0-9_-]+))`));
    if (!match?.[1] || !match[2]) throw new Error(`no ${path} link in: ${text}`);
    return { url: match[1], token: match[2] };
  }

  async function counts() {
    const [row] = await queryRows<{ users: number; mails: number; history: number; tokens: number }>(
      t.database.db,
      sql`select (select count(*)::int from users) as users, (select count(*)::int from mail_outbox) as mails,
                 (select count(*)::int from history_entries) as history, (select count(*)::int from user_tokens) as tokens`,
    );
    return row;
  }

  it('creates a disabled account and mails a single-use confirmation link that enables it', async () => {
    const email = 'Claire.Martin@Exemple.FR';
    const res = await registerWith({
      hubgrade_registration: form({ email: `  ${email} `, mobile: '+33 7 11 22 33 44', accountType: 1 }),
      brand: null,
    });
    expect(res.statusCode).toBe(201);
    const { id, message } = res.json();
    expect(message).toBe(AUTH_LABELS.registrationSuccess);

    const [user] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({
      email: 'claire.martin@exemple.fr',
      mobile: '0711223344',
      roles: ['ROLE_USER'],
      accountType: 1,
      enabled: false,
      brandId: null,
      companyOwner: false,
    });
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(user?.passwordHash).not.toContain(PASSWORD);

    const [entry] = await t.database.db.select().from(historyEntries).where(eq(historyEntries.entityId, id));
    expect(entry).toMatchObject({ entity: 'user', userEmail: 'claire.martin@exemple.fr' });
    expect(JSON.stringify(entry?.newData)).not.toMatch(/password/i);

    const signInBefore = await signIn(email, PASSWORD);
    expect(signInBefore.statusCode).toBe(403);
    expect(signInBefore.json().message).toBe(AUTH_LABELS.accountDisabled);

    const mailbox = await mailsTo('claire.martin@exemple.fr');
    expect(mailbox.total).toBe(1);
    const mail = mailbox.items[0];
    expect(mail?.subject).toBe('Confirmez votre inscription sur Hubgrade');
    expect(mail?.sentAt).toBeNull();
    const link = linkToken(mail?.text ?? '', '/confirmation');
    expect(link.url).toBe(`${t.config.publicUrl}/confirmation/${link.token}`);
    expect(mail?.html).toContain(link.url);

    const confirmed = await confirm(link.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: AUTH_LABELS.accountConfirmed });
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);

    const again = await confirm(link.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 400, message: AUTH_LABELS.tokenInvalid });
  });

  it('links a branded registration to the brand and its back-office host', async () => {
    const res = await registerWith(
      { hubgrade_registration: form({ email: 'marque@exemple.fr', cguBrand: true }), brand: 9 },
      'brand9.localhost',
    );
    expect(res.statusCode).toBe(201);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, res.json().id));
    expect(user?.brandId).toBe(9);
    const mail = (await mailsTo('marque@exemple.fr')).items[0];
    const port = new URL(t.config.publicUrl).port;
    expect(linkToken(mail?.text ?? '', '/confirmation').url).toMatch(new RegExp(`^http://brand9\\.localhost:${port}/confirmation/`));
  });

  it('refuses an expired or unknown confirmation link', async () => {
    const res = await registerWith({ hubgrade_registration: form({ email: 'expire@exemple.fr' }), brand: null });
    const { token } = linkToken((await mailsTo('expire@exemple.fr')).items[0]?.text ?? '', '/confirmation');
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, res.json().id));
    expect((await confirm(token)).json()).toEqual({ status: 400, message: AUTH_LABELS.tokenInvalid });
    expect((await confirm('x'.repeat(43))).statusCode).toBe(400);
    const [user] = await t.database.db.select({ enabled: users.enabled }).from(users).where(eq(users.id, res.json().id));
    expect(user?.enabled).toBe(false);
  });

  it('accepts any Unicode password up to the maximum length', async () => {
    const prefix = '🔒 clé ünïcødé 密码 ';
    const password = `${prefix}${'é'.repeat(PASSWORD_MAX_LENGTH - [...prefix].length)}`;
    expect([...password].length).toBe(PASSWORD_MAX_LENGTH);
    const res = await registerWith({
      hubgrade_registration: form({ email: 'unicode@exemple.fr', plainPassword: { first: password, second: password } }),
      brand: null,
    });
    expect(res.statusCode).toBe(201);
    const { token } = linkToken((await mailsTo('unicode@exemple.fr')).items[0]?.text ?? '', '/confirmation');
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await signIn('unicode@exemple.fr', password)).statusCode).toBe(200);
  });

  it('takes the brand from the host when the body leaves it out, with its terms', async () => {
    const res = await registerWith({ hubgrade_registration: form({ email: 'hote@exemple.fr', cguBrand: true }) }, 'brand9.localhost:3000');
    expect(res.statusCode).toBe(201);
    const [user] = await t.database.db.select({ brandId: users.brandId }).from(users).where(eq(users.id, res.json().id));
    expect(user?.brandId).toBe(9);

    const before = await counts();
    const withoutTerms = await registerWith({ hubgrade_registration: form({ email: 'hote2@exemple.fr' }) }, 'brand9.localhost');
    expect(withoutTerms.statusCode).toBe(400);
    expect(withoutTerms.json().errors).toEqual({ 'hubgrade_registration.cguBrand': [AUTH_LABELS.cguRequired] });
    expect(await counts()).toEqual(before);
  });

  const otherBrands: [string, string, unknown][] = [
    ['another brand on a brand host', 'brand9.localhost', 5],
    ['the main platform on a brand host', 'brand9.localhost', null],
    ['a brand on the main platform host', 'localhost', 9],
    ['an unknown brand', 'localhost', 999],
  ];

  it.each(otherBrands)('refuses %s with a French 400 and writes nothing', async (_case, host, brand) => {
    const before = await counts();
    const res = await registerWith({ hubgrade_registration: form({ email: 'ailleurs@exemple.fr', cguBrand: true }), brand }, host);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: ERROR_LABELS.badRequest, errors: { brand: [AUTH_LABELS.brandNotHost] } });
    expect(await counts()).toEqual(before);
  });

  const refusals: [string, Record<string, unknown>, unknown, string, string][] = [
    ['a missing email', form({ email: '' }), null, 'hubgrade_registration.email', AUTH_LABELS.emailRequired],
    ['a malformed email', form({ email: 'jeanne@exemple' }), null, 'hubgrade_registration.email', AUTH_LABELS.emailInvalid],
    ['a missing first name', form({ firstName: '  ' }), null, 'hubgrade_registration.firstName', AUTH_LABELS.required],
    ['a missing last name', form({ lastName: '' }), null, 'hubgrade_registration.lastName', AUTH_LABELS.required],
    ['a landline number', form({ mobile: '01 23 45 67 89' }), null, 'hubgrade_registration.mobile', AUTH_LABELS.mobileInvalid],
    ['a foreign mobile', form({ mobile: '+44 7 12 34 56 78' }), null, 'hubgrade_registration.mobile', AUTH_LABELS.mobileInvalid],
    [
      'a short password',
      form({ plainPassword: { first: 'court', second: 'court' } }),
      null,
      'hubgrade_registration.plainPassword.first',
      AUTH_LABELS.passwordTooShort,
    ],
    [
      'a password over the maximum',
      form({ plainPassword: { first: 'a'.repeat(PASSWORD_MAX_LENGTH + 1), second: 'a'.repeat(PASSWORD_MAX_LENGTH + 1) } }),
      null,
      'hubgrade_registration.plainPassword.first',
      AUTH_LABELS.passwordTooLong,
    ],
    [
      'a confirmation that differs',
      form({ plainPassword: { first: PASSWORD, second: `${PASSWORD}!` } }),
      null,
      'hubgrade_registration.plainPassword.second',
      AUTH_LABELS.passwordMismatch,
    ],
    [
      'a common password, whatever its case',
      form({ plainPassword: { first: 'SunShine', second: 'SunShine' } }),
      null,
      'hubgrade_registration.plainPassword.first',
      AUTH_LABELS.passwordCommon,
    ],
    ['terms not accepted', form({ cgu: false }), null, 'hubgrade_registration.cgu', AUTH_LABELS.cguRequired],
    ['an unknown account type', form({ accountType: 3 }), null, 'hubgrade_registration.accountType', AUTH_LABELS.accountTypeRequired],
    ['brand terms not accepted', form(), 9, 'hubgrade_registration.cguBrand', AUTH_LABELS.cguRequired],
    ['a role given by the caller', form({ roles: ['ROLE_ADMIN'] }), null, 'hubgrade_registration.roles', ERROR_LABELS.unknownField],
    ['an enabled flag given by the caller', form({ enabled: true }), null, 'hubgrade_registration.enabled', ERROR_LABELS.unknownField],
  ];

  it.each(refusals)('refuses %s with its French message and writes nothing', async (_case, registration, brand, field, message) => {
    const before = await counts();
    const res = await registerWith({ hubgrade_registration: registration, brand }, brand === 9 ? 'brand9.localhost' : 'localhost');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(ERROR_LABELS.badRequest);
    expect(body.errors[field]).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses unknown top-level fields such as roles or enabled', async () => {
    const before = await counts();
    const res = await registerWith({
      hubgrade_registration: form({ email: 'intrus@exemple.fr' }),
      brand: null,
      roles: ['ROLE_ADMIN'],
      enabled: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ roles: [ERROR_LABELS.unknownField], enabled: [ERROR_LABELS.unknownField] });
    expect(await counts()).toEqual(before);
  });

  it('refuses an email already taken, whatever its case, with a 409', async () => {
    const before = await counts();
    for (const email of [DEMO_ACCOUNTS.member, DEMO_ACCOUNTS.member.toUpperCase(), 'Claire.MARTIN@exemple.fr']) {
      const res = await registerWith({ hubgrade_registration: form({ email }), brand: null });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 409, message: AUTH_LABELS.emailTaken });
    }
    expect(await counts()).toEqual(before);
  });

  it('gives one account and one 409 when the same address registers twice at once', async () => {
    const payload = { hubgrade_registration: form({ email: 'double@exemple.fr' }), brand: null };
    const statuses = (await Promise.all([registerWith(payload), registerWith(payload)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    expect((await mailsTo('double@exemple.fr')).total).toBe(1);
  });
});
