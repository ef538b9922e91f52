import type { WebSocket } from '@fastify/websocket';
import { PANEL_LABELS as L } from '@hubgrade/domain/panels/labels';
import { PANEL_CHANGED_EVENT, PANEL_SCREEN_GONE_CLOSE } from '@hubgrade/domain/panels/rules';
import type { PanelScreenFrame } from '@hubgrade/domain/panels/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, queryRows } from '../../db/client.ts';
import { panels } from '../../db/schema/index.ts';
import { listenForCommits, type StopListening } from './commit-signal.ts';
import { readScreenSignal, SCREEN_SIGNAL_CHANNEL } from './screen-signal.ts';

const CHANGED_FRAME = JSON.stringify({ event: PANEL_CHANGED_EVENT } satisfies PanelScreenFrame);

/** A lobby screen's socket: its secret is its only credential, checked again at every signal of its site. */
interface ScreenSocket {
  socket: WebSocket;
  secret: string;
  siteId: number;
  alive: boolean;
}

interface PanelSiteRow {
  secret: string;
  site_id: number;
}

/**
 * The lobby screens' sockets of this instance, by site. A signal of a site (screen-signal.ts)
 * sends its screens a bare « read again »; before that, the screens whose secret was renewed or
 * whose panel was deleted are closed (4404), and those whose panel moved follow it.
 */
export class ScreenHub {
  private readonly bySite = new Map<number, Set<ScreenSocket>>();
  /** Signals are handled one after the other, so that a late one never undoes an earlier move. */
  private work: Promise<void> = Promise.resolve();
  private stopListening: StopListening | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(heartbeatMs: number): Promise<void> {
    this.stopListening = await listenForCommits(
      this.database,
      SCREEN_SIGNAL_CHANNEL,
      // null: the listener was away and may have missed signals, so every screen reads again.
      (payload) => this.enqueue(() => this.signal(payload === null ? null : readScreenSignal(payload))),
      this.log,
    );
    this.heartbeat = setInterval(() => this.beat(), heartbeatMs);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.stopListening?.();
    await this.work;
  }

  get size(): number {
    let n = 0;
    for (const sockets of this.bySite.values()) n += sockets.size;
    return n;
  }

  /** Resolves once the signals received so far have reached the sockets. */
  idle(): Promise<void> {
    return this.work;
  }

  /**
   * Keeps the socket of a screen whose secret names a panel, else closes it (4404). Once the socket
   * is held, the secret is read again (a renewal committed meanwhile is not missed) and a first
   * frame sent: the screen reads its content then, so that nothing committed before escapes it.
   */
  async open(socket: WebSocket, secret: string): Promise<void> {
    const [panel] = await this.panelsOf([secret]);
    if (socket.readyState !== socket.OPEN) return;
    if (!panel) return socket.close(PANEL_SCREEN_GONE_CLOSE, L.screen.notFound);
    const screen: ScreenSocket = { socket, secret, siteId: panel.site_id, alive: true };
    socket.on('pong', () => {
      screen.alive = true;
    });
    socket.on('close', () => this.detach(screen));
    this.attach(screen);
    this.enqueue(() => this.check([screen]));
  }

  private attach(screen: ScreenSocket): void {
    let sockets = this.bySite.get(screen.siteId);
    if (!sockets) {
      sockets = new Set();
      this.bySite.set(screen.siteId, sockets);
    }
    sockets.add(screen);
  }

  private detach(screen: ScreenSocket): void {
    const sockets = this.bySite.get(screen.siteId);
    if (!sockets?.delete(screen)) return;
    if (sockets.size === 0) this.bySite.delete(screen.siteId);
  }

  private enqueue(task: () => Promise<void>): void {
    this.work = this.work.then(task).catch((err: unknown) => this.log.error({ err }, 'panel screen signal failed'));
  }

  private signal(sites: number[] | null): Promise<void> {
    const screens = (sites ?? [...this.bySite.keys()]).flatMap((site) => [...(this.bySite.get(site) ?? [])]);
    return this.check(screens);
  }

  /** Closes the screens whose secret no longer names a panel, moves those whose panel moved, and tells the others to read again. */
  private async check(screens: ScreenSocket[]): Promise<void> {
    if (screens.length === 0) return;
    const current = new Map((await this.panelsOf(screens.map((s) => s.secret))).map((p) => [p.secret, p.site_id]));
    for (const screen of screens) {
      const siteId = current.get(screen.secret);
      if (siteId === undefined) {
        screen.socket.close(PANEL_SCREEN_GONE_CLOSE, L.screen.notFound);
        continue;
      }
      if (siteId !== screen.siteId) {
        this.detach(screen);
        screen.siteId = siteId;
        this.attach(screen);
      }
      if (screen.socket.readyState === screen.socket.OPEN) screen.socket.send(CHANGED_FRAME);
    }
  }

  private panelsOf(secrets: string[]): Promise<PanelSiteRow[]> {
    return queryRows<PanelSiteRow>(
      this.database.db,
      sql`select ${panels.secret} as secret, ${panels.siteId} as site_id from ${panels}
          where ${panels.secret} = any(${sql.param([...new Set(secrets)])}::text[])`,
    );
  }

  /** A screen that has not answered the previous ping is dropped; it reconnects and reads again. */
  private beat(): void {
    for (const sockets of this.bySite.values()) {
      for (const screen of sockets) {
        if (!screen.alive) {
          screen.socket.terminate();
          continue;
        }
        screen.alive = false;
        screen.socket.ping();
      }
    }
  }
}
