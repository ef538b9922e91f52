import { type RealtimeFrame, ZRealtimeFrame } from '@hubgrade/domain/notifications/schemas';
import WebSocket from 'ws';

/** Generous: the machine is shared, and a wait only ends early when the frame has arrived. */
const WAIT_MS = 15_000;

/** A browser-like client of /api/ws that keeps every frame it receives, parsed with the contract. */
export interface FrameClient {
  ws: WebSocket;
  frames: RealtimeFrame[];
  /** The first frame received (or to come) that matches. */
  frame(match: (frame: RealtimeFrame) => boolean): Promise<RealtimeFrame>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export function wsUrl(baseUrl: string, query: { token?: string; since?: number | string }): string {
  const url = new URL('/api/ws', baseUrl.replace(/^http/, 'ws'));
  if (query.token !== undefined) url.searchParams.set('token', query.token);
  if (query.since !== undefined) url.searchParams.set('since', String(query.since));
  return url.toString();
}

/** Resolves once the socket is open (before the server has checked the token). */
export function openClient(url: string, options: WebSocket.ClientOptions = {}): Promise<FrameClient> {
  const ws = new WebSocket(url, options);
  const frames: RealtimeFrame[] = [];
  const waiters: { match: (f: RealtimeFrame) => boolean; resolve: (f: RealtimeFrame) => void }[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  ws.on('message', (data) => {
    const frame = ZRealtimeFrame.parse(JSON.parse(data.toString()));
    frames.push(frame);
    for (const waiter of waiters.splice(0)) {
      if (waiter.match(frame)) waiter.resolve(frame);
      else waiters.push(waiter);
    }
  });
  const client: FrameClient = {
    ws,
    frames,
    closed,
    frame(match) {
      const found = frames.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching frame within ${WAIT_MS} ms; got ${JSON.stringify(frames)}`)), WAIT_MS);
        waiters.push({
          match,
          resolve: (f) => {
            clearTimeout(timer);
            resolve(f);
          },
        });
      });
    },
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

/** The close code and reason of a socket the server is expected to refuse. */
export async function refusal(url: string): Promise<{ code: number; reason: string }> {
  const client = await openClient(url);
  return client.closed;
}

export const withContent = (content: string) => (frame: RealtimeFrame) => frame.data.content === content;
