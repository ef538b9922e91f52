import type { AddressInfo } from 'node:net';
import { NOTIFICATION_LABELS } from '@hubgrade/domain/notifications/labels';
import { notificationChannel, REALTIME_REPLAY_MAX, REALTIME_UNAUTHORIZED_CLOSE } from '@hubgrade/domain/notifications/rules';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { queryRows } from '../src/db/client.ts';
import { signToken, tokenKeys } from '../src/lib/tokens.ts';
import { notify } from '../src/modules/notifications/notify.ts';
import { realtimePlugin } from '../src/plugins/realtime/plugin.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../src/seed/accounts.ts';
import { createTestApp, ENGINES, type TestApp } from './harness.ts';
import { type FrameClient, openClient, refusal, withContent, wsUrl } from './realtime-client.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(ENGINES)('real-time notifications on %s', (engine) => {
  let t: TestApp;
  let baseUrl: string;
  const tokens = new Map<string, string>();
  const ids = new Map<string, number>();
  const open: FrameClient[] = [];

  const MEMBER = DEMO_ACCOUNTS.member;
  const OWNER = DEMO_ACCOUNTS.owner;
  const ADMIN = DEMO_ACCOUNTS.admin;
  const BRAND9 = DEMO_ACCOUNTS.brand;
  const MEMBER9 = brandStaffEmail('member', 9);
  const idOf = (email: string) => ids.get(email) as number;

  /**
   * Like the web client: `since` is the last id known, so that whatever is raised after it arrives,
   * replayed or live, even while the server is still checking the token of the new socket.
   */
  async function connect(email: string): Promise<FrameClient> {
    const [last] = await queryRows<{ id: number }>(t.database.db, sql`select coalesce(max(id), 0)::int as id from notifications`);
    const client = await openClient(wsUrl(baseUrl, { token: tokens.get(email), since: last?.id }));
    open.push(client);
    return client;
  }
  async function send(recipients: string[], content: string): Promise<void> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifs/send',
      headers: { authorization: `Bearer ${tokens.get(ADMIN)}` },
      payload: { userIds: recipients.map(idOf), content },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const contents = (client: FrameClient) => client.frames.map((f) => f.data.content);

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const email of [MEMBER, OWNER, ADMIN, BRAND9, MEMBER9]) {
      tokens.set(email, await t.tokenFor(email));
      const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where email = ${email}`);
      ids.set(email, row?.id as number);
    }
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await t.close();
  });

  it('answers a plain HTTP call with 426', async () => {
    const res = await t.app.inject({ url: '/api/ws' });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toEqual({ status: 426, message: NOTIFICATION_LABELS.upgradeRequired });
  });

  it('closes with 4401 a socket without a valid token', async () => {
    const member = idOf(MEMBER);
    const right = tokenKeys(t.config.jwtSecret);
    const [disabled] = await queryRows<{ id: number; email: string }>(
      t.database.db,
      sql`select id, email from users where not enabled and deleted_at is null order by id limit 1`,
    );
    const now = Math.floor(Date.now() / 1000);
    const refused = {
      'no token': undefined,
      garbage: 'pas-un-jeton',
      'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: String(member), exp: now + 3600 })}.`,
      'another secret': await signToken(tokenKeys('un-autre-secret-de-plus-de-trente-deux-caracteres'), {
        id: member,
        email: MEMBER,
        sessionVersion: 0,
      }),
      HS512: await new SignJWT({})
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject(String(member))
        .setExpirationTime('1h')
        .sign(right.secret),
      expired: await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(member))
        .setExpirationTime(now - 10)
        .sign(right.secret),
      'disabled user': await signToken(right, { id: disabled?.id as number, email: disabled?.email as string, sessionVersion: 0 }),
      'unknown user': await signToken(right, { id: 2_147_483_647, email: 'personne@exemple.fr', sessionVersion: 0 }),
      'session ended since': await signToken(right, { id: member, email: MEMBER, sessionVersion: -1 }),
      'id beyond 32 bits': await signToken(right, { id: 2_147_483_648, email: 'personne@exemple.fr', sessionVersion: 0 }),
    };
    for (const [name, token] of Object.entries(refused)) {
      const closed = await refusal(wsUrl(baseUrl, { token }));
      expect(closed, name).toEqual({ code: REALTIME_UNAUTHORIZED_CLOSE, reason: NOTIFICATION_LABELS.socketUnauthorized });
    }
  });

  it('refuses a malformed `since` before the upgrade', async () => {
    for (const since of ['abc', '-1', '1.5']) {
      await expect(openClient(wsUrl(baseUrl, { token: tokens.get(MEMBER), since }))).rejects.toThrow(/400/);
    }
  });

  it('pushes a notification created through the API at once, to each socket of its recipient only', async () => {
    const tab1 = await connect(MEMBER);
    const tab2 = await connect(MEMBER);
    const owner = await connect(OWNER);

    await send([MEMBER], 'Livraison au rez-de-chaussée');
    const [a, b] = await Promise.all([tab1, tab2].map((c) => c.frame(withContent('Livraison au rez-de-chaussée'))));
    const listed = await t.app.inject({ url: '/api/notifs/user', headers: { authorization: `Bearer ${tokens.get(MEMBER)}` } });
    expect(a).toEqual({ channel: notificationChannel(idOf(MEMBER)), event: 'new-notification', data: listed.json().notifs[0] });
    expect(b).toEqual(a);
    expect(a?.data).toMatchObject({ kind: 'system', seen: false, createdByFirstName: 'Alice' });

    // Frames of one socket arrive in order: a misdelivered frame would be in before the next own one.
    await send([OWNER], 'Pour le propriétaire');
    await owner.frame(withContent('Pour le propriétaire'));
    await send([MEMBER], 'Suite pour le membre');
    await Promise.all([tab1, tab2].map((c) => c.frame(withContent('Suite pour le membre'))));
    expect(contents(tab1)).not.toContain('Pour le propriétaire');
    expect(contents(tab2)).not.toContain('Pour le propriétaire');
    expect(contents(owner)).not.toContain('Livraison au rez-de-chaussée');
    for (const [client, email] of [
      [tab1, MEMBER],
      [tab2, MEMBER],
      [owner, OWNER],
    ] as const) {
      expect(new Set(client.frames.map((f) => f.channel))).toEqual(new Set([notificationChannel(idOf(email))]));
    }
  }, 60_000);

  it('delivers many concurrent notifications each to its own recipient, none twice', async () => {
    const people = [MEMBER, OWNER, BRAND9, MEMBER9];
    const clients = await Promise.all(people.map((email) => connect(email)));
    const sent = Array.from({ length: 40 }, (_, i) => ({ to: people[i % people.length] as string, content: `Rafale ${i}` }));
    await Promise.all(sent.map((s) => send([s.to], s.content)));
    await Promise.all(people.map((email, i) => send([email], `Fin ${i}`)));
    for (const [i, email] of people.entries()) {
      const client = clients[i] as FrameClient;
      await client.frame(withContent(`Fin ${i}`));
      const got = contents(client).filter((c) => c.startsWith('Rafale'));
      expect(got.sort(), email).toEqual(
        sent
          .filter((s) => s.to === email)
          .map((s) => s.content)
          .sort(),
      );
      const ids = client.frames.map((f) => f.data.id);
      expect(new Set(ids).size, `${email}: no frame twice`).toBe(ids.length);
    }
  }, 60_000);

  it('pushes nothing for a rolled-back transaction, nor a kind the user switched off', async () => {
    const member = await connect(MEMBER9);
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, { userIds: [idOf(MEMBER9)], kind: 'booking_for_you', content: 'Annulée' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/notifs/settings',
      headers: { authorization: `Bearer ${tokens.get(MEMBER9)}` },
      payload: { settings: [{ kind: 'system', enabled: false }] },
    });
    expect(put.statusCode).toBe(200);
    await send([MEMBER9], 'Coupée');
    await t.app.realtime.flush();

    await notify(t.database.db, { userIds: [idOf(MEMBER9)], kind: 'ticket_answered', content: 'Après' });
    await member.frame(withContent('Après'));
    expect(contents(member)).not.toContain('Annulée');
    expect(contents(member)).not.toContain('Coupée');
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifs/settings',
      headers: { authorization: `Bearer ${tokens.get(MEMBER9)}` },
      payload: { settings: [{ kind: 'system', enabled: true }] },
    });
  }, 60_000);

  it('catches up after a reconnection from the last id seen, then goes on live', async () => {
    const first = await connect(OWNER);
    await send([OWNER], 'Avant la coupure');
    const lastSeen = (await first.frame(withContent('Avant la coupure'))).data.id;
    await first.close();

    await send([OWNER], 'Pendant la coupure 1');
    await send([OWNER], 'Pendant la coupure 2');
    const again = await openClient(wsUrl(baseUrl, { token: tokens.get(OWNER), since: lastSeen }));
    open.push(again);
    await again.frame(withContent('Pendant la coupure 2'));
    await send([OWNER], 'Après la coupure');
    await again.frame(withContent('Après la coupure'));
    expect(contents(again)).toEqual(['Pendant la coupure 1', 'Pendant la coupure 2', 'Après la coupure']);

    const caughtUp = await openClient(wsUrl(baseUrl, { token: tokens.get(OWNER), since: again.frames.at(-1)?.data.id ?? 0 }));
    open.push(caughtUp);
    await send([OWNER], 'Suivante');
    await caughtUp.frame(withContent('Suivante'));
    expect(contents(caughtUp)).toEqual(['Suivante']);
  }, 60_000);

  it(`replays the newest ${REALTIME_REPLAY_MAX} missed notifications at most, oldest first`, async () => {
    const [before] = await queryRows<{ id: number }>(t.database.db, sql`select coalesce(max(id), 0)::int as id from notifications`);
    const created = await t.database.db.transaction(async (tx) => {
      const all: number[] = [];
      for (let i = 0; i < REALTIME_REPLAY_MAX + 5; i++) {
        const [row] = await notify(tx, { userIds: [idOf(BRAND9)], kind: 'system', content: `Manquée ${i}` });
        all.push(Number(row?.id));
      }
      return all;
    });
    // Pushed live to nobody before the client comes back: what it gets next is the replay alone.
    await t.app.realtime.flush();
    const client = await openClient(wsUrl(baseUrl, { token: tokens.get(BRAND9), since: before?.id ?? 0 }));
    open.push(client);
    await client.frame((f) => f.data.id === created.at(-1));
    await send([BRAND9], 'En direct');
    await client.frame(withContent('En direct'));
    expect(client.frames.map((f) => f.data.id)).toEqual([...created.slice(-REALTIME_REPLAY_MAX), expect.any(Number)]);
  }, 60_000);

  it('pushes the account_pending notification of a registration to the brand administrators', async () => {
    const admin = await connect(BRAND9);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { host: 'brand9.localhost' },
      payload: {
        hubgrade_registration: {
          email: 'temps.reel@exemple.fr',
          firstName: 'Paul',
          lastName: 'Direct',
          mobile: '0612345678',
          plainPassword: { first: 'une phrase de passe sûre', second: 'une phrase de passe sûre' },
          cgu: true,
          cguBrand: true,
          accountType: 2,
        },
        brand: 9,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const frame = await admin.frame((f) => f.data.kind === 'account_pending');
    expect(frame.data).toMatchObject({ link: `/membres/${res.json().id}`, createdByFirstName: 'Paul', createdByLastName: 'Direct' });
  }, 60_000);

  it('drops sockets that stop answering pings, whose token expires or whose user is disabled', async () => {
    // The same plugin with a fast heartbeat, on the same database.
    const beat = Fastify();
    beat.setValidatorCompiler(validatorCompiler);
    beat.setSerializerCompiler(serializerCompiler);
    await beat.register(realtimePlugin, { database: t.database, keys: tokenKeys(t.config.jwtSecret), redisUrl: null, heartbeatMs: 150 });
    await beat.listen({ port: 0, host: '127.0.0.1' });
    const beatUrl = `http://127.0.0.1:${(beat.server.address() as AddressInfo).port}`;
    const waitFor = async (condition: () => boolean) => {
      for (let i = 0; i < 300 && !condition(); i++) await new Promise((r) => setTimeout(r, 50));
      return condition();
    };
    try {
      const lively = await openClient(wsUrl(beatUrl, { token: tokens.get(OWNER) }));
      let pings = 0;
      lively.ws.on('ping', () => pings++);
      const mute = await openClient(wsUrl(beatUrl, { token: tokens.get(OWNER) }), { autoPong: false });
      expect((await mute.closed).code).toBe(1006);
      expect(await waitFor(() => pings >= 3)).toBe(true);
      expect(lively.ws.readyState).toBe(WebSocket.OPEN);

      const shortToken = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(idOf(OWNER)))
        .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
        .sign(tokenKeys(t.config.jwtSecret).secret);
      const expiring = await openClient(wsUrl(beatUrl, { token: shortToken }));
      expect((await expiring.closed).code).toBe(REALTIME_UNAUTHORIZED_CLOSE);
      expect(lively.ws.readyState).toBe(WebSocket.OPEN);

      const [victim] = await queryRows<{ id: number; email: string }>(
        t.database.db,
        sql`select id, email from users where enabled and deleted_at is null and email like '%exemple.fr' order by id limit 1`,
      );
      const disabled = await openClient(
        wsUrl(beatUrl, {
          token: await signToken(tokenKeys(t.config.jwtSecret), { ...(victim as { id: number; email: string }), sessionVersion: 0 }),
        }),
      );
      expect(await waitFor(() => beat.realtime.connections === 2)).toBe(true);
      await t.database.db.execute(sql`update users set enabled = false where id = ${victim?.id}`);
      expect(await disabled.closed).toEqual({ code: REALTIME_UNAUTHORIZED_CLOSE, reason: NOTIFICATION_LABELS.socketUnauthorized });
      expect(lively.ws.readyState).toBe(WebSocket.OPEN);
      await t.database.db.execute(sql`update users set enabled = true where id = ${victim?.id}`);
      await lively.close();
      expect(await waitFor(() => beat.realtime.connections === 0)).toBe(true);
    } finally {
      await beat.close();
    }
  }, 60_000);
});
