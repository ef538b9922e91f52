import type { RecordedRequest, Statement } from './api-statements.ts';

/** One measured load: what every table row of the bench shows. */
export interface Measure {
  label: string;
  requests: number;
  seconds: number;
  /** Completed requests (or queries) per second. */
  rps: number;
  /** Latencies in milliseconds, of successful answers only. */
  p50: number;
  p99: number;
  mean: number;
  /** Non-2xx answers, connection errors and timeouts, or failed queries. */
  errors: number;
}

export type Figure = number | string | boolean | null;

export interface ScenarioResult {
  measures: Measure[];
  /** Everything the final JSON line carries for this scenario, besides the measures. */
  figures: Record<string, Figure>;
  notes: string[];
}

/** What a scenario gets: a running server seeded with the demo data (and volume, with --scale). */
export interface BenchContext {
  baseUrl: string;
  /** The server's process id, to read its memory; null when unknown. */
  serverPid: number | null;
  engine: 'pglite' | 'postgres';
  /** The database the server uses, for raw SQL comparisons; null with PGlite (no concurrent driver). */
  databaseUrl: string | null;
  scale: number;
  /** Seconds of load per measure. */
  duration: number;
  /** Concurrent connections of the throughput measures. */
  connections: number;
  /** A bearer token of a demo account (password demo1234), signed in once and kept. */
  token(email: string): Promise<string>;
  /** The statements the API's handler of `path` sends for `email` (PostgreSQL only): the raw side of the read measures. */
  apiStatements(path: string, email: string, request?: RecordedRequest): Promise<Statement[]>;
  /** The server's static-file throughput at `connections`, measured once: the ceiling of the API figures. */
  staticCeiling(): Promise<Measure>;
}

export interface Scenario {
  /** Used by --only. */
  name: string;
  title: string;
  run(ctx: BenchContext): Promise<ScenarioResult>;
}
