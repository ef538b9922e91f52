import { NOTIFICATION_LABELS } from '@hubgrade/domain/notifications/labels';
import { NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE } from '@hubgrade/domain/notifications/rules';
import type { Notification, NotificationPage } from '@hubgrade/domain/notifications/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { notify } from './notify.ts';

describe.each(ENGINES)('notifications on %s', (engine) => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const ids = new Map<string, number>();

  const idOf = (email: string) => ids.get(email) as number;
  const auth = (email: string) => ({ authorization: `Bearer ${tokens.get(email)}` });
  const call = (email: string, method: 'GET' | 'PATCH' | 'DELETE' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth(email), ...(payload === undefined ? {} : { payload }) });

  async function rowsOf(userId: number) {
    return queryRows<{ id: number; seen: boolean; kind: string; content: string; link: string | null }>(
      t.database.db,
      sql`select id::int as id, seen, kind, content, link from notifications where user_id = ${userId} order by id`,
    );
  }
  async function raise(email: string, n: number, content = 'Message'): Promise<number[]> {
    const created = await t.database.db.transaction(async (tx) => {
      const all: number[] = [];
      for (let i = 0; i < n; i++) {
        const [row] = await notify(tx, { userIds: [idOf(email)], kind: 'system', content: `${content} ${i + 1}` });
        if (row) all.push(Number(row.id));
      }
      return all;
    });
    return created;
  }
  const page = async (email: string, lastId?: number) => {
    const res = await call(email, 'GET', lastId === undefined ? '/api/notifs/user' : `/api/notifs/user/${lastId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as NotificationPage;
  };

  const MEMBER = DEMO_ACCOUNTS.member;
  const OWNER = DEMO_ACCOUNTS.owner;
  const ADMIN = DEMO_ACCOUNTS.admin;
  const BRAND9 = DEMO_ACCOUNTS.brand;
  const MEMBER5 = brandStaffEmail('member', 5);
  const MEMBER9 = brandStaffEmail('member', 9);

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const email of [MEMBER, OWNER, ADMIN, BRAND9, MEMBER5, MEMBER9]) {
      tokens.set(email, await t.tokenFor(email));
      const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where email = ${email}`);
      ids.set(email, row?.id as number);
    }
  });
  afterAll(() => t.close());

  it('pages through the own notifications, newest first, with the unread count', async () => {
    expect(await page(MEMBER)).toEqual({ count: 0, notifs: [] });
    const created = await raise(MEMBER, 45);
    await raise(OWNER, 3, 'Autre');

    const seen: number[] = [];
    let lastId: number | undefined;
    for (const expected of [NOTIFICATION_PAGE_SIZE, NOTIFICATION_PAGE_SIZE, 5, 0]) {
      const answer = await page(MEMBER, lastId);
      expect(answer.count).toBe(45);
      expect(answer.notifs).toHaveLength(expected);
      const pageIds = answer.notifs.map((n) => n.id);
      expect(pageIds).toEqual([...pageIds].sort((a, b) => b - a));
      seen.push(...pageIds);
      lastId = pageIds.at(-1) ?? lastId;
    }
    expect(seen).toEqual([...created].reverse());
    const first = (await page(MEMBER)).notifs[0] as Notification;
    expect(first).toMatchObject({ kind: 'system', content: 'Message 45', seen: false, link: null, createdByFirstName: null });
    expect(new Date(first.creationDate).toISOString()).toBe(first.creationDate);
  });

  it('toggles one notification read and unread, only the caller’s own', async () => {
    const [id] = (await page(MEMBER)).notifs.map((n) => n.id);
    const read = await call(MEMBER, 'PATCH', `/api/notifs/${id}`, { seen: true });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id, seen: true, content: 'Message 45' });
    expect((await page(MEMBER)).count).toBe(44);
    expect((await call(MEMBER, 'PATCH', `/api/notifs/${id}`, { seen: false })).json()).toMatchObject({ id, seen: false });
    expect((await page(MEMBER)).count).toBe(45);

    const before = await rowsOf(idOf(MEMBER));
    for (const [method, payload] of [
      ['PATCH', { seen: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(OWNER, method, `/api/notifs/${id}`, payload);
      expect(res.statusCode, `${method} another user's notification`).toBe(404);
    }
    expect(await rowsOf(idOf(MEMBER))).toEqual(before);
    expect((await call(MEMBER, 'PATCH', `/api/notifs/${id}`, { seen: 'oui' })).statusCode).toBe(400);
    expect((await call(MEMBER, 'PATCH', `/api/notifs/${id}`, { seen: true, userId: 1 })).statusCode).toBe(400);
  });

  it('marks all read, the caller’s only', async () => {
    const res = await call(MEMBER, 'PATCH', '/api/notifs/read/all/false');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 0 });
    expect((await rowsOf(idOf(MEMBER))).every((r) => r.seen)).toBe(true);
    expect((await rowsOf(idOf(OWNER))).some((r) => r.seen)).toBe(false);
    expect((await page(OWNER)).count).toBe(3);
  });

  it('refuses a body on the calls that take none, and changes nothing', async () => {
    await call(MEMBER, 'PATCH', `/api/notifs/${(await page(MEMBER)).notifs[0]?.id}`, { seen: false });
    const before = await rowsOf(idOf(MEMBER));
    for (const [method, url] of [
      ['PATCH', '/api/notifs/read/all/false'],
      ['DELETE', '/api/notifs/delete/all'],
      ['DELETE', `/api/notifs/${before[0]?.id}`],
    ] as const) {
      const res = await call(MEMBER, method, url, { all: true });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().message).toBe(NOTIFICATION_LABELS.noBodyExpected);
    }
    expect(await rowsOf(idOf(MEMBER))).toEqual(before);
  });

  it('deletes one notification, then all of the caller’s', async () => {
    const [first, second] = await rowsOf(idOf(MEMBER));
    expect((await call(MEMBER, 'DELETE', `/api/notifs/${first?.id}`)).statusCode).toBe(204);
    expect((await call(MEMBER, 'DELETE', `/api/notifs/${first?.id}`)).statusCode).toBe(404);
    expect((await rowsOf(idOf(MEMBER)))[0]?.id).toBe(second?.id);
    expect((await call(MEMBER, 'DELETE', '/api/notifs/999999999999')).statusCode).toBe(404);

    const res = await call(MEMBER, 'DELETE', '/api/notifs/delete/all');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await rowsOf(idOf(MEMBER))).toEqual([]);
    expect(await rowsOf(idOf(OWNER))).toHaveLength(3);
    expect(await page(MEMBER)).toEqual({ count: 0, notifs: [] });
  });

  it('keeps the kinds a user switched off out of their notifications', async () => {
    const initial = await call(MEMBER9, 'GET', '/api/notifs/settings');
    expect(initial.json()).toEqual({ settings: NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: true })) });

    const off = await call(MEMBER9, 'PUT', '/api/notifs/settings', { settings: [{ kind: 'system', enabled: false }] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().settings).toContainEqual({ kind: 'system', enabled: false });
    expect(off.json().settings.filter((s: { enabled: boolean }) => s.enabled)).toHaveLength(NOTIFICATION_KINDS.length - 1);
    expect((await call(MEMBER9, 'GET', '/api/notifs/settings')).json()).toEqual(off.json());

    const sent = await call(ADMIN, 'POST', '/api/notifs/send', { userIds: [idOf(MEMBER9), idOf(MEMBER5)], content: 'Maintenance ce soir' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ count: 1 });
    expect(await rowsOf(idOf(MEMBER9))).toEqual([]);
    expect((await rowsOf(idOf(MEMBER5))).map((r) => r.content)).toEqual(['Maintenance ce soir']);
    await notify(t.database.db, { userIds: [idOf(MEMBER9)], kind: 'ticket_answered', content: 'Réponse' });
    expect((await rowsOf(idOf(MEMBER9))).map((r) => r.kind)).toEqual(['ticket_answered']);

    const duplicate = await call(MEMBER9, 'PUT', '/api/notifs/settings', {
      settings: [
        { kind: 'system', enabled: true },
        { kind: 'system', enabled: false },
      ],
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual({ 'settings.1.kind': [NOTIFICATION_LABELS.duplicateKind] });
    expect((await call(MEMBER9, 'PUT', '/api/notifs/settings', { settings: [{ kind: 'inconnu', enabled: true }] })).statusCode).toBe(400);

    await call(MEMBER9, 'PUT', '/api/notifs/settings', { settings: [{ kind: 'system', enabled: true }] });
    expect((await call(ADMIN, 'POST', '/api/notifs/send', { userIds: [idOf(MEMBER9)], content: 'De retour' })).json()).toEqual({
      count: 1,
    });
    // Settings are per user: another user's switch never changed theirs.
    expect((await call(MEMBER5, 'GET', '/api/notifs/settings')).json().settings.every((s: { enabled: boolean }) => s.enabled)).toBe(true);
  });

  it('sends system messages within the sender’s scope only', async () => {
    const count = async (where: ReturnType<typeof sql>) =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from users where enabled and deleted_at is null and ${where}`,
        )
      )[0]?.n;
    const total = async () => (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from notifications`))[0]?.n;

    const direct = await call(ADMIN, 'POST', '/api/notifs/send', { userIds: [idOf(MEMBER)], content: 'Bonjour', link: '/membres' });
    expect(direct.json()).toEqual({ count: 1 });
    expect((await page(MEMBER)).notifs[0]).toMatchObject({
      kind: 'system',
      content: 'Bonjour',
      link: '/membres',
      createdByFirstName: 'Alice',
      createdByLastName: 'Administratrice',
    });

    const before = await total();
    for (const [who, body, status] of [
      [BRAND9, { userIds: [idOf(MEMBER5)], content: 'Hors marque' }, 404],
      [BRAND9, { userIds: [idOf(MEMBER9), idOf(MEMBER)], content: 'Un hors marque' }, 404],
      [BRAND9, { brandId: 5, content: 'Autre marque' }, 404],
      [BRAND9, { brandId: null, content: 'Plateforme' }, 404],
      [ADMIN, { brandId: 999, content: 'Marque inconnue' }, 404],
      [ADMIN, { userIds: [999_999], content: 'Personne' }, 404],
      [ADMIN, { userIds: [idOf(MEMBER)], brandId: 9, content: 'Les deux' }, 400],
      [ADMIN, { content: 'Aucun' }, 400],
      [ADMIN, { userIds: [idOf(MEMBER)], content: '   ' }, 400],
      [ADMIN, { userIds: [idOf(MEMBER)], content: 'Lien', link: 'javascript:alert(1)' }, 400],
      [ADMIN, { userIds: [idOf(MEMBER)], content: 'Lien', link: '//evil.example' }, 400],
      [ADMIN, { userIds: [idOf(MEMBER)], content: 'Lien', link: 'https://evil.example' }, 400],
      [MEMBER, { userIds: [idOf(OWNER)], content: 'Membre' }, 403],
    ] as const) {
      const res = await call(who, 'POST', '/api/notifs/send', body);
      expect(res.statusCode, `${who} ${JSON.stringify(body)}: ${res.body}`).toBe(status);
    }
    expect(await total()).toBe(before);

    const brand = await call(BRAND9, 'POST', '/api/notifs/send', { brandId: 9, content: 'Fermeture lundi' });
    expect(brand.json()).toEqual({ count: await count(sql`brand_id = 9`) });
    const platform = await call(ADMIN, 'POST', '/api/notifs/send', { brandId: null, content: 'Nouvelle version' });
    // member9 switched nothing off any more; nobody of the main platform has.
    expect(platform.json()).toEqual({ count: await count(sql`brand_id is null`) });
    expect((await page(MEMBER9)).notifs[0]?.content).toBe('Fermeture lundi');
    expect((await page(MEMBER5)).notifs[0]?.content).toBe('Maintenance ce soir');
  });

  it('tells the administrators of the brand about a registration', async () => {
    const register = (email: string, brand: number | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users',
        // The brand of a registration is the host's.
        headers: { host: brand === null ? 'localhost' : `brand${brand}.localhost` },
        payload: {
          hubgrade_registration: {
            email,
            firstName: 'Jeanne',
            lastName: 'Dupont',
            mobile: '0612345678',
            plainPassword: { first: 'une phrase de passe sûre', second: 'une phrase de passe sûre' },
            cgu: true,
            cguBrand: brand !== null,
            accountType: 2,
          },
          brand,
        },
      });
    const pending = async (userId: number) => (await rowsOf(userId)).filter((r) => r.kind === 'account_pending');

    const branded = await register('jeanne.marque9@exemple.fr', 9);
    expect(branded.statusCode, branded.body).toBe(201);
    const id = branded.json().id as number;
    const admins9 = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from users where brand_id = 9 and enabled and roles && '{ROLE_ADMIN_BRAND,ROLE_ADMIN_OFFICE}'::text[]`,
    );
    expect(admins9.length).toBeGreaterThanOrEqual(2);
    for (const admin of admins9) {
      expect(await pending(admin.id)).toEqual([
        expect.objectContaining({
          link: `/membres/${id}`,
          content: 'Nouvelle inscription : Jeanne Dupont (jeanne.marque9@exemple.fr), en attente de confirmation.',
        }),
      ]);
    }
    expect(await pending(idOf(ADMIN))).toEqual([]);
    const shown = (await page(BRAND9)).notifs[0];
    expect(shown).toMatchObject({ kind: 'account_pending', createdByFirstName: 'Jeanne', createdByLastName: 'Dupont', seen: false });

    const main = await register('jeanne.plateforme@exemple.fr', null);
    expect(main.statusCode).toBe(201);
    expect(await pending(idOf(ADMIN))).toEqual([expect.objectContaining({ link: `/membres/${main.json().id}` })]);
    expect(await pending(idOf(BRAND9))).toHaveLength(1);

    // A refused registration (duplicate address) raises nothing.
    expect((await register('jeanne.plateforme@exemple.fr', null)).statusCode).toBe(409);
    expect(await pending(idOf(ADMIN))).toHaveLength(1);
  });

  it('writes nothing when the calling transaction rolls back', async () => {
    const before = await rowsOf(idOf(OWNER));
    await expect(
      t.database.db.transaction(async (tx) => {
        const created = await notify(tx, { userIds: [idOf(OWNER), idOf(OWNER)], kind: 'contract_signed', content: 'Annulé' });
        expect(created).toHaveLength(1);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await rowsOf(idOf(OWNER))).toEqual(before);
    expect(await notify(t.database.db, { userIds: [], kind: 'system', content: 'Personne' })).toEqual([]);
  });
});
