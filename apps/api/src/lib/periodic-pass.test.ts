import { Writable } from 'node:stream';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PeriodicPass, schedulePeriodicPass } from './periodic-pass.ts';

const EVERY_MS = 60_000;

/** An app whose error lines are kept, with one periodic pass on it. */
function appWith(pass: Omit<PeriodicPass, 'everyMs' | 'failure'>) {
  const errors: { msg: string; err?: { message: string } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      errors.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } }).withTypeProvider<ZodTypeProvider>();
  schedulePeriodicPass(app, { everyMs: EVERY_MS, failure: 'test pass failed', ...pass });
  return { app, errors };
}

/** A promise the test settles when it likes. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('periodic pass', () => {
  // Only the interval is faked: Fastify's start and close keep their real timers.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('runs once when the app is ready, then once a period', async () => {
    const run = vi.fn(async () => {});
    const { app } = appWith({ run });
    expect(run).not.toHaveBeenCalled();
    await app.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(EVERY_MS - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * EVERY_MS);
    expect(run).toHaveBeenCalledTimes(4);
    await app.close();
  });

  it('waits one period for its first pass when told not to run at ready', async () => {
    const run = vi.fn(async () => {});
    const { app } = appWith({ run, atReady: false });
    await app.ready();
    await vi.advanceTimersByTimeAsync(EVERY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('starts a pass only once the one before has ended', async () => {
    const first = deferred();
    let started = 0;
    let ended = 0;
    const { app } = appWith({
      run: async () => {
        started += 1;
        if (started === 1) await first.promise;
        ended += 1;
      },
    });
    await app.ready();
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect([started, ended]).toEqual([1, 0]);
    first.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect([started, ended]).toEqual([2, 2]);
    await app.close();
  });

  it('on close, waits for the pass under way, starts none after it, and stops the timer', async () => {
    const slow = deferred();
    let ended = 0;
    const run = vi.fn(async () => {
      await slow.promise;
      ended += 1;
    });
    const { app } = appWith({ run });
    await app.ready();
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    // One pass under way, the period's one queued behind it.
    expect(run).toHaveBeenCalledTimes(1);

    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(closed).toBe(false);
    slow.resolve();
    await closing;
    expect(ended).toBe(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * EVERY_MS);
    expect(run).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logs a failed pass with its error and runs the next one as planned', async () => {
    const run = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(undefined);
    const { app, errors } = appWith({ run });
    await app.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([
      expect.objectContaining({ msg: 'test pass failed', err: expect.objectContaining({ message: 'database gone' }) }),
    ]);
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(run).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(1);
    await app.close();
  });
});
