import { parseArgs } from 'node:util';
import { DEFAULT_BENCH_DATABASE_URL } from './database.ts';

export interface BenchOptions {
  engine: 'pglite' | 'postgres';
  databaseUrl: string;
  scale: number;
  duration: number;
  connections: number;
  only: string[];
  keep: boolean;
  /** Measure on the PostgreSQL database a previous --keep run left, without seeding it again. */
  reuse: boolean;
}

export const USAGE = `Usage : npm run bench -- [options]
  --db pglite|postgres   moteur (défaut pglite ; postgres si BENCH_DATABASE_URL est défini)
  --scale N              volume de npm run seed -- --scale N (défaut 0 : démonstration seule)
  --duration S           secondes de charge par mesure (défaut 10, 1 à 120)
  --connections C        connexions simultanées (défaut 32, 1 à 256)
  --only a,b             scénarios à lancer (défaut : tous)
  --keep                 garde la base PostgreSQL du banc à la fin
  --reuse                mesure sur la base gardée par un --keep précédent, sans la remplir à nouveau (--scale : celui de ce --keep)
PostgreSQL : BENCH_DATABASE_URL, sinon ${DEFAULT_BENCH_DATABASE_URL} (supprimée et recréée).`;

function bounded(value: string | undefined, fallback: number, min: number, max: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} attend un entier entre ${min} et ${max}`);
  return n;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      db: { type: 'string' },
      scale: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      only: { type: 'string' },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return null;
  const engine = values.db ?? (env.BENCH_DATABASE_URL ? 'postgres' : 'pglite');
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`--db attend pglite ou postgres, pas ${engine}`);
  if (values.reuse && engine !== 'postgres') throw new Error('--reuse ne vaut que pour --db postgres');
  return {
    engine,
    databaseUrl: env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL,
    scale: bounded(values.scale, 0, 0, 1000, '--scale'),
    duration: bounded(values.duration, 10, 1, 120, '--duration'),
    connections: bounded(values.connections, 32, 1, 256, '--connections'),
    only: (values.only ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    keep: values.keep ?? false,
    reuse: values.reuse ?? false,
  };
}
