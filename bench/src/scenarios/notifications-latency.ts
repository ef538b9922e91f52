import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import WebSocket from 'ws';
import { type Database, openPglite, openPostgres, queryRows } from '../../../apps/api/src/db/client.ts';
import { hashPassword } from '../../../apps/api/src/lib/password.ts';
import { signToken, tokenKeys } from '../../../apps/api/src/lib/tokens.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../apps/api/src/seed/accounts.ts';
import { seedDemo } from '../../../apps/api/src/seed/demo.ts';
import { FEED_LABELS as L } from '../../../packages/domain/src/feed/labels.ts';
import type { BenchContext, Figure, Measure, Scenario } from '../context.ts';
import type { BenchDatabase } from '../database.ts';
import { isLoopback, toMeasure } from '../load.ts';
import { type RunningServer, startServer, webDist } from '../server.ts';

/** One socket per user, as many users as this. */
const CLIENTS = 1000;
/** Notifications of the latency measure, one API call each, round-robin over the clients. */
const NOTIFICATIONS = 1000;
/** Creating calls in flight at once. */
const IN_FLIGHT = 8;
/** Sockets opened at once while connecting. */
const CONNECTING = 50;
/** No variant sends for longer than this, nor waits longer than GRACE_MS for the last frames. */
const SEND_LIMIT_MS = 60_000;
const GRACE_MS = 10_000;
/** News-feed messages published one after the other for the publication's figure. */
const PUBLICATIONS = 5;
/** A news-feed message published to 1,000 connected members reaches the last of them within this (p99). */
const FEED_TARGET_MS = 100;

interface Prepared {
  target: BenchDatabase;
  users: { id: number; email: string }[];
  adminId: number;
  /** The main platform's site whose companies now hold every connected user: a feed message sent there reaches them all. */
  siteId: number;
  /** Removes what the scenario added. */
  dispose(): Promise<void>;
}

/**
 * Enough enabled users for one socket each: the demo's, completed with bench accounts. They all
 * join one company of a main-platform site, so that a news-feed message sent to that site is
 * published to every connected user.
 */
async function addUsers(database: Database): Promise<{ users: { id: number; email: string }[]; adminId: number; siteId: number }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await database.db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, roles, account_type, enabled)
    select 'notif-bench-' || g || '@bench.test', ${passwordHash}, 'Banc', 'Notifications ' || g, '{ROLE_USER}', 2, true
    from generate_series(1, ${CLIENTS}) g
    on conflict (email) do nothing`);
  const users = await queryRows<{ id: number; email: string }>(
    database.db,
    sql`select id, email from users where enabled and deleted_at is null and brand_id is null order by id limit ${CLIENTS}`,
  );
  const [admin] = await queryRows<{ id: number }>(database.db, sql`select id from users where email = ${DEMO_ACCOUNTS.admin}`);
  if (!admin || users.length < CLIENTS) throw new Error(`${users.length} utilisateurs actifs seulement`);
  const [site] = await queryRows<{ id: number }>(database.db, sql`select id from sites where brand_id is null order by id limit 1`);
  if (!site) throw new Error('aucun site de la plateforme');
  const [company] = await queryRows<{ id: number }>(
    database.db,
    sql`insert into companies (name, site_id) values ('Banc du fil d’actualités', ${site.id}) returning id`,
  );
  await database.db.execute(sql`update users set company_id = ${company?.id} where id in ${users.map((u) => u.id)}`);
  // Statistics as a running database has them: without them (autovacuum off, or not run yet since
  // the seed) the planner guesses one row per table and raised the 1,000 notifications of a
  // publication through a whole-index scan per recipient, 60 ms instead of 17.
  await database.db.execute(sql`analyze`);
  return { users, adminId: admin.id, siteId: site.id };
}

async function onServer(url: URL, statement: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own, seeded with the demo and bench accounts. Not the bench's: its server
 * would take part in the push of every notification committed there without sharing the Redis of
 * the measured instances (all instances of one database must share one). With PGlite the server
 * opens the folder prepared here.
 */
async function prepare(ctx: BenchContext): Promise<Prepared> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hubgrade-bench-notifs-'));
  if (ctx.engine === 'postgres' && ctx.databaseUrl) {
    const url = new URL(ctx.databaseUrl);
    const name = `${url.pathname.replace(/^\//, '')}_notifs`;
    url.pathname = `/${name}`;
    await onServer(url, `drop database if exists ${name} with (force)`);
    await onServer(url, `create database ${name}`);
    const database = openPostgres(url.toString(), 2);
    await database.migrate();
    await seedDemo(database.db);
    const { users, adminId, siteId } = await addUsers(database);
    await database.close();
    return {
      target: { engine: 'postgres', url: url.toString(), dataDir, dispose: async () => {} },
      users,
      adminId,
      siteId,
      async dispose() {
        await onServer(url, `drop database if exists ${name} with (force)`);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = openPglite(join(dataDir, 'pglite'));
  await database.migrate();
  await seedDemo(database.db);
  const { users, adminId, siteId } = await addUsers(database);
  await database.close();
  return {
    target: { engine: 'pglite', url: null, dataDir, dispose: async () => {} },
    users,
    adminId,
    siteId,
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A bare PING on the Redis port: the bench has no business installing a Redis client for that. */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  if (!isLoopback(hostname)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

interface Expected {
  recipient: number;
  startedAt: number;
  received: boolean;
}

/** Every frame received by every client, checked against what was sent to whom. */
class Tracker {
  readonly latency: RecordableHistogram = createHistogram();
  readonly expected = new Map<string, Expected>();
  wrong = 0;
  duplicates = 0;
  received = 0;
  private waiters: (() => void)[] = [];

  expect(content: string, recipient: number): Expected {
    const entry = { recipient, startedAt: performance.now(), received: false };
    this.expected.set(content, entry);
    return entry;
  }

  onFrame(userId: number, raw: string): void {
    // Frames of the other measures, sent while nothing is expected, are not parsed: on the same
    // cores, parsing them would delay the reading of the frames being timed.
    if (this.expected.size === 0) return;
    const now = performance.now();
    const frame = JSON.parse(raw) as { channel: string; data: { content: string } };
    const entry = this.expected.get(frame.data.content);
    if (!entry) return;
    if (entry.recipient !== userId || frame.channel !== `User.Notif.${userId}`) {
      this.wrong++;
      return;
    }
    if (entry.received) {
      this.duplicates++;
      return;
    }
    entry.received = true;
    this.received++;
    this.latency.record(Math.max(1, Math.round((now - entry.startedAt) * 1e6)));
    if (this.received === this.expected.size) for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves when everything expected has arrived, or after `ms` without it. */
  settle(ms: number): Promise<void> {
    if (this.received === this.expected.size) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  get lost(): number {
    return this.expected.size - this.received;
  }
}

async function connectAll(
  servers: RunningServer[],
  users: { id: number; email: string }[],
  tokens: Map<number, string>,
  since: number,
  onFrame: (userId: number, raw: string) => void,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < users.length; i += CONNECTING) {
    const batch = users.slice(i, i + CONNECTING).map((user, j) => {
      const server = servers[(i + j) % servers.length] as RunningServer;
      const url = `${server.baseUrl.replace(/^http/, 'ws')}/api/ws?token=${tokens.get(user.id)}&since=${since}`;
      const ws = new WebSocket(url);
      ws.on('message', (data) => onFrame(user.id, data.toString()));
      ws.on('error', () => {});
      return new Promise<WebSocket>((resolve, reject) => {
        ws.once('open', () => resolve(ws));
        ws.once('close', (code) => reject(new Error(`socket refusée (${code})`)));
      });
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** The id of a notification raised now: what a client passes as `since` to miss nothing after it. */
async function highWater(server: RunningServer, adminToken: string, adminId: number, tag: string): Promise<number> {
  if (!(await post(server, adminToken, { userIds: [adminId], content: `bench ${tag} repère` }))) throw new Error('repère refusé');
  const res = await fetch(`${server.baseUrl}/api/notifs/user`, { headers: { authorization: `Bearer ${adminToken}` } });
  const page = (await res.json()) as { notifs: { id: number }[] };
  return page.notifs[0]?.id ?? 0;
}

async function post(server: RunningServer, token: string, body: object): Promise<boolean> {
  const res = await fetch(`${server.baseUrl}/api/notifs/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status === 201;
}

interface VariantResult {
  measures: Measure[];
  figures: Record<string, Figure>;
}

/** A variant's line of notes: delivery against its target, the creating call alone beside it, and the load it ran under. */
function summary(label: string, { figures: f }: VariantResult, targetMs: number): string {
  const met = Number(f.p99Ms) < targetMs && f.lost === 0 && f.wronglyDelivered === 0 ? 'atteinte' : 'manquée';
  const feedMet = Number(f.feedPublicationP99Ms) < FEED_TARGET_MS && f.feedPublicationLost === 0 ? 'atteinte' : 'manquée';
  return (
    `${label} : p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms (cible p99 < ${targetMs} ms, 0 perdue, 0 mal distribuée : ${met}), ` +
    `perdues ${f.lost}, mal distribuées ${f.wronglyDelivered} ; l’appel POST seul : p50 ${f.apiP50Ms} ms, p99 ${f.apiP99Ms} ms ; ` +
    `publication d’un message du fil à ${f.clients} membres : p50 ${f.feedPublicationP50Ms} ms, p99 ${f.feedPublicationP99Ms} ms, ` +
    `perdues ${f.feedPublicationLost} (cible p99 < ${FEED_TARGET_MS} ms : ${feedMet}) ; charge moyenne au départ de la mesure ${f.loadAverage}.`
  );
}

interface FanOut {
  histogram: RecordableHistogram;
  received: number;
  seconds: number;
  sent: boolean;
}

/** Sends once, then times the arrival at every socket of the first frame holding `content`. */
async function fanOut(sockets: WebSocket[], content: string, send: () => Promise<boolean>): Promise<FanOut> {
  const histogram = createHistogram();
  const startedAt = performance.now();
  let received = 0;
  const done = new Promise<void>((resolve) => {
    for (const ws of sockets) {
      const onMessage = (data: WebSocket.RawData) => {
        if (!data.toString().includes(content)) return;
        ws.off('message', onMessage);
        histogram.record(Math.max(1, Math.round((performance.now() - startedAt) * 1e6)));
        if (++received === sockets.length) resolve();
      };
      ws.on('message', onMessage);
    }
  });
  const sent = await send();
  await Promise.race([done, new Promise((r) => setTimeout(r, GRACE_MS).unref())]);
  return { histogram, received, seconds: (performance.now() - startedAt) / 1000, sent };
}

/**
 * PUBLICATIONS messages timed one after the other, after one that warms the path up (the first
 * call of a route pays its one-time costs): every arrival of every measured message in one histogram.
 */
async function publications(sockets: WebSocket[], message: (n: number) => [string, () => Promise<boolean>]): Promise<FanOut> {
  await fanOut(sockets, ...message(0));
  const total: FanOut = { histogram: createHistogram(), received: 0, seconds: 0, sent: true };
  for (let n = 1; n <= PUBLICATIONS; n++) {
    const one = await fanOut(sockets, ...message(n));
    total.histogram.add(one.histogram);
    total.received += one.received;
    total.seconds += one.seconds;
    total.sent &&= one.sent;
  }
  return total;
}

/** Publishes at once a main-platform news-feed message to one site, as the staff's editor does. */
async function publishFeedMessage(server: RunningServer, token: string, siteId: number, title: string): Promise<boolean> {
  const res = await fetch(`${server.baseUrl}/api/brand/true/feed/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, description: '<p>Mesure de la publication.</p>', espaces: [siteId], messageState: 3 }),
  });
  await res.arrayBuffer();
  return res.status === 201;
}

/** Clients spread over the servers; creating calls spread over them too, so that half cross instances. */
async function runVariant(
  label: string,
  servers: RunningServer[],
  prepared: Prepared,
  tokens: Map<number, string>,
): Promise<VariantResult> {
  const adminToken = tokens.get(prepared.adminId) as string;
  const users = prepared.users;
  const tracker = new Tracker();
  const tag = randomBytes(3).toString('hex');
  const since = await highWater(servers[0] as RunningServer, adminToken, prepared.adminId, tag);
  const sockets = await connectAll(servers, users, tokens, since, (userId, raw) => tracker.onFrame(userId, raw));
  try {
    // With `since`, a notification raised after it reaches every socket, replayed or live: once
    // each socket has its frame of this first broadcast, all of them are live.
    const ready = `bench ${tag} prêt`;
    let readyCount = 0;
    const allReady = new Promise<void>((resolve) => {
      for (const ws of sockets) {
        const onMessage = (data: WebSocket.RawData) => {
          if (!data.toString().includes(ready)) return;
          ws.off('message', onMessage);
          if (++readyCount === sockets.length) resolve();
        };
        ws.on('message', onMessage);
      }
    });
    if (!(await post(servers[0] as RunningServer, adminToken, { userIds: users.map((u) => u.id), content: ready }))) {
      throw new Error('envoi de la diffusion refusé');
    }
    const readyTimeout = new Promise<void>((_, reject) =>
      setTimeout(() => reject(new Error(`${readyCount} clients prêts sur ${sockets.length}`)), 60_000).unref(),
    );
    await Promise.race([allReady, readyTimeout]);

    // One call to every client at once: the fan-out of a broadcast.
    const broadcastContent = `bench ${tag} diffusion`;
    const broadcast = await fanOut(sockets, broadcastContent, () =>
      post(servers[0] as RunningServer, adminToken, { userIds: users.map((u) => u.id), content: broadcastContent }),
    );
    // News-feed messages published to the site of every client, one after the other: the feed's
    // own fan-out. The first one warms the publishing path up and is not counted.
    const publication = await publications(sockets, (n) => {
      const feedTitle = `Banc ${tag} ${n}`;
      return [L.notification(feedTitle), () => publishFeedMessage(servers[0] as RunningServer, adminToken, prepared.siteId, feedTitle)];
    });

    // The measure: one notification per call, to a known recipient.
    const loadAverage = Math.round((loadavg()[0] ?? 0) * 100) / 100;
    const calls = createHistogram();
    let failedCalls = 0;
    let next = 0;
    const sendStarted = performance.now();
    const worker = async () => {
      while (next < NOTIFICATIONS && performance.now() - sendStarted < SEND_LIMIT_MS) {
        const seq = next++;
        const recipient = users[seq % users.length] as { id: number };
        const content = `bench ${tag} ${seq}`;
        const entry = tracker.expect(content, recipient.id);
        const ok = await post(servers[seq % servers.length] as RunningServer, adminToken, { userIds: [recipient.id], content }).catch(
          () => false,
        );
        calls.record(Math.max(1, Math.round((performance.now() - entry.startedAt) * 1e6)));
        if (!ok) {
          failedCalls++;
          tracker.expected.delete(content);
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const sendSeconds = (performance.now() - sendStarted) / 1000;
    await tracker.settle(GRACE_MS);

    const sent = tracker.expected.size + failedCalls;
    const delivery = toMeasure(
      `création → réception, ${label}`,
      tracker.latency,
      tracker.received,
      sendSeconds,
      tracker.lost + tracker.wrong + failedCalls,
    );
    const api = toMeasure(`POST /api/notifs/send, ${label}`, calls, sent, sendSeconds, failedCalls);
    const broadcastMeasure = toMeasure(
      `diffusion d’un appel à ${sockets.length} clients, ${label}`,
      broadcast.histogram,
      broadcast.received,
      broadcast.seconds,
      (broadcast.sent ? 0 : 1) + sockets.length - broadcast.received,
    );
    const publicationMeasure = toMeasure(
      `publication de ${PUBLICATIONS} messages du fil à ${sockets.length} membres, ${label}`,
      publication.histogram,
      publication.received,
      publication.seconds,
      (publication.sent ? 0 : 1) + PUBLICATIONS * sockets.length - publication.received,
    );
    return {
      measures: [delivery, api, broadcastMeasure, publicationMeasure],
      figures: {
        clients: sockets.length,
        notifications: sent,
        p50Ms: delivery.p50,
        p99Ms: delivery.p99,
        apiP50Ms: api.p50,
        apiP99Ms: api.p99,
        loadAverage,
        lost: tracker.lost,
        wronglyDelivered: tracker.wrong,
        duplicates: tracker.duplicates,
        failedCalls,
        broadcastP99Ms: broadcastMeasure.p99,
        broadcastLost: sockets.length - broadcast.received,
        feedPublicationP50Ms: publicationMeasure.p50,
        feedPublicationP99Ms: publicationMeasure.p99,
        feedPublicationLost: PUBLICATIONS * sockets.length - publication.received,
      },
    };
  } finally {
    await Promise.all(
      sockets.map(
        (ws) =>
          new Promise<void>((resolve) => {
            if (ws.readyState === WebSocket.CLOSED) return resolve();
            ws.once('close', () => resolve());
            ws.close();
          }),
      ),
    );
  }
}

export const scenario: Scenario = {
  name: 'notifications-latency',
  title: `Notifications en temps réel : de l’appel de création à la réception, ${CLIENTS} clients WebSocket, et la publication d’un message du fil à tous`,
  async run(ctx) {
    const prepared = await prepare(ctx);
    const dist = webDist();
    const secret = randomBytes(32).toString('base64url');
    const keys = tokenKeys(secret);
    const tokens = new Map<number, string>();
    for (const user of prepared.users) tokens.set(user.id, await signToken(keys, { ...user, sessionVersion: 0 }));
    const [admin] = prepared.users.filter((u) => u.id === prepared.adminId);
    if (!admin)
      tokens.set(prepared.adminId, await signToken(keys, { id: prepared.adminId, email: DEMO_ACCOUNTS.admin, sessionVersion: 0 }));

    const measures: Measure[] = [];
    const figures: Record<string, Figure> = {};
    const notes: string[] = [];
    const servers: RunningServer[] = [];
    try {
      const single = await startServer(prepared.target, dist, { JWT_SECRET: secret, REDIS_URL: '' });
      servers.push(single);
      const one = await runVariant('1 instance', [single], prepared, tokens);
      await single.stop();
      measures.push(...one.measures);
      for (const [k, v] of Object.entries(one.figures)) figures[`oneInstance_${k}`] = v;
      notes.push(summary('1 instance', one, 50));

      const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
      if (ctx.engine !== 'postgres') {
        notes.push('2 instances : non mesuré avec PGlite, qu’un seul processus peut ouvrir (relancer avec --db postgres).');
      } else if (!(await redisAnswers(redisUrl))) {
        notes.push(`2 instances : non mesuré, pas de Redis joignable à ${redisUrl} (BENCH_REDIS_URL).`);
      } else {
        const pair = [
          await startServer(prepared.target, dist, { JWT_SECRET: secret, REDIS_URL: redisUrl }),
          await startServer(prepared.target, dist, { JWT_SECRET: secret, REDIS_URL: redisUrl }),
        ];
        servers.push(...pair);
        const two = await runVariant('2 instances + Redis', pair, prepared, tokens);
        measures.push(...two.measures);
        for (const [k, v] of Object.entries(two.figures)) figures[`twoInstances_${k}`] = v;
        notes.push(summary('2 instances + Redis (clients et appels répartis)', two, 100));
      }
      notes.push(
        `Latence mesurée côté client, de l’envoi de l’appel à la réception de la trame ; ${IN_FLIGHT} appels en vol, clients et serveurs sur les mêmes ${ctx.engine === 'postgres' ? 'cœurs' : 'cœurs (PGlite)'}.`,
      );
      return { measures, figures, notes };
    } finally {
      for (const server of servers) await server.stop();
      dist.dispose();
      await prepared.dispose();
    }
  },
};
