import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type pg from 'pg';
import type { Statement } from './api-statements.ts';
import type { Measure } from './context.ts';

export interface HttpLoad {
  label: string;
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Gives the body of each request, e.g. to spread sign-ins over several accounts. */
  bodyFor?: () => string;
}

export function toMeasure(label: string, histogram: RecordableHistogram, requests: number, seconds: number, errors: number): Measure {
  const ms = (ns: number) => Math.round((ns / 1e6) * 100) / 100;
  const done = histogram.count > 0;
  return {
    label,
    requests,
    seconds: Math.round(seconds * 100) / 100,
    rps: Math.round((requests / seconds) * 10) / 10,
    p50: done ? ms(histogram.percentile(50)) : 0,
    p99: done ? ms(histogram.percentile(99)) : 0,
    mean: done ? ms(histogram.mean) : 0,
    errors,
  };
}

/**
 * Both sides of a comparison first run unmeasured for this long (a fifth of the measure, at most
 * 2 s): the server's JIT, its pool's connections and PostgreSQL's caches are then warm on either
 * side, so that whichever side runs first is not the one paying for them.
 */
export const warmupSeconds = (duration: number) => Math.min(2, duration / 5);

/**
 * autocannon against one URL, after an unmeasured warm-up. Latencies are taken from its response
 * events with a nanosecond histogram: autocannon's own keeps whole milliseconds, too coarse for
 * loopback.
 */
export async function measureHttp(load: HttpLoad): Promise<Measure> {
  await runHttp({ ...load, duration: warmupSeconds(load.duration) });
  return runHttp(load);
}

function runHttp(load: HttpLoad): Promise<Measure> {
  const url = new URL(load.url);
  if (!isLoopback(url.hostname)) throw new Error(`charge refusée hors de la boucle locale : ${url.hostname}`);
  const histogram = createHistogram();
  const headers = { 'content-type': 'application/json', ...load.headers };
  const { bodyFor } = load;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: load.url,
        connections: load.connections,
        duration: load.duration,
        method: load.method ?? 'GET',
        headers,
        body: load.body,
        requests: bodyFor ? [{ method: load.method ?? 'GET', setupRequest: (request) => ({ ...request, body: bodyFor() }) }] : undefined,
      },
      (error, result) => {
        if (error) return reject(error);
        resolve(toMeasure(load.label, histogram, result.requests.total, result.duration, result.non2xx + result.errors + result.timeouts));
      },
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) histogram.record(Math.max(1, Math.round(responseTime * 1e6)));
    });
  });
}

interface SqlLoad {
  label: string;
  /** The statements of one request, the same each time… */
  statements?: Statement[];
  /** …or given anew for each request, e.g. rows to insert that must not collide. */
  statementsFor?: () => Statement[];
  connections: number;
  duration: number;
}

/**
 * `connections` clients each running the statements (one after the other: one request) in a loop
 * for `duration` seconds, after the same unmeasured warm-up as the HTTP side.
 */
export async function measureSql(pool: pg.Pool, options: SqlLoad): Promise<Measure> {
  await runSql(pool, { ...options, duration: warmupSeconds(options.duration) });
  return runSql(pool, options);
}

async function runSql(pool: pg.Pool, options: SqlLoad): Promise<Measure> {
  const histogram = createHistogram();
  let requests = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.duration * 1000;
  const worker = async () => {
    const client = await pool.connect();
    try {
      while (performance.now() < deadline) {
        const t0 = process.hrtime.bigint();
        try {
          for (const statement of options.statementsFor?.() ?? options.statements ?? [])
            await client.query(statement.sql, statement.params);
          histogram.record(Math.max(1, Number(process.hrtime.bigint() - t0)));
        } catch {
          errors++;
        }
        requests++;
      }
    } finally {
      client.release();
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  return toMeasure(options.label, histogram, requests, (performance.now() - started) / 1000, errors);
}

export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}
