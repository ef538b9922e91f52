import { randomBytes } from 'node:crypto';
import websocket, { type WebSocket } from '@fastify/websocket';
import type { QueryOf } from '@hubgrade/domain/common/operation';
import { MAX_ID } from '@hubgrade/domain/common/schemas';
import { NOTIFICATION_LABELS as L } from '@hubgrade/domain/notifications/labels';
import { notificationOperations as op } from '@hubgrade/domain/notifications/operations';
import { REALTIME_REPLAY_MAX, REALTIME_UNAUTHORIZED_CLOSE } from '@hubgrade/domain/notifications/rules';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { type Database, type Db, queryRows } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import { type TokenKeys, type TokenSession, verifyToken } from '../../lib/tokens.ts';
import { localBus, type NotificationBus, redisBus } from './bus.ts';
import { Connection, SocketHub } from './hub.ts';
import { notificationsSince } from './notification-rows.ts';
import { Publisher } from './publisher.ts';
import { ScreenHub } from './screen-hub.ts';

const DEFAULT_HEARTBEAT_MS = 30_000;
/** Clients only listen; what they send is never read, so it is kept tiny. */
const MAX_CLIENT_MESSAGE_BYTES = 1024;
const SERVER_ERROR_CLOSE = 1011;

export interface RealtimeOptions {
  database: Database;
  keys: TokenKeys;
  /**
   * Set: fan-out through Redis pub/sub, so that several instances serve one user base. Every
   * instance of one database needs it: one without would take its share of the pushes (see
   * publisher.ts) and hand them to its own sockets only.
   */
  redisUrl: string | null;
  /** Ping interval; a socket that has not answered the previous ping is dropped. */
  heartbeatMs?: number;
  /** Safety net for pushes whose commit signal was missed. */
  pollMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      /** Sockets open on this instance. */
      readonly connections: number;
      /** Resolves once the notifications committed so far have been handed to the sockets. */
      flush(): Promise<void>;
      /** Lobby screens' sockets, opened with their panel's secret and told when their site's content changes. */
      readonly screens: Pick<ScreenHub, 'open' | 'idle' | 'size'>;
    };
  }
}

/**
 * Only users signed in with a valid token, enabled and not deleted, keep a socket: their current
 * session version by id, which the socket's token must still carry.
 */
async function activeSessions(db: Db, ids: number[]): Promise<Map<number, number>> {
  const active = new Map<number, number>();
  // users.id is a 32-bit serial: a larger id names nobody.
  const valid = ids.filter((id) => id <= MAX_ID);
  for (let i = 0; i < valid.length; i += 5000) {
    const rows = await db
      .select({ id: users.id, sessionVersion: users.sessionVersion })
      .from(users)
      .where(and(inArray(users.id, valid.slice(i, i + 5000)), eq(users.enabled, true), isNull(users.deletedAt)));
    for (const row of rows) active.set(row.id, row.sessionVersion);
  }
  return active;
}

/** Same check as the Bearer header (HS256 only, user read from the database), from the query string. */
async function authenticate(db: Db, keys: TokenKeys, token: string | undefined): Promise<(TokenSession & { expiresAt: number }) | null> {
  if (!token) return null;
  const session = await verifyToken(keys, token);
  if (session === null || (await activeSessions(db, [session.userId])).get(session.userId) !== session.sessionVersion) return null;
  return { ...session, expiresAt: decodeJwt(token).exp ?? Number.POSITIVE_INFINITY };
}

interface DatabaseNameRow {
  name: string;
}

/** Apart per database, so that deployments or test databases sharing one Redis never mix their users. */
async function busNamespace(database: Database): Promise<string> {
  if (database.engine === 'pglite') return `hubgrade:${randomBytes(6).toString('hex')}:`;
  const [row] = await queryRows<DatabaseNameRow>(database.db, sql`select current_database() as name`);
  return `hubgrade:${row?.name ?? 'postgres'}:`;
}

function startHeartbeat(hub: SocketHub, db: Db, every: number, log: FastifyBaseLogger): () => void {
  const beat = async () => {
    const now = Date.now() / 1000;
    const open = [...hub.connections()];
    for (const connection of open) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      if (connection.expiresAt <= now) {
        connection.socket.close(REALTIME_UNAUTHORIZED_CLOSE, L.socketUnauthorized);
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
    // A user disabled or deleted since they connected, or whose sessions ended, loses their sockets at the next beat.
    const active = await activeSessions(db, [...new Set(open.map((c) => c.userId))]);
    for (const connection of open) {
      if (active.get(connection.userId) !== connection.sessionVersion) {
        connection.socket.close(REALTIME_UNAUTHORIZED_CLOSE, L.socketUnauthorized);
      }
    }
  };
  const timer = setInterval(() => {
    beat().catch((err: unknown) => log.error({ err }, 'realtime heartbeat failed'));
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Real-time notifications: `GET /api/ws?token=<jwt>&since=<lastId>`. Browsers cannot set headers
 * on a WebSocket, so the token comes in the query string and is checked after the upgrade; a
 * refusal is the close code 4401, which a browser can read (an HTTP status of a failed upgrade
 * it cannot). Each socket gets the frames of its own user's channel only.
 */
export const realtimePlugin = fp<RealtimeOptions>(
  async (app: FastifyInstance, options) => {
    const { database, keys } = options;
    const db = database.db;
    await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });

    const bus: NotificationBus = options.redisUrl ? redisBus(options.redisUrl, await busNamespace(database), app.log) : localBus();
    const hub = new SocketHub(bus);
    const publisher = new Publisher(database, (deliveries) => bus.publish(deliveries), app.log, options.pollMs);
    const stopHeartbeat = startHeartbeat(hub, db, options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS, app.log);
    const screens = new ScreenHub(database, app.log);

    app.decorate('realtime', {
      get connections() {
        return hub.size;
      },
      async flush() {
        publisher.wake();
        await publisher.idle();
      },
      screens,
    });
    app.addHook('onReady', async () => {
      await publisher.start();
      await screens.start(options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
    });
    app.addHook('onClose', async () => {
      stopHeartbeat();
      await screens.stop();
      await publisher.stop();
      await bus.close();
    });

    async function open(socket: WebSocket, request: FastifyRequest): Promise<void> {
      const query = request.query as QueryOf<typeof op.stream>;
      const session = await authenticate(db, keys, query.token);
      if (socket.readyState !== socket.OPEN) return;
      if (!session) return socket.close(REALTIME_UNAUTHORIZED_CLOSE, L.socketUnauthorized);

      const connection = new Connection(socket, session.userId, session.expiresAt, session.sessionVersion);
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => hub.detach(connection));
      try {
        await hub.attach(connection);
        connection.replay(query.since === undefined ? [] : await notificationsSince(db, session.userId, query.since, REALTIME_REPLAY_MAX));
      } catch (err) {
        request.log.error({ err }, 'realtime subscription failed');
        socket.close(SERVER_ERROR_CLOSE);
      }
    }

    route(
      app,
      op.stream,
      () => {
        throw new HttpError(426, L.upgradeRequired);
      },
      {
        wsHandler: open,
        // The query string carries a session token: it stays out of the logs.
        logSerializers: {
          req: (req: FastifyRequest) => ({ method: req.method, url: req.url.replace(/([?&]token=)[^&]*/, '$1…') }),
        },
      },
    );
  },
  { name: 'hubgrade-realtime' },
);
