import type { PassThrough } from 'node:stream';

/**
 * Waits while the client has not taken what was already sent (backpressure); false once the
 * download is cut off, so that the writer stops reading the database.
 */
export function untilDrained(out: PassThrough): Promise<boolean> {
  if (out.destroyed) return Promise.resolve(false);
  if (!out.writableNeedDrain) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (drained: boolean) => () => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      resolve(drained && !out.destroyed);
    };
    const onDrain = done(true);
    const onClose = done(false);
    out.once('drain', onDrain);
    out.once('close', onClose);
  });
}
