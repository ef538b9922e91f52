import { type PanelScreenFrame, ZPanelScreenFrame } from '@hubgrade/domain/panels/schemas';
import WebSocket from 'ws';

/** The WebSocket address of a lobby screen, by its panel's secret. */
export const screenUrl = (baseUrl: string, secret: string) => `${baseUrl.replace(/^http/, 'ws')}/api/project/screen/${secret}/ws`;

/** Generous: the machine is shared, and a wait only ends early when what it waits for has come. */
const WAIT_MS = 15_000;

/** A lobby screen's socket that keeps the frames it receives, parsed with the contract. */
export interface ScreenClient {
  frames: PanelScreenFrame[];
  /** Resolves once `count` frames have arrived. */
  received(count: number): Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export function openScreen(url: string): Promise<ScreenClient> {
  const ws = new WebSocket(url);
  const frames: PanelScreenFrame[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const client: ScreenClient = {
    frames,
    closed,
    received: (count) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${frames.length} frames of ${count} within ${WAIT_MS} ms`)), WAIT_MS);
        const check = () => {
          if (frames.length < count) return;
          clearTimeout(timer);
          ws.off('message', check);
          resolve();
        };
        ws.on('message', check);
        check();
      }),
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
  ws.on('message', (data) => frames.push(ZPanelScreenFrame.parse(JSON.parse(data.toString()))));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}
