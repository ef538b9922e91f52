import type { WebSocket } from '@fastify/websocket';
import { NEW_NOTIFICATION_EVENT, notificationChannel } from '@hubgrade/domain/notifications/rules';
import type { Notification, RealtimeFrame } from '@hubgrade/domain/notifications/schemas';
import type { BusMessage, NotificationBus } from './bus.ts';

/** A client that reads slower than it is written to is dropped; it catches up when it reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export function frameOf(userId: number, notification: Notification): string {
  const frame: RealtimeFrame = { channel: notificationChannel(userId), event: NEW_NOTIFICATION_EVENT, data: notification };
  return JSON.stringify(frame);
}

/**
 * One socket of a signed-in user. Until its replay is sent, live frames wait in `pending`, so
 * that the client sees notifications in the order they were raised; ids already replayed are
 * not sent again when their live push arrives afterwards.
 */
export class Connection {
  alive = true;
  private pending: BusMessage[] | null = [];
  private readonly replayed = new Set<number>();

  constructor(
    readonly socket: WebSocket,
    readonly userId: number,
    /** Expiry of the token it was opened with, in seconds since the epoch. */
    readonly expiresAt: number,
    /** The user's session version that token was signed under. */
    readonly sessionVersion: number,
  ) {}

  push(message: BusMessage): void {
    if (this.pending) {
      this.pending.push(message);
      return;
    }
    if (this.replayed.delete(message.id)) return;
    this.send(message.frame);
  }

  /** Sends what the client missed, then what arrived meanwhile, then goes live. */
  replay(missed: Notification[]): void {
    for (const notification of missed) {
      this.replayed.add(notification.id);
      this.send(frameOf(this.userId, notification));
    }
    const waiting = this.pending ?? [];
    this.pending = null;
    for (const message of waiting) this.push(message);
  }

  private send(frame: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      return;
    }
    this.socket.send(frame);
  }
}

/** The sockets of this instance by user, fed by the bus. */
export class SocketHub {
  private readonly byUser = new Map<number, Set<Connection>>();

  constructor(private readonly bus: NotificationBus) {
    bus.onMessage((message) => {
      for (const connection of this.byUser.get(message.userId) ?? []) connection.push(message);
    });
  }

  /** Resolves once the bus delivers this user's notifications here; rejects if it cannot. */
  async attach(connection: Connection): Promise<void> {
    let sockets = this.byUser.get(connection.userId);
    if (!sockets) {
      sockets = new Set();
      this.byUser.set(connection.userId, sockets);
    }
    sockets.add(connection);
    await this.bus.ready();
  }

  detach(connection: Connection): void {
    const sockets = this.byUser.get(connection.userId);
    if (!sockets?.delete(connection)) return;
    if (sockets.size === 0) this.byUser.delete(connection.userId);
  }

  *connections(): Iterable<Connection> {
    for (const sockets of this.byUser.values()) yield* sockets;
  }

  get size(): number {
    let n = 0;
    for (const sockets of this.byUser.values()) n += sockets.size;
    return n;
  }
}
