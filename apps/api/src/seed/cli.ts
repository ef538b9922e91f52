import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { isEmpty, seedDemo } from './demo.ts';
import { countRows, seedVolume } from './scale.ts';

/**
 * `npm run seed -- [--scale N] [--reset]`: demo data, plus N units of benchmark volume, into the
 * database of DATABASE_URL or DATA_DIR (the same variables as the server).
 */
const USAGE = 'Usage : npm run seed -- [--scale N] [--reset]';

function parseOptions(): { scale: number; reset: boolean } {
  let values: { scale?: string; reset?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { scale: { type: 'string' }, reset: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(
      `${USAGE}\n  --scale N  ajoute N fois le volume de test (10 : plus d'un million de lignes)\n  --reset    supprime et recrée le schéma avant`,
    );
    process.exit(0);
  }
  const scale = values.scale === undefined ? 0 : Number(values.scale);
  if (!Number.isInteger(scale) || scale < 0 || scale > 1000) {
    console.error(`--scale attend un entier entre 0 et 1000.\n${USAGE}`);
    process.exit(2);
  }
  return { scale, reset: values.reset ?? false };
}

async function resetSchema(database: Database): Promise<void> {
  // drizzle keeps its journal of applied migrations in its own schema: it goes too.
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`create schema public`);
}

const { scale, reset } = parseOptions();
const config = loadConfig();
const database = openDatabase(config);
const target = database.engine === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL (DATABASE_URL)';
try {
  const started = performance.now();
  if (reset) {
    console.log(`Réinitialisation du schéma : ${target}`);
    await resetSchema(database);
  }
  await database.migrate();
  if (!(await isEmpty(database.db))) {
    console.error(`La base ${target} contient déjà des données : rien n'a été écrit. Relancez avec --reset pour la vider d'abord.`);
    process.exitCode = 1;
  } else {
    console.log(`Données de démonstration : ${target}`);
    await seedDemo(database.db);
    const volume = scale > 0 ? await seedVolume(database.db, scale) : null;
    const counts = await countRows(database.db);
    const total = counts.reduce((sum, c) => sum + c.rows, 0);
    const seconds = (performance.now() - started) / 1000;
    console.log('\nLignes par table :');
    for (const c of counts) console.log(`  ${c.table.padEnd(24)} ${String(c.rows).padStart(10)}`);
    console.log(`  ${'total'.padEnd(24)} ${String(total).padStart(10)}`);
    if (volume) {
      console.log(
        `\nVolume ×${scale} : ${volume.rows} lignes en ${volume.seconds.toFixed(1)} s (${Math.round(volume.rows / volume.seconds)} lignes/s)`,
      );
    }
    console.log(`Durée totale : ${seconds.toFixed(1)} s`);
  }
} finally {
  await database.close();
}
