import { panelOperations as op } from '@hubgrade/domain/panels/operations';
import { PANEL_CHANGED_EVENT, PANEL_SCREEN_GONE_CLOSE } from '@hubgrade/domain/panels/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keyOf } from '../../../lib/call.ts';
import { openRealtime, realtimeUrl } from '../../../lib/realtime.ts';

/** The only frame the screen's socket carries: its content changed (the frame holds none of it). */
export function isScreenChangedFrame(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as Record<string, unknown>).event === PANEL_CHANGED_EVENT;
}

/**
 * Keeps a lobby screen current: its socket (opened with the panel's secret, no sign-in) says when
 * a booking or a message of its site changed, and the screen reads its content again through
 * GET /project/screen/{secret}, so that a private booking's subject never travels on the socket.
 * After a cut the socket comes back with backoff; the server's first frame on each socket, sent
 * once it is held, has the content read again, which catches up whatever changed meanwhile. A
 * secret renewed closes the socket (4404): the screen reads once more, is refused, and says it is
 * no longer active.
 */
export function useScreenStream(secret: string): void {
  const client = useQueryClient();

  useEffect(() => {
    if (secret === '') return;
    const reread = () => void client.invalidateQueries({ queryKey: keyOf(op.screen, { secret }) });
    const connection = openRealtime({
      url: () => realtimeUrl(op.screenStream, {}, { secret }),
      onMessage: (message) => {
        if (isScreenChangedFrame(message)) reread();
      },
      retryAfter: (code) => {
        if (code !== PANEL_SCREEN_GONE_CLOSE) return true;
        reread();
        return false;
      },
    });
    return () => connection.close();
  }, [client, secret]);
}
