import type { WebSocket } from '@fastify/websocket';
import { NEW_NOTIFICATION_EVENT, notificationChannel } from '@hubgrade/domain/notifications/rules';
import type { Notification } from '@hubgrade/domain/notifications/schemas';
import type { Delivery, NotificationBus } from './bus.ts';

/** A client that reads slower than it is written to is dropped; it catches up when it reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * The frames of one notification's copies: what they share is serialised once, and each frame
 * is that text with its recipient's channel and its copy's id around it, not a serialisation of its own.
 */
export function framesOf(shared: Omit<Notification, 'id'>): (userId: number, id: number) => string {
  const event = JSON.stringify(NEW_NOTIFICATION_EVENT);
  // `{"kind":…}` without its opening brace: the rest of `data` after its id.
  const rest = JSON.stringify(shared).slice(1);
  return (userId, id) => `{"channel":${JSON.stringify(notificationChannel(userId))},"event":${event},"data":{"id":${id},${rest}}`;
}

export function frameOf(userId: number, { id, ...shared }: Notification): string {
  return framesOf(shared)(userId, id);
}

/**
 * One socket of a signed-in user. Until its replay is sent, live frames wait in `pending`, so
 * that the client sees notifications in the order they were raised; ids already replayed are
 * not sent again when their live push arrives afterwards.
 */
export class Connection {
  alive = true;
  private pending: { id: number; frame: string }[] | null = [];
  private readonly replayed = new Set<number>();

  constructor(
    readonly socket: WebSocket,
    readonly userId: number,
    /** Expiry of the token it was opened with, in seconds since the epoch. */
    readonly expiresAt: number,
    /** The user's session version that token was signed under. */
    readonly sessionVersion: number,
  ) {}

  push(id: number, frame: string): void {
    if (this.pending) {
      this.pending.push({ id, frame });
      return;
    }
    if (this.replayed.delete(id)) return;
    this.send(frame);
  }

  /** Sends what the client missed, then what arrived meanwhile, then goes live. */
  replay(missed: Notification[]): void {
    for (const notification of missed) {
      this.replayed.add(notification.id);
      this.send(frameOf(this.userId, notification));
    }
    const waiting = this.pending ?? [];
    this.pending = null;
    for (const { id, frame } of waiting) this.push(id, frame);
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
    bus.onDelivery((delivery) => this.deliver(delivery));
  }

  /** Pushes each recipient held here its frame, rendered only then. */
  private deliver({ shared, ids, userIds }: Delivery): void {
    let frame: ((userId: number, id: number) => string) | null = null;
    for (let i = 0; i < userIds.length; i++) {
      const userId = userIds[i] as number;
      const sockets = this.byUser.get(userId);
      if (!sockets) continue;
      frame ??= framesOf(shared);
      const id = ids[i] as number;
      const text = frame(userId, id);
      for (const connection of sockets) connection.push(id, text);
    }
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
