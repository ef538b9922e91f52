import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../src/db/seed/demo.ts';
import { PNG, pdf, uploadForm } from '../src/modules/uploads/sample-files.ts';
import type { AccessPolicy } from '../src/plugins/auth.ts';
import { createTestApp, ENGINES, type TestApp } from './harness.ts';

/**
 * Every /api route called by every kind of user of the main platform and of two brands (5 and 9),
 * on a record of the caller's own scope and on another brand's. Each cell is the exact status.
 * A route without a row, or a row without a route, fails the test: a new route needs its row.
 */

/** The columns of every matrix line below, in this order. */
const PEOPLE = {
  anonymous: null,
  superAdmin: DEMO_ACCOUNTS.admin,
  brandAdmin9: DEMO_ACCOUNTS.brand,
  brandAdmin5: brandStaffEmail('admin', 5),
  officeAdmin5: DEMO_ACCOUNTS.office,
  officeAdmin9: brandStaffEmail('office', 9),
  commercial: DEMO_ACCOUNTS.commercial,
  commercial9: brandStaffEmail('commercial', 9),
  owner: DEMO_ACCOUNTS.owner,
  owner5: brandStaffEmail('owner', 5),
  member: DEMO_ACCOUNTS.member,
  member9: brandStaffEmail('member', 9),
  landlord: DEMO_ACCOUNTS.landlord,
} as const;
type Who = keyof typeof PEOPLE;
const WHO = Object.keys(PEOPLE) as Who[];
const HEADER = '      anon adm  b9   b5   o5   o9   com  c9   own  o5   mem  m9   lan';

type Cells = Record<Who, number>;

/** One matrix line: a status per column of PEOPLE. */
function line(statuses: string): Cells {
  const values = statuses.trim().split(/\s+/).map(Number);
  if (values.length !== WHO.length || values.some((v) => !Number.isInteger(v))) throw new Error(`bad matrix line: ${statuses}`);
  return Object.fromEntries(WHO.map((who, i) => [who, values[i]])) as Cells;
}

function show(cells: Cells): string {
  return WHO.map((who) => String(cells[who]).padEnd(4)).join(' ');
}

type Kind = 'member' | 'company' | 'site';
type Table = 'users' | 'companies' | 'sites' | 'notifications' | 'uploads';

interface Call {
  who: Who;
  /** A record of the caller's scope: their brand's, or the main platform's for a brandless caller. */
  own(kind: Kind): number;
  /** A record of another brand: brand 5's for a brand 9 caller, brand 9's for anyone else. */
  other(kind: Kind): number;
  /** The caller's own user id (the super admin's for the anonymous caller). */
  self: number;
  /** Mails of the main platform and of brand 9 in the built-in mailbox. */
  mail: { main: number; brand9: number };
  /** A notification of the caller (the super admin's for the anonymous caller), and one of a user outside PEOPLE. */
  notification: { own: number; other: number };
  /**
   * An upload made for this call: by the caller ('self'), by a plain user of the caller's brand
   * scope ('own') or of another brand ('other'). Each caller has its own to delete.
   */
  upload(purpose: 'read' | 'delete', whose: 'self' | 'own' | 'other'): number;
}

interface Case {
  request(call: Call): InjectOptions;
  expect: Cells;
  /** For writes: the row that a refused call must leave exactly as it was. */
  guards?(call: Call): { table: Table; id: number };
}

interface Row {
  access: AccessPolicy;
  /** Only while a route declared elsewhere is not registered yet; the test prints it. */
  pendingRoute?: true;
  cases: Record<string, Case>;
}

const ADMINS = ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND', 'ROLE_ADMIN_OFFICE'] as const;
const STAFF = [...ADMINS, 'ROLE_COMMERCIAL'] as const;

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
const MATRIX: Record<string, Row> = {
  'POST /api/login_check': {
    access: { public: true },
    cases: {
      'empty body': { request: () => ({ method: 'POST', url: '/api/login_check' }),
        expect: line('400  400  400  400  400  400  400  400  400  400  400  400  400') },
    },
  },
  'GET /api/user/my': {
    access: { roles: 'authenticated' },
    cases: {
      me: { request: () => ({ url: '/api/user/my' }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
    },
  },
  'GET /api/back/:hostname/brand': {
    access: { public: true },
    cases: {
      'brand host': { request: () => ({ url: '/api/back/brand9.localhost:3000/brand' }),
        expect: line('200  200  200  200  200  200  200  200  200  200  200  200  200') },
      'main host': { request: () => ({ url: '/api/back/localhost/brand' }),
        expect: line('404  404  404  404  404  404  404  404  404  404  404  404  404') },
    },
  },
  'POST /api/users': {
    access: { public: true },
    cases: {
      'empty body': { request: () => ({ method: 'POST', url: '/api/users' }),
        expect: line('400  400  400  400  400  400  400  400  400  400  400  400  400') },
    },
  },
  'POST /api/users/confirm': {
    access: { public: true },
    cases: {
      'empty body': { request: () => ({ method: 'POST', url: '/api/users/confirm' }),
        expect: line('400  400  400  400  400  400  400  400  400  400  400  400  400') },
    },
  },
  'POST /api/users/request/password/token': {
    access: { public: true },
    cases: {
      'empty body': { request: () => ({ method: 'POST', url: '/api/users/request/password/token' }),
        expect: line('400  400  400  400  400  400  400  400  400  400  400  400  400') },
    },
  },
  'POST /api/users/reset/password': {
    access: { public: true },
    cases: {
      'empty body': { request: () => ({ method: 'POST', url: '/api/users/reset/password' }),
        expect: line('400  400  400  400  400  400  400  400  400  400  400  400  400') },
    },
  },
  'GET /api/dev/mails': {
    access: { roles: ['ROLE_ADMIN'] },
    cases: {
      list: { request: () => ({ url: '/api/dev/mails' }),
        expect: line('401  200  403  403  403  403  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/dev/mails/:id': {
    access: { roles: ['ROLE_ADMIN'] },
    cases: {
      'platform mail': { request: (c) => ({ url: `/api/dev/mails/${c.mail.main}` }),
        expect: line('401  200  403  403  403  403  403  403  403  403  403  403  403') },
      'brand 9 mail': { request: (c) => ({ url: `/api/dev/mails/${c.mail.brand9}` }),
        expect: line('401  200  403  403  403  403  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/users/:id': {
    access: { roles: STAFF, module: 'members' },
    cases: {
      own: { request: (c) => ({ url: `/api/users/${c.own('member')}` }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/users/${c.other('member')}` }),
        expect: line('401  200  404  404  404  404  200  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/users/:id': {
    access: { roles: ADMINS, module: 'members' },
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/users/${c.own('member')}`, payload: { hubgrade_user: { firstName: `Matrice ${c.who}` } } }),
        guards: (c) => ({ table: 'users', id: c.own('member') }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/users/${c.other('member')}`, payload: { hubgrade_user: { enabled: false } } }),
        guards: (c) => ({ table: 'users', id: c.other('member') }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
      'empty body': {
        request: (c) => ({ method: 'PATCH', url: `/api/users/${c.own('member')}` }),
        guards: (c) => ({ table: 'users', id: c.own('member') }),
        expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/users/:id/brands': {
    access: { roles: 'authenticated' },
    cases: {
      self: { request: (c) => ({ url: `/api/users/${c.self}/brands` }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
      own: { request: (c) => ({ url: `/api/users/${c.own('member')}/brands` }),
        expect: line('401  200  200  200  200  200  404  404  404  404  404  404  404') },
      other: { request: (c) => ({ url: `/api/users/${c.other('member')}/brands` }),
        expect: line('401  200  404  404  404  404  404  404  404  404  404  404  404') },
    },
  },
  'GET /api/companies/:id': {
    access: { roles: STAFF, module: 'companies' },
    cases: {
      own: { request: (c) => ({ url: `/api/companies/${c.own('company')}` }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/companies/${c.other('company')}` }),
        expect: line('401  200  404  404  404  404  200  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/companies/:id': {
    access: { roles: ADMINS, module: 'companies' },
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/companies/${c.own('company')}`, payload: { name: `Matrice ${c.who}` } }),
        guards: (c) => ({ table: 'companies', id: c.own('company') }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/companies/${c.other('company')}`, payload: { city: 'Ailleurs' } }),
        guards: (c) => ({ table: 'companies', id: c.other('company') }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
      'empty body': {
        request: (c) => ({ method: 'PATCH', url: `/api/companies/${c.own('company')}` }),
        guards: (c) => ({ table: 'companies', id: c.own('company') }),
        expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/espaces/:id': {
    access: { roles: STAFF, module: 'espaces' },
    cases: {
      own: { request: (c) => ({ url: `/api/espaces/${c.own('site')}` }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/espaces/${c.other('site')}` }),
        expect: line('401  200  404  404  404  404  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/history/slug/:slug': {
    access: { roles: ADMINS },
    cases: {
      own: { request: (c) => ({ url: `/api/history/slug/user-${c.own('member')}` }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/history/slug/company-${c.other('company')}` }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
      'unknown entity': { request: () => ({ url: '/api/history/slug/ticket-1' }),
        expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/dashboard': {
    access: { roles: 'authenticated' },
    cases: {
      // Everyone signed in has one; its widgets depend on the viewer (dashboard.test.ts).
      figures: { request: () => ({ url: '/api/dashboard' }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
    },
  },
  'GET /api/notifs/user': {
    access: { roles: 'authenticated' },
    cases: {
      'first page': { request: () => ({ url: '/api/notifs/user' }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
    },
  },
  'GET /api/notifs/user/:lastId': {
    access: { roles: 'authenticated' },
    cases: {
      'older than own': { request: (c) => ({ url: `/api/notifs/user/${c.notification.own + 1}` }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
    },
  },
  'PATCH /api/notifs/read/all/false': {
    access: { roles: 'authenticated' },
    cases: {
      'read all': { request: () => ({ method: 'PATCH', url: '/api/notifs/read/all/false' }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
    },
  },
  'GET /api/notifs/settings': {
    access: { roles: 'authenticated' },
    cases: {
      own: { request: () => ({ url: '/api/notifs/settings' }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
    },
  },
  'PUT /api/notifs/settings': {
    access: { roles: 'authenticated' },
    cases: {
      own: { request: () => ({ method: 'PUT', url: '/api/notifs/settings', payload: { settings: [{ kind: 'system', enabled: true }] } }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
      'empty body': { request: () => ({ method: 'PUT', url: '/api/notifs/settings' }),
        expect: line('401  400  400  400  400  400  400  400  400  400  400  400  400') },
    },
  },
  'POST /api/notifs/send': {
    access: { roles: ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND'] },
    cases: {
      own: { request: (c) => ({ method: 'POST', url: '/api/notifs/send', payload: { userIds: [c.own('member')], content: 'Matrice' } }),
        expect: line('401  201  201  201  403  403  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ method: 'POST', url: '/api/notifs/send', payload: { userIds: [c.other('member')], content: 'Matrice' } }),
        expect: line('401  201  404  404  403  403  403  403  403  403  403  403  403') },
      'empty body': { request: () => ({ method: 'POST', url: '/api/notifs/send' }),
        expect: line('401  400  400  400  403  403  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/notifs/:id': {
    access: { roles: 'authenticated' },
    cases: {
      own: { request: (c) => ({ method: 'PATCH', url: `/api/notifs/${c.notification.own}`, payload: { seen: true } }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/notifs/${c.notification.other}`, payload: { seen: true } }),
        guards: (c) => ({ table: 'notifications', id: c.notification.other }),
        expect: line('401  404  404  404  404  404  404  404  404  404  404  404  404') },
    },
  },
  'DELETE /api/notifs/:id': {
    access: { roles: 'authenticated' },
    cases: {
      other: {
        request: (c) => ({ method: 'DELETE', url: `/api/notifs/${c.notification.other}` }),
        guards: (c) => ({ table: 'notifications', id: c.notification.other }),
        expect: line('401  404  404  404  404  404  404  404  404  404  404  404  404') },
      own: { request: (c) => ({ method: 'DELETE', url: `/api/notifs/${c.notification.own}` }),
        expect: line('401  204  204  204  204  204  204  204  204  204  204  204  204') },
    },
  },
  'DELETE /api/notifs/delete/all': {
    access: { roles: 'authenticated' },
    cases: {
      all: { request: () => ({ method: 'DELETE', url: '/api/notifs/delete/all' }),
        expect: line('401  204  204  204  204  204  204  204  204  204  204  204  204') },
    },
  },
  'GET /api/ws': {
    // Public over HTTP: the WebSocket carries its token in the query string and is refused with
    // close code 4401 after the upgrade (realtime.test.ts). A plain HTTP call is told to upgrade.
    access: { public: true },
    cases: {
      'plain HTTP': { request: () => ({ url: '/api/ws' }),
        expect: line('426  426  426  426  426  426  426  426  426  426  426  426  426') },
    },
  },
  'POST /api/upload/:mode': {
    access: { roles: 'authenticated' },
    cases: {
      image: { request: () => ({ method: 'POST', url: '/api/upload/image', payload: uploadForm(PNG, 'matrice.png', 'image/png') }),
        expect: line('401  201  201  201  201  201  201  201  201  201  201  201  201') },
      'wrong type': { request: () => ({ method: 'POST', url: '/api/upload/image', payload: uploadForm(pdf(), 'matrice.png', 'image/png') }),
        expect: line('401  400  400  400  400  400  400  400  400  400  400  400  400') },
      'not multipart': { request: () => ({ method: 'POST', url: '/api/upload/pdf', payload: { file: 'x' } }),
        expect: line('401  415  415  415  415  415  415  415  415  415  415  415  415') },
    },
  },
  'GET /api/upload/:id/file': {
    access: { roles: 'authenticated' },
    cases: {
      self: { request: (c) => ({ url: `/api/upload/${c.upload('read', 'self')}/file` }),
        expect: line('401  200  200  200  200  200  200  200  200  200  200  200  200') },
      own: { request: (c) => ({ url: `/api/upload/${c.upload('read', 'own')}/file` }),
        expect: line('401  200  200  200  200  200  404  404  404  404  404  404  404') },
      other: { request: (c) => ({ url: `/api/upload/${c.upload('read', 'other')}/file` }),
        expect: line('401  200  404  404  404  404  404  404  404  404  404  404  404') },
    },
  },
  'DELETE /api/upload/:id': {
    access: { roles: 'authenticated' },
    cases: {
      other: {
        request: (c) => ({ method: 'DELETE', url: `/api/upload/${c.upload('delete', 'other')}` }),
        guards: (c) => ({ table: 'uploads', id: c.upload('delete', 'other') }),
        expect: line('401  204  404  404  404  404  404  404  404  404  404  404  404') },
      own: {
        request: (c) => ({ method: 'DELETE', url: `/api/upload/${c.upload('delete', 'own')}` }),
        guards: (c) => ({ table: 'uploads', id: c.upload('delete', 'own') }),
        expect: line('401  204  204  204  204  204  404  404  404  404  404  404  404') },
      self: { request: (c) => ({ method: 'DELETE', url: `/api/upload/${c.upload('delete', 'self')}` }),
        expect: line('401  204  204  204  204  204  204  204  204  204  204  204  204') },
    },
  },
};

describe.each(ENGINES)('access matrix on %s', (engine) => {
  let t: TestApp;
  const tokens = new Map<Who, string>();
  const brandOf = new Map<Who, number | null>();
  const idOf = new Map<Who, number>();
  const records = new Map<string, number>();
  const mail = { main: 0, brand9: 0 };
  const notificationOf = new Map<Who | 'other', number>();
  const uploadOf = new Map<string, number>();

  const routeKeys = () => t.app.routeTable.map((r) => `${r.method} ${r.url}`);
  const scalar = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
    const [row] = await queryRows<{ v: T }>(t.database.db, query);
    if (!row) throw new Error('fixture not found in the demo data');
    return row.v;
  };
  const rowText = (table: Table, id: number) => scalar<string>(sql`select t::text as v from ${sql.identifier(table)} t where id = ${id}`);

  function callFor(who: Who): Call {
    const brand = brandOf.get(who) ?? null;
    const record = (kind: Kind, b: number | null) => records.get(`${kind}:${b}`) as number;
    return {
      who,
      own: (kind) => record(kind, brand),
      other: (kind) => record(kind, brand === 9 ? 5 : 9),
      self: idOf.get(who === 'anonymous' ? 'superAdmin' : who) as number,
      mail,
      notification: {
        own: notificationOf.get(who === 'anonymous' ? 'superAdmin' : who) as number,
        other: notificationOf.get('other') as number,
      },
      upload(purpose, whose) {
        const caller = who === 'anonymous' ? 'superAdmin' : who;
        if (purpose === 'read' && whose !== 'self') return uploadOf.get(`read:${whose === 'own' ? brand : brand === 9 ? 5 : 9}`) as number;
        return uploadOf.get(`${purpose}:${whose}:${caller}`) as number;
      },
    };
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const who of WHO) {
      const email = PEOPLE[who];
      if (email === null) continue;
      tokens.set(who, await t.tokenFor(email));
      const user = await queryRows<{ id: number; brand_id: number | null }>(
        t.database.db,
        sql`select id, brand_id from users where email = ${email}`,
      );
      idOf.set(who, user[0]?.id as number);
      brandOf.set(who, user[0]?.brand_id ?? null);
    }
    for (const brand of [null, 5, 9]) {
      records.set(
        `member:${brand}`,
        await scalar<number>(
          sql`select id as v from users where brand_id is not distinct from ${brand} and roles = '{ROLE_USER}' and not company_owner
              and company_id is not null and email like '%exemple.fr' order by id limit 1`,
        ),
      );
      records.set(
        `company:${brand}`,
        await scalar<number>(sql`select id as v from companies where brand_id is not distinct from ${brand} order by id limit 1`),
      );
      records.set(
        `site:${brand}`,
        await scalar<number>(sql`select id as v from sites where brand_id is not distinct from ${brand} order by id limit 1`),
      );
    }
    for (const [key, brand] of [
      ['main', null],
      ['brand9', 9],
    ] as const) {
      mail[key] = await scalar<number>(
        sql`insert into mail_outbox (brand_id, to_address, subject, text_body) values (${brand}, 'matrice@demo.test', 'Matrice', 'Bonjour') returning id as v`,
      );
    }
    for (const who of [...WHO, 'other'] as const) {
      const userId = who === 'other' ? records.get('member:null') : idOf.get(who);
      if (userId === undefined) continue;
      notificationOf.set(
        who,
        await scalar<number>(
          sql`insert into notifications (user_id, kind, content) values (${userId}, 'system', 'Matrice') returning id::int as v`,
        ),
      );
    }
    // Uploads go through the API, so that their files exist: by each caller, and by a plain user of each scope.
    const uploadAs = async (token: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        headers: { authorization: `Bearer ${token}` },
        payload: uploadForm(PNG, 'matrice.png', 'image/png'),
      });
      if (res.statusCode !== 201) throw new Error(`fixture upload failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { id: number }).id;
    };
    const uploaderToken = new Map<number | null, string>();
    for (const brand of [null, 5, 9]) {
      const email = await scalar<string>(
        sql`select email as v from users where brand_id is not distinct from ${brand} and roles = '{ROLE_USER}' and enabled
            and deleted_at is null and email like '%exemple.fr' order by id limit 1`,
      );
      uploaderToken.set(brand, await t.tokenFor(email));
      uploadOf.set(`read:${brand}`, await uploadAs(uploaderToken.get(brand) as string));
    }
    for (const who of WHO) {
      const token = tokens.get(who);
      if (!token) continue;
      const brand = brandOf.get(who) ?? null;
      uploadOf.set(`read:self:${who}`, await uploadAs(token));
      uploadOf.set(`delete:self:${who}`, await uploadAs(token));
      uploadOf.set(`delete:own:${who}`, await uploadAs(uploaderToken.get(brand) as string));
      uploadOf.set(`delete:other:${who}`, await uploadAs(uploaderToken.get(brand === 9 ? 5 : 9) as string));
    }
  });
  afterAll(() => t.close());

  it('has a row for every registered route and a registered route for every row', () => {
    const registered = routeKeys();
    const missingRows = registered.filter((key) => !(key in MATRIX));
    const unregistered = Object.keys(MATRIX).filter((key) => !registered.includes(key));
    const pending = unregistered.filter((key) => MATRIX[key]?.pendingRoute);
    if (pending.length > 0) console.warn(`Routes not registered yet (pendingRoute): ${pending.join(', ')}`);
    expect(missingRows, 'routes without a row in MATRIX').toEqual([]);
    expect(
      unregistered.filter((key) => !pending.includes(key)),
      'rows in MATRIX without a registered route',
    ).toEqual([]);
  });

  it.each(Object.keys(MATRIX))('%s', async (key) => {
    const row = MATRIX[key] as Row;
    const route = t.app.routeTable.find((r) => `${r.method} ${r.url}` === key);
    if (!route) {
      expect(row.pendingRoute, `${key} is not registered`).toBe(true);
      console.warn(`${key}: route not registered yet, cells not checked`);
      return;
    }
    expect(route.access, `${key}: declared policy`).toEqual(row.access);

    for (const [name, testCase] of Object.entries(row.cases)) {
      const actual = {} as Cells;
      for (const who of WHO) {
        const call = callFor(who);
        const guarded = testCase.guards?.(call);
        const before = guarded ? await rowText(guarded.table, guarded.id) : null;
        const token = tokens.get(who);
        const request = testCase.request(call);
        const res = await t.app.inject({
          ...request,
          headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        actual[who] = res.statusCode;
        if (guarded && res.statusCode >= 300) {
          expect.soft(await rowText(guarded.table, guarded.id), `${key} ${name} as ${who}: refused write changed the row`).toBe(before);
        }
      }
      expect.soft(`${HEADER}\n${name}: ${show(actual)}`, `${key} ${name}`).toBe(`${HEADER}\n${name}: ${show(testCase.expect)}`);
    }
  });
});
