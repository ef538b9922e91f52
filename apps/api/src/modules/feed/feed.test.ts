import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { publishDue } from './publication.ts';

describe.each(ENGINES)('news feed on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });
  let memberSite: number;
  let memberId: number;
  const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
  const message = (over: object = {}) => ({
    title: 'Fête de l’espace',
    description: '<p>Venez <strong>nombreux</strong></p>',
    espaces: [memberSite],
    messageState: 1,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [who, email] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['brand5', brandStaffEmail('admin', 5)],
      ['brand8', brandStaffEmail('admin', 8)],
      ['commercial', DEMO_ACCOUNTS.commercial],
      ['member', DEMO_ACCOUNTS.member],
    ] as const) {
      tokens[who] = await t.tokenFor(email);
    }
    const member = await one<{ id: number; site_id: number }>(
      sql`select u.id, c.site_id from users u join companies c on c.id = u.company_id where u.email = ${DEMO_ACCOUNTS.member}`,
    );
    memberSite = member.site_id;
    memberId = member.id;
  });
  afterAll(() => t.close());

  describe('categories', () => {
    it('lists the deployment’s categories 20 a page, id descending', async () => {
      for (let i = 0; i < 18; i++) {
        const res = await call('brand5', 'POST', '/brand/5/feed/categories', {
          hubgrade_feed_categories: { title: `Catégorie ${i}`, brand: 5 },
        });
        expect(res.statusCode).toBe(201);
      }
      const res = await call('brand5', 'GET', '/brand/true/feed/categories');
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.items).toHaveLength(20);
      expect(list.total).toBe(23);
      const ids = list.items.map((c: { id: number }) => c.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(list.items.every((c: { brand: number }) => c.brand === 5)).toBe(true);
      const found = await call('brand5', 'GET', '/brand/5/feed/categories?search=gorie 1');
      expect(
        found
          .json()
          .items.map((c: { title: string }) => c.title)
          .sort(),
      ).toContain('Catégorie 17');
    });

    it('creates, renames (201, as the spec says), refuses a duplicate name and deletes', async () => {
      const created = await call('admin', 'POST', '/brand/true/feed/categories', {
        hubgrade_feed_categories: { title: 'Conférences', isEvent: true },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ title: 'Conférences', isEvent: true, brand: null });
      const id = created.json().id;
      const patched = await call('admin', 'PATCH', `/brand/true/feed/categories/${id}`, {
        hubgrade_feed_categories: { title: 'Conférences du mois', isEvent: false },
      });
      expect(patched.statusCode).toBe(201);
      expect(patched.json()).toMatchObject({ id, title: 'Conférences du mois', isEvent: false });
      const twin = await call('admin', 'POST', '/brand/true/feed/categories', {
        hubgrade_feed_categories: { title: 'conférences du MOIS' },
      });
      expect(twin.statusCode).toBe(409);
      expect(twin.json().message).toBe(L.categories.duplicate);
      const history = await rows(sql`select 1 from history_entries where entity = 'feed-category' and entity_id = ${id}`);
      expect(history).toHaveLength(2);
      expect((await call('admin', 'DELETE', `/brand/true/feed/categories/${id}`)).statusCode).toBe(204);
      expect((await call('admin', 'DELETE', `/brand/true/feed/categories/${id}`)).statusCode).toBe(404);
    });

    it('answers an empty name with a French 400 on the field', async () => {
      const res = await call('admin', 'POST', '/brand/true/feed/categories', { hubgrade_feed_categories: { title: '  ' } });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain(L.categories.nameRequired);
    });
  });

  describe('messages', () => {
    it('lists the table with its filters, and counts by state under the same filters', async () => {
      const res = await call('admin', 'GET', '/brand/true/feed/messages');
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.total).toBeGreaterThanOrEqual(8);
      expect(list.items[0]).toMatchObject({ id: expect.any(Number), messageStateName: expect.any(String), espaces: expect.any(Array) });
      const counts = (await call('admin', 'GET', '/brand/true/feed/messages/counts')).json();
      expect(counts.all).toBe(list.total);
      expect(counts[1] + counts[2] + counts[3]).toBe(counts.all);
      const planned = (await call('admin', 'GET', '/brand/true/feed/messages?messageState=2')).json();
      expect(planned.total).toBe(counts[2]);
      expect(planned.items.every((m: { messageState: number }) => m.messageState === 2)).toBe(true);
      const site = list.items[0].espaces[0].id;
      const bySite = (await call('admin', 'GET', `/brand/true/feed/messages?espaces=${site}`)).json();
      expect(bySite.items.every((m: { espaces: { id: number }[] }) => m.espaces.some((e) => e.id === site))).toBe(true);
      const sorted = (await call('admin', 'GET', '/brand/true/feed/messages?sortBy=title&sortDesc=false')).json();
      const titles = sorted.items.map((m: { title: string }) => m.title.toLowerCase());
      expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0));
      const none = (await call('admin', 'GET', '/brand/true/feed/messages?search=zzzzzz')).json();
      expect(none).toMatchObject({ items: [], total: 0 });
    });

    it('saves a draft, plans it, and refuses a planned date in the past in French', async () => {
      const created = await call('admin', 'POST', '/brand/true/feed/messages', message());
      expect(created.statusCode).toBe(201);
      const draft = created.json();
      expect(draft).toMatchObject({ messageState: 1, state: { id: 1, name: 'Brouillon' }, espaces: [{ id: memberSite }] });
      const past = await call(
        'admin',
        'PUT',
        `/brand/true/feed/messages/${draft.id}`,
        message({ messageState: 2, datePlaned: '2020-01-01T10:00:00Z' }),
      );
      expect(past.statusCode).toBe(400);
      expect(past.json().errors.datePlaned).toEqual([L.refusals.plannedInPast]);
      const noSite = await call('admin', 'POST', '/brand/true/feed/messages', message({ espaces: [] }));
      expect(noSite.statusCode).toBe(400);
      expect(noSite.json().errors.espaces).toEqual([L.refusals.espacesRequired]);
      const planned = await call(
        'admin',
        'PUT',
        `/brand/true/feed/messages/${draft.id}`,
        message({ messageState: 2, datePlaned: inAWeek() }),
      );
      expect(planned.statusCode).toBe(200);
      expect(planned.json()).toMatchObject({ messageState: 2, dateOnline: null });
    });

    it('refuses another deployment’s site, category or file on its field', async () => {
      const brandSite = await one<{ id: number }>(sql`select id from sites where brand_id = 5 order by id limit 1`);
      const res = await call('admin', 'POST', '/brand/true/feed/messages', message({ espaces: [memberSite, brandSite.id] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['espaces.1']).toEqual([L.refusals.unknownEspace]);
      const category = await one<{ id: number }>(sql`select id from feed_categories where brand_id = 5 order by id limit 1`);
      const bad = await call('admin', 'POST', '/brand/true/feed/messages', message({ categories: [category.id] }));
      expect(bad.json().errors['categories.0']).toEqual([L.refusals.unknownCategory]);
    });

    it('sanitises the description: no script survives', async () => {
      const res = await call(
        'admin',
        'POST',
        '/brand/true/feed/messages',
        message({ description: '<p>Salut<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a></p>' }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().description).not.toMatch(/<script|onerror|javascript:|<img/i);
      const stored = await one<{ description: string }>(sql`select description from feed_messages where id = ${res.json().id}`);
      expect(stored.description).not.toMatch(/<script|onerror|javascript:/i);
    });

    it('duplicates as a draft at the top (201) and deletes (204)', async () => {
      const source = (await call('admin', 'POST', '/brand/true/feed/messages', message({ messageState: 2, datePlaned: inAWeek() }))).json();
      const copy = await call('admin', 'POST', `/brand/true/feed/messages/${source.id}/duplicate`);
      expect(copy.statusCode).toBe(201);
      expect(copy.json()).toMatchObject({ title: source.title, messageState: 1, state: { id: 1 }, espaces: source.espaces });
      const top = (await call('admin', 'GET', '/brand/true/feed/messages')).json().items[0];
      expect(top.id).toBe(copy.json().id);
      expect((await call('admin', 'DELETE', `/brand/true/feed/messages/${copy.json().id}`)).statusCode).toBe(204);
      expect((await call('admin', 'GET', `/brand/true/feed/messages/${copy.json().id}`)).statusCode).toBe(404);
    });

    it('keeps each brand to its own feed: another brand’s message is a 404', async () => {
      const own = (await call('brand5', 'GET', '/brand/5/feed/messages')).json();
      const id = own.items[0].id;
      expect((await call('brand8', 'GET', `/brand/8/feed/messages/${id}`)).statusCode).toBe(404);
      expect((await call('brand8', 'GET', '/brand/5/feed/messages')).statusCode).toBe(404);
      expect((await call('brand8', 'DELETE', `/brand/8/feed/messages/${id}`)).statusCode).toBe(404);
      expect((await call('brand8', 'POST', `/brand/8/feed/messages/${id}/duplicate`)).statusCode).toBe(404);
      expect((await call('admin', 'GET', `/brand/5/feed/messages/${id}`)).statusCode).toBe(200);
      expect((await call('admin', 'GET', `/brand/true/feed/messages/${id}`)).statusCode).toBe(404);
      expect((await call('admin', 'GET', '/brand/4242/feed/messages')).statusCode).toBe(404);
      expect((await call('commercial', 'GET', '/brand/true/feed/messages')).statusCode).toBe(403);
    });
  });

  describe('member’s feed', () => {
    it('publishes at once, notifies the receivers, and lets them like it once', async () => {
      const before = await one<{ n: number }>(sql`select count(*)::int as n from notifications where user_id = ${memberId}`);
      const res = await call('admin', 'POST', '/brand/true/feed/messages', message({ title: 'Publié tout de suite', messageState: 3 }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ messageState: 3, dateOnline: expect.any(String) });
      expect(res.json().receivers.map((r: { id: number }) => r.id)).toContain(memberId);
      expect(res.json().receiverCount).toBeGreaterThanOrEqual(res.json().receivers.length);
      const after = await one<{ n: number }>(sql`select count(*)::int as n from notifications where user_id = ${memberId}`);
      expect(after.n).toBe(before.n + 1);
      const feed = (await call('member', 'GET', '/feed/messages')).json();
      expect(feed.items.map((m: { id: number }) => m.id)).toContain(res.json().id);
      const read = await call('member', 'GET', `/feed/messages/${res.json().id}`);
      expect(read.json()).toMatchObject({ id: res.json().id, reacted: false });
      const liked = await call('member', 'POST', `/feed/messages/${res.json().id}/reaction`);
      expect(liked.statusCode).toBe(200);
      expect(liked.json()).toMatchObject({ reacted: true, likes: [{ id: memberId }], participants: [] });
      const unliked = await call('member', 'POST', `/feed/messages/${res.json().id}/reaction`);
      expect(unliked.json()).toMatchObject({ reacted: false, likes: [] });
    });

    it('gives each card of a page in full, as reading it alone does, receivers counted over all its sites', async () => {
      const other = await one<{ id: number }>(
        sql`select s.id from sites s where s.brand_id is null and s.id <> ${memberSite}
            and exists (select 1 from companies c join users u on u.company_id = c.id where c.site_id = s.id) order by s.id limit 1`,
      );
      const twoSites = (
        await call(
          'admin',
          'POST',
          '/brand/true/feed/messages',
          message({ title: 'Deux espaces', espaces: [memberSite, other.id], messageState: 3 }),
        )
      ).json();
      const oneSite = (await call('admin', 'POST', '/brand/true/feed/messages', message({ title: 'Un espace', messageState: 3 }))).json();
      await call('member', 'POST', `/feed/messages/${oneSite.id}/reaction`);
      const page = (await call('member', 'GET', '/feed/messages')).json();
      for (const sent of [twoSites, oneSite]) {
        const card = page.items.find((m: { id: number }) => m.id === sent.id);
        expect(card).toEqual((await call('member', 'GET', `/feed/messages/${sent.id}`)).json());
        const members = await one<{ n: number }>(
          sql`select count(*)::int as n from users u join companies c on c.id = u.company_id
              join feed_message_sites s on s.site_id = c.site_id where s.message_id = ${sent.id} and u.deleted_at is null`,
        );
        expect(card.receiverCount).toBe(members.n);
        expect(card.receivers).toHaveLength(Math.min(members.n, 200));
      }
      expect(page.items.find((m: { id: number }) => m.id === oneSite.id)).toMatchObject({ reacted: true, likes: [{ id: memberId }] });
      expect(page.items.find((m: { id: number }) => m.id === twoSites.id).receiverCount).toBeGreaterThan(
        page.items.find((m: { id: number }) => m.id === oneSite.id).receiverCount,
      );
    });

    it('hides drafts and planned messages from members', async () => {
      const draft = (await call('admin', 'POST', '/brand/true/feed/messages', message())).json();
      expect((await call('member', 'POST', `/feed/messages/${draft.id}/reaction`)).statusCode).toBe(404);
    });
  });

  describe('planned publication', () => {
    it('publishes a due planned message and notifies its receivers', async () => {
      const planned = (
        await call('admin', 'POST', '/brand/true/feed/messages', message({ title: 'Planifié', messageState: 2, datePlaned: inAWeek() }))
      ).json();
      expect(await publishDue(t.database.db)).not.toContain(planned.id);
      const published = await publishDue(t.database.db, new Date(Date.now() + 8 * 86_400_000));
      expect(published).toContain(planned.id);
      const row = await one<{ state: number }>(sql`select state from feed_messages where id = ${planned.id}`);
      expect(row.state).toBe(3);
      const notes = await rows(sql`select 1 from notifications where user_id = ${memberId} and link = ${`/actualites/${planned.id}`}`);
      expect(notes).toHaveLength(1);
    });

    it.runIf(engine === 'postgres')('publishes each message once when two instances run the pass together', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        ids.push(
          (
            await call(
              'admin',
              'POST',
              '/brand/true/feed/messages',
              message({ title: `Course ${i}`, messageState: 2, datePlaned: inAWeek() }),
            )
          ).json().id,
        );
      }
      const later = new Date(Date.now() + 8 * 86_400_000);
      const passes = await Promise.all(Array.from({ length: 4 }, () => publishDue(t.database.db, later)));
      const all = passes.flat().filter((id) => ids.includes(id));
      expect(all.sort()).toEqual([...ids].sort());
      const notes = await one<{ n: number }>(
        sql`select count(*)::int as n from notifications where user_id = ${memberId} and link = any(${sql.param(ids.map((id) => `/actualites/${id}`))}::text[])`,
      );
      expect(notes.n).toBe(3);
    });
  });
});
