import { type Operation, pathOf } from '@hubgrade/domain/common/operation';

/** First retry after a drop, then doubled up to the ceiling; jitter keeps clients from reconnecting in step. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** A connection that stayed up this long was a good one: the next drop starts the backoff again. */
const STABLE_AFTER_MS = 10_000;

export interface RealtimeOptions {
  /** The address to (re)connect to, built at each attempt so that it carries the latest state; null waits for the next attempt. */
  url: () => string | null;
  /** Each message, parsed from JSON; frames that are not JSON are dropped. */
  onMessage: (message: unknown) => void;
  onOpen?: () => void;
  /** Whether to come back after the server closed with this code; a refused session, say, should not retry. */
  retryAfter?: (closeCode: number) => boolean;
  /** Backoff bounds; the defaults suit production, tests shorten them. */
  firstRetryMs?: number;
  maxRetryMs?: number;
}

export interface RealtimeConnection {
  close(): void;
}

/**
 * `ws://` or `wss://` address of an operation of the API on this page's host, so that the dev
 * proxy and TLS apply as for HTTP.
 */
export function realtimeUrl(
  operation: Pick<Operation, 'path'>,
  query: Record<string, string | number>,
  params?: Record<string, string | number>,
): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `${scheme}//${window.location.host}${pathOf(operation, params)}?${search}`;
}

/** Delay before retry number `attempt` (0-based): exponential with full jitter over its upper half. */
export function retryDelay(attempt: number, first = FIRST_RETRY_MS, max = MAX_RETRY_MS): number {
  const ceiling = Math.min(max, first * 2 ** attempt);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/**
 * A WebSocket that stays open: after a drop it reconnects with backoff, and at once when the
 * browser comes back online. Closing it stops every retry.
 */
export function openRealtime(options: RealtimeOptions): RealtimeConnection {
  let socket: WebSocket | null = null;
  let retryTimer: number | undefined;
  let attempt = 0;
  let openedAt = 0;
  let closed = false;

  function onOnline() {
    if (socket || closed) return;
    attempt = 0;
    schedule(0);
  }

  const schedule = (delay: number) => {
    window.clearTimeout(retryTimer);
    retryTimer = window.setTimeout(connect, delay);
  };

  const onDrop = (code: number) => {
    socket = null;
    if (closed) return;
    if (options.retryAfter && !options.retryAfter(code)) {
      closed = true;
      window.removeEventListener('online', onOnline);
      return;
    }
    if (openedAt && Date.now() - openedAt >= STABLE_AFTER_MS) attempt = 0;
    openedAt = 0;
    schedule(retryDelay(attempt++, options.firstRetryMs, options.maxRetryMs));
  };

  function connect() {
    if (closed || socket) return;
    const url = options.url();
    if (url === null) {
      schedule(retryDelay(attempt++, options.firstRetryMs, options.maxRetryMs));
      return;
    }
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      openedAt = Date.now();
      options.onOpen?.();
    };
    ws.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let message: unknown;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      options.onMessage(message);
    };
    // An error is always followed by close; reconnecting is decided there only.
    ws.onclose = (event) => {
      if (socket === ws) onDrop(event.code);
    };
  }

  window.addEventListener('online', onOnline);
  connect();

  return {
    close() {
      closed = true;
      window.clearTimeout(retryTimer);
      window.removeEventListener('online', onOnline);
      const ws = socket;
      socket = null;
      if (ws) {
        ws.onclose = null;
        ws.onmessage = null;
        ws.close();
      }
    },
  };
}
