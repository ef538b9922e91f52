import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { MESSAGE_LABELS as L } from '@hubgrade/domain/messages/labels';
import type { MessageList, MessageRow } from '@hubgrade/domain/messages/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';

interface Thread {
  id: number;
  discussionId: number;
  landlordId: number;
  tenantId: number;
}

describe.each(ENGINES)('messages on %s', (engine) => {
  let t: TestApp;
  let superAdmin: string;
  let brandAdmin9: string;
  let commercial: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0] as T;
  const messageText = (id: number) => one<{ row: string | null }>(sql`select (select m::text from messages m where id = ${id}) as row`);
  const stateOf = async (id: number) => (await one<{ state: number }>(sql`select state from messages where id = ${id}`)).state;

  /** A new message from the tenant, in `state`, in an active discussion of `brand`. */
  async function freshMessage(brand: number | null, state: number): Promise<Thread> {
    const d = await one<{ id: number; landlord_id: number; tenant_id: number }>(
      sql`select id, landlord_id, tenant_id from discussions where brand_id is not distinct from ${brand} and not archived order by id limit 1`,
    );
    const m = await one<{ id: number }>(
      sql`insert into messages (discussion_id, brand_id, sender_id, state, content)
          values (${d.id}, ${brand}, ${d.tenant_id}, ${state}, '{"Bonjour, est-ce libre ?"}') returning id`,
    );
    return { id: m.id, discussionId: d.id, landlordId: d.landlord_id, tenantId: d.tenant_id };
  }

  const patchState = (token: string, id: number, messageState: number) =>
    t.app.inject({ method: 'PATCH', url: `/api/messages/${id}/state`, headers: auth(token), payload: { messageState } });

  const replyPayload = (thread: Thread, extra: Record<string, unknown> = {}) => ({
    hubgrade_message: {
      discussion: thread.discussionId,
      messageState: 1,
      date: new Date().toISOString(),
      content: ['Bonjour,', '', 'Oui, il est libre.'],
      sender: thread.landlordId,
      messageType: 1,
      sentByAdmin: true,
      ...extra,
    },
  });
  const reply = (token: string, thread: Thread, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/discussions/${thread.discussionId}/messages`,
      headers: auth(token),
      payload: replyPayload(thread, extra),
    });

  beforeAll(async () => {
    t = await createTestApp(engine);
    [superAdmin, brandAdmin9, commercial] = await Promise.all([
      t.tokenFor(DEMO_ACCOUNTS.admin),
      t.tokenFor(DEMO_ACCOUNTS.brand),
      t.tokenFor(DEMO_ACCOUNTS.commercial),
    ]);
  });
  afterAll(() => t.close());

  it('seeds conversations in every state, some archived, in every scope', async () => {
    const seen = await rows<{ brand_id: number | null; states: number[]; archived: boolean[] }>(
      sql`select m.brand_id, array_agg(distinct m.state order by m.state) as states, array_agg(distinct d.archived) as archived
          from messages m join discussions d on d.id = m.discussion_id group by m.brand_id order by m.brand_id nulls first`,
    );
    expect(seen.map((s) => s.brand_id)).toEqual([null, 5, 8, 9, 10]);
    expect(seen.find((s) => s.brand_id === null)?.states).toEqual([1, 2, 3, 4]);
    expect(seen.find((s) => s.brand_id === null)?.archived.sort()).toEqual([false, true]);
    const blank = await one<{ n: number }>(sql`select count(*)::int as n from discussions where search_text = ''`);
    expect(blank.n).toBe(0);
  });

  it('lists 25 messages a page, newest first, and pages on with the cursor', async () => {
    const first = await t.app.inject({ url: '/api/messages', headers: auth(superAdmin) });
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as MessageList;
    expect(page1.items).toHaveLength(25);
    const ids = page1.items.map((m) => m.message_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const total = await one<{ n: number }>(sql`select count(*)::int as n from messages`);
    expect(page1.total).toBe(total.n);
    expect(page1.items[0]).toMatchObject({ id: ids[0], message_content: expect.any(Array), archived: expect.any(Boolean) });
    expect(page1.next).toBeTruthy();

    const byCursor = await t.app.inject({ url: `/api/messages?page=2&after=${page1.next}`, headers: auth(superAdmin) });
    const byOffset = await t.app.inject({ url: '/api/messages?page=2', headers: auth(superAdmin) });
    expect((byCursor.json() as MessageList).items.map((m) => m.message_id)).toEqual(
      (byOffset.json() as MessageList).items.map((m) => m.message_id),
    );
    expect(Math.max(...(byCursor.json() as MessageList).items.map((m) => m.message_id))).toBeLessThan(Math.min(...ids));
  });

  it('filters by state, archived, ad, user and search', async () => {
    const list = async (query: string, token = superAdmin) => {
      const res = await t.app.inject({ url: `/api/messages?itemsPerPage=100&${query}`, headers: auth(token) });
      expect(res.statusCode, query).toBe(200);
      return res.json() as MessageList;
    };
    const pending = await list('state=1');
    expect(pending.items.length).toBeGreaterThan(0);
    expect(pending.items.every((m) => m.message_state === 1)).toBe(true);
    expect((await list('archived=true')).items.every((m) => m.archived)).toBe(true);
    expect((await list('archived=false')).items.every((m) => !m.archived)).toBe(true);

    const sample = pending.items[0] as MessageRow;
    const byAd = await list(`adId=${sample.ad_id}`);
    expect(byAd.items.length).toBeGreaterThan(0);
    expect(byAd.items.every((m) => m.ad_id === sample.ad_id)).toBe(true);
    const byUser = await list(`userId=${sample.locataire_id}`);
    expect(byUser.items.every((m) => m.locataire_id === sample.locataire_id || m.loueur_id === sample.locataire_id)).toBe(true);
    expect(byUser.items.some((m) => m.message_id === sample.message_id)).toBe(true);

    const byName = await list(`search=${encodeURIComponent(sample.locataire_last_name.toUpperCase())}`);
    expect(byName.items.some((m) => m.message_id === sample.message_id)).toBe(true);
    expect(
      byName.items.every((m) =>
        [
          m.ad_title,
          m.ad_city,
          m.loueur_first_name,
          m.loueur_last_name,
          m.locataire_first_name,
          m.locataire_last_name,
          m.loueur_company,
          m.locataire_company,
        ]
          .join(' ')
          .toLowerCase()
          .includes(sample.locataire_last_name.toLowerCase()),
      ),
    ).toBe(true);
    const byCity = await list(`search=${encodeURIComponent(sample.ad_city ?? '')}`);
    expect(byCity.items.every((m) => m.ad_city === sample.ad_city || JSON.stringify(m).includes(sample.ad_city ?? ''))).toBe(true);
    expect((await list('search=%25_zzz')).items).toEqual([]);
    expect((await t.app.inject({ url: '/api/messages?state=7', headers: auth(superAdmin) })).statusCode).toBe(400);
  });

  it('keeps a brand to its own messages and conversations, even by id', async () => {
    const own = await t.app.inject({ url: '/api/messages?itemsPerPage=100', headers: auth(brandAdmin9) });
    expect(own.statusCode).toBe(200);
    const items = (own.json() as MessageList).items;
    expect(items.length).toBeGreaterThan(0);
    const brand9 = await one<{ ids: number[] }>(
      sql`select coalesce(array_agg(id order by id desc), '{}') as ids from messages where brand_id = 9`,
    );
    expect(items.map((m) => m.message_id)).toEqual(brand9.ids.slice(0, 100));

    for (const brand of [null, 8]) {
      const other = await freshMessage(brand, 1);
      const before = await messageText(other.id);
      const calls = [
        t.app.inject({ url: `/api/discussions/${other.discussionId}`, headers: auth(brandAdmin9) }),
        patchState(brandAdmin9, other.id, 3),
        reply(brandAdmin9, other),
        t.app.inject({
          method: 'PATCH',
          url: `/api/messages/${other.id}/content`,
          headers: auth(brandAdmin9),
          payload: { content: ['x1'] },
        }),
        t.app.inject({ method: 'DELETE', url: `/api/messages/${other.id}`, headers: auth(brandAdmin9) }),
        t.app.inject({
          method: 'PATCH',
          url: `/api/discussions/${other.discussionId}/archive`,
          headers: auth(brandAdmin9),
          payload: { archived: true },
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ status: 404, message: ERROR_LABELS.notFound });
      }
      expect(await messageText(other.id)).toEqual(before);
      const list = await t.app.inject({
        url: `/api/messages?adId=${(await one<{ ad_id: number }>(sql`select ad_id from discussions where id = ${other.discussionId}`)).ad_id}`,
        headers: auth(brandAdmin9),
      });
      expect((list.json() as MessageList).items).toEqual([]);
    }
  });

  it('shows a conversation whole, oldest first', async () => {
    const d = await one<{ id: number; n: number }>(
      sql`select discussion_id as id, count(*)::int as n from messages where brand_id is null group by 1 having count(*) > 2 order by 1 limit 1`,
    );
    const res = await t.app.inject({ url: `/api/discussions/${d.id}`, headers: auth(superAdmin) });
    expect(res.statusCode).toBe(200);
    const conversation = res.json();
    expect(conversation.messages).toHaveLength(d.n);
    const ids = conversation.messages.map((m: { message_id: number }) => m.message_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect([conversation.loueur.id, conversation.locataire.id]).toContain(conversation.messages[0].message_sender);
    expect((await t.app.inject({ url: '/api/discussions/999999', headers: auth(superAdmin) })).statusCode).toBe(404);
  });

  describe('moderation', () => {
    const allowed: [number, number][] = [
      [1, 3],
      [1, 2],
      [3, 4],
    ];
    for (const [from, to] of allowed) {
      it(`moves ${from} → ${to} with its history entry`, async () => {
        const m = await freshMessage(9, from);
        const res = await patchState(brandAdmin9, m.id, to);
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({ message_id: m.id, message_state: to });
        expect(await stateOf(m.id)).toBe(to);
        const history = await rows<{ old_data: unknown; new_data: unknown; user_email: string; brand_id: number }>(
          sql`select old_data, new_data, user_email, brand_id from history_entries where entity = 'message' and entity_id = ${m.id}`,
        );
        expect(history).toEqual([{ old_data: { state: from }, new_data: { state: to }, user_email: DEMO_ACCOUNTS.brand, brand_id: 9 }]);
      });
    }

    for (const from of [1, 2, 3, 4]) {
      for (const to of [1, 2, 3, 4]) {
        if (allowed.some(([f, s]) => f === from && s === to)) continue;
        it(`refuses ${from} → ${to} with a 409 and changes nothing`, async () => {
          const m = await freshMessage(null, from);
          const before = await messageText(m.id);
          const res = await patchState(superAdmin, m.id, to);
          expect(res.statusCode).toBe(409);
          expect(res.json().message).toMatch(/ne peut pas passer à l’état/);
          expect(await messageText(m.id)).toEqual(before);
          const history = await one<{ n: number }>(
            sql`select count(*)::int as n from history_entries where entity = 'message' and entity_id = ${m.id}`,
          );
          expect(history.n).toBe(0);
        });
      }
    }

    it('mails the recipient of a validated message, and nobody of a refused one', async () => {
      const m = await freshMessage(null, 1);
      const landlord = await one<{ email: string; first_name: string }>(
        sql`select email, first_name from users where id = ${m.landlordId}`,
      );
      const mailsTo = async () =>
        (await one<{ n: number }>(sql`select count(*)::int as n from mail_outbox where to_address = ${landlord.email}`)).n;
      const before = await mailsTo();
      expect((await patchState(superAdmin, m.id, 3)).statusCode).toBe(201);
      expect(await mailsTo()).toBe(before + 1);
      const mail = await one<{ subject: string; text_body: string; brand_id: number | null }>(
        sql`select subject, text_body, brand_id from mail_outbox where to_address = ${landlord.email} order by id desc limit 1`,
      );
      expect(mail.subject).toMatch(/^Nouveau message au sujet de l’annonce/);
      expect(mail.text_body).toContain(`Bonjour ${landlord.first_name},`);
      expect(mail.text_body).toContain('> Bonjour, est-ce libre ?');
      expect(mail.brand_id).toBeNull();

      const refused = await freshMessage(null, 1);
      const count = await mailsTo();
      expect((await patchState(superAdmin, refused.id, 2)).statusCode).toBe(201);
      expect(await mailsTo()).toBe(count);
    });

    it('refuses members, landlords and brands without the module', async () => {
      const m = await freshMessage(null, 1);
      for (const email of [DEMO_ACCOUNTS.member, DEMO_ACCOUNTS.landlord, DEMO_ACCOUNTS.office]) {
        const res = await patchState(await t.tokenFor(email), m.id, 3);
        expect(res.statusCode, email).toBe(403);
      }
      expect(await stateOf(m.id)).toBe(1);
      expect((await patchState(commercial, m.id, 3)).statusCode).toBe(201);
    });
  });

  describe('reply', () => {
    it('answers on behalf of the other party, marks the original read and tells the moderators', async () => {
      const m = await freshMessage(9, 3);
      const moderators = await rows<{ id: number }>(
        sql`select id from users where brand_id = 9 and roles && '{ROLE_ADMIN_BRAND,ROLE_ADMIN_OFFICE}' and enabled and deleted_at is null
            and email <> ${DEMO_ACCOUNTS.brand} order by id`,
      );
      expect(moderators.length).toBeGreaterThan(0);
      const res = await reply(brandAdmin9, m);
      expect(res.statusCode).toBe(201);
      const created = res.json() as MessageRow;
      expect(created).toMatchObject({
        discussion_id: m.discussionId,
        message_sender: m.landlordId,
        message_state: 1,
        message_type: 1,
        sent_by_admin: true,
        message_content: ['Bonjour,', '', 'Oui, il est libre.'],
      });
      expect(await stateOf(m.id)).toBe(4);

      const notified = await rows<{ user_id: number; link: string; content: string }>(
        sql`select user_id, link, content from notifications where kind = 'message_to_moderate' and link = ${`/messages/${m.discussionId}`} order by user_id`,
      );
      expect(notified.map((n) => n.user_id)).toEqual(moderators.map((u) => u.id));
      expect(notified[0]?.content).toMatch(/^Nouveau message de .+ à modérer/);
      const author = await one<{ id: number }>(sql`select id from users where email = ${DEMO_ACCOUNTS.brand}`);
      expect(notified.some((n) => n.user_id === author.id)).toBe(false);
      const history = await rows<{ entity_id: number }>(
        sql`select entity_id from history_entries where entity = 'message' and entity_id in (${m.id}, ${created.message_id}) order by entity_id`,
      );
      expect(history.map((h) => h.entity_id)).toEqual([m.id, created.message_id]);
    });

    it('tells the main platform’s administrators and salespeople of a platform message', async () => {
      const m = await freshMessage(null, 4);
      const res = await reply(superAdmin, m);
      expect(res.statusCode).toBe(201);
      expect(await stateOf(m.id)).toBe(4);
      const notified = await rows<{ email: string }>(
        sql`select u.email from notifications n join users u on u.id = n.user_id
            where n.kind = 'message_to_moderate' and n.link = ${`/messages/${m.discussionId}`}`,
      );
      expect(notified.map((n) => n.email)).toContain(DEMO_ACCOUNTS.commercial);
      expect(notified.map((n) => n.email)).not.toContain(DEMO_ACCOUNTS.admin);
      expect(notified.map((n) => n.email)).not.toContain(brandStaffEmail('admin', 9));
    });

    it('refuses a reply without a letter or digit, and one that does not fit the conversation', async () => {
      const m = await freshMessage(null, 3);
      const count = async () =>
        (await one<{ n: number }>(sql`select count(*)::int as n from messages where discussion_id = ${m.discussionId}`)).n;
      const before = await count();
      const empty = await reply(superAdmin, m, { content: ['   ', '?!'] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors['hubgrade_message.content']).toEqual([L.replyEmpty]);
      const mismatch = await reply(superAdmin, m, { discussion: m.discussionId + 1 });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().message).toBe(L.discussionMismatch);
      const stranger = await reply(superAdmin, m, {
        sender: (await one<{ id: number }>(sql`select id from users where email = ${DEMO_ACCOUNTS.admin}`)).id,
      });
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json().message).toBe(L.senderNotParty);
      const sameSide = await reply(superAdmin, m, { sender: m.tenantId, replyTo: m.id });
      expect(sameSide.statusCode).toBe(409);
      expect(sameSide.json().message).toBe(L.senderSameSide);
      const elsewhere = await one<{ id: number }>(
        sql`select id from messages where discussion_id <> ${m.discussionId} order by id limit 1`,
      );
      const outside = await reply(superAdmin, m, { replyTo: elsewhere.id });
      expect(outside.statusCode).toBe(400);
      expect(await count()).toBe(before);
      expect(await stateOf(m.id)).toBe(3);
    });

    it('refuses to answer a pending or refused message, and in an archived conversation', async () => {
      const pending = await freshMessage(null, 1);
      const res = await reply(superAdmin, pending);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(L.replyPending);
      expect(await stateOf(pending.id)).toBe(1);

      const refused = await freshMessage(null, 2);
      expect((await reply(superAdmin, refused)).json().message).toBe(L.replyRefused);

      const archived = await one<{ id: number; landlord_id: number; tenant_id: number; message: number }>(
        sql`select d.id, d.landlord_id, d.tenant_id, (select max(id) from messages where discussion_id = d.id) as message
            from discussions d where archived and brand_id is null and exists (select 1 from messages where discussion_id = d.id) order by id limit 1`,
      );
      const inArchive = await reply(superAdmin, {
        id: archived.message,
        discussionId: archived.id,
        landlordId: archived.landlord_id,
        tenantId: archived.tenant_id,
      });
      expect(inArchive.statusCode).toBe(409);
      expect(inArchive.json().message).toBe(L.replyArchived);
    });
  });

  it('counts the messages to moderate on the dashboard, in the viewer’s brand scope', async () => {
    const widgetOf = async (email: string) => {
      const res = await t.app.inject({ url: '/api/dashboard', headers: auth(await t.tokenFor(email)) });
      expect(res.statusCode).toBe(200);
      return (res.json() as { widgets: { id: string; data: unknown }[] }).widgets.find((w) => w.id === 'messages.toModerate');
    };
    const pending = async (brand: number | null | 'all') =>
      (
        await one<{ n: number }>(
          brand === 'all'
            ? sql`select count(*)::int as n from messages where state = 1`
            : sql`select count(*)::int as n from messages where state = 1 and brand_id is not distinct from ${brand}`,
        )
      ).n;
    expect((await widgetOf(DEMO_ACCOUNTS.admin))?.data).toEqual({ value: await pending('all'), link: '/messages?state=1' });
    expect((await widgetOf(DEMO_ACCOUNTS.commercial))?.data).toEqual({ value: await pending('all'), link: '/messages?state=1' });
    expect((await widgetOf(DEMO_ACCOUNTS.brand))?.data).toEqual({ value: await pending(9), link: '/messages?state=1' });
    // Brand 5 has no ads module, hence no messages screen; members have none either.
    expect(await widgetOf(DEMO_ACCOUNTS.office)).toBeUndefined();
    expect(await widgetOf(DEMO_ACCOUNTS.member)).toBeUndefined();
  });

  describe('content, deletion and archiving', () => {
    it('rewrites the text of a message (administrators only), with its history', async () => {
      const m = await freshMessage(null, 1);
      const refused = await t.app.inject({
        method: 'PATCH',
        url: `/api/messages/${m.id}/content`,
        headers: auth(commercial),
        payload: { content: ['Texte'] },
      });
      expect(refused.statusCode).toBe(403);
      const empty = await t.app.inject({
        method: 'PATCH',
        url: `/api/messages/${m.id}/content`,
        headers: auth(superAdmin),
        payload: { content: [' '] },
      });
      expect(empty.statusCode).toBe(400);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/messages/${m.id}/content`,
        headers: auth(superAdmin),
        payload: { content: ['Bonjour, est-ce libre ?', 'Numéro masqué'] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message_content).toEqual(['Bonjour, est-ce libre ?', 'Numéro masqué']);
      const history = await one<{ old_data: unknown; new_data: unknown }>(
        sql`select old_data, new_data from history_entries where entity = 'message' and entity_id = ${m.id}`,
      );
      expect(history).toEqual({
        old_data: { content: ['Bonjour, est-ce libre ?'] },
        new_data: { content: ['Bonjour, est-ce libre ?', 'Numéro masqué'] },
      });
    });

    it('deletes a message, keeping what it said in the history', async () => {
      const m = await freshMessage(9, 2);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/messages/${m.id}`, headers: auth(commercial) })).statusCode).toBe(403);
      const withBody = await t.app.inject({
        method: 'DELETE',
        url: `/api/messages/${m.id}`,
        headers: auth(brandAdmin9),
        payload: { x: 1 },
      });
      expect(withBody.statusCode).toBe(400);
      const res = await t.app.inject({ method: 'DELETE', url: `/api/messages/${m.id}`, headers: auth(brandAdmin9) });
      expect(res.statusCode).toBe(204);
      expect(await messageText(m.id)).toEqual({ row: null });
      const history = await one<{ new_data: unknown; old_data: { content: string[] } }>(
        sql`select old_data, new_data from history_entries where entity = 'message' and entity_id = ${m.id}`,
      );
      expect(history.new_data).toBeNull();
      expect(history.old_data.content).toEqual(['Bonjour, est-ce libre ?']);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/messages/${m.id}`, headers: auth(brandAdmin9) })).statusCode).toBe(404);
    });

    it('archives and unarchives a conversation; the same value twice is a conflict', async () => {
      const m = await freshMessage(9, 4);
      const archive = (archived: boolean) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/discussions/${m.discussionId}/archive`,
          headers: auth(brandAdmin9),
          payload: { archived },
        });
      const first = await archive(true);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ discussion_id: m.discussionId, archived: true });
      const again = await archive(true);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(L.alreadyArchived);
      const listed = await t.app.inject({
        url: `/api/messages?archived=true&adId=${(await one<{ ad_id: number }>(sql`select ad_id from discussions where id = ${m.discussionId}`)).ad_id}`,
        headers: auth(brandAdmin9),
      });
      expect((listed.json() as MessageList).items.some((row) => row.message_id === m.id)).toBe(true);
      expect((await archive(false)).json()).toEqual({ discussion_id: m.discussionId, archived: false });
      const history = await rows<{ new_data: unknown }>(
        sql`select new_data from history_entries where entity = 'discussion' and entity_id = ${m.discussionId} order by id`,
      );
      expect(history.map((h) => h.new_data)).toEqual([{ archived: true }, { archived: false }]);
    });
  });
});
