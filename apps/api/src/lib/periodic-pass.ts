import type { ZodApp } from './context.ts';

export interface PeriodicPass {
  /** Time between two passes, in milliseconds. */
  everyMs: number;
  /** The line logged, with the error, when a pass fails. */
  failure: string;
  /** One pass. What keeps it single across API instances (advisory lock, row locks) is its own business. */
  run: () => Promise<unknown>;
  /** Whether a first pass runs as soon as the app is ready rather than one period later; true unless said. */
  atReady?: boolean;
}

/**
 * Runs `run` every `everyMs` while the app is up. Passes never overlap within the instance: each
 * waits for the one before. A failed pass is logged and the next one runs as planned, so one bad
 * row or a database hiccup does not stop the work for good. On close no pass starts any more and
 * the one under way is waited for, so the database is not closed under it.
 */
export function schedulePeriodicPass(app: Pick<ZodApp, 'addHook' | 'log'>, { everyMs, failure, run, atReady = true }: PeriodicPass): void {
  let running: Promise<unknown> = Promise.resolve();
  let closed = false;
  const pass = () => {
    running = running.then(() => (closed ? undefined : run())).catch((err: unknown) => app.log.error({ err }, failure));
  };
  const timer = setInterval(pass, everyMs);
  // The timer alone does not keep the process alive: closing the app is what ends the passes.
  timer.unref();
  if (atReady) app.addHook('onReady', async () => pass());
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}
