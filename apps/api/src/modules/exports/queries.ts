import type { ExportDataset } from '@hubgrade/domain/exports/rules';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { CellKind, CellValue } from './cells.ts';
import { DATASETS } from './datasets.ts';
import type { ExportScope } from './scope.ts';

function whereOf(conditions: SQL[]): SQL {
  return sql.join(conditions, sql` and `);
}

/** How many records the file will hold. */
export async function countRows(db: Executor, dataset: ExportDataset, scope: ExportScope): Promise<number> {
  const d = DATASETS[dataset];
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${d.from} where ${whereOf(d.where(scope))}`);
  return row?.n ?? 0;
}

export function columnKinds(dataset: ExportDataset, scope: ExportScope): CellKind[] {
  return DATASETS[dataset].columns(scope).map((column) => column.kind);
}

/**
 * The records in batches, read in id order from just after the last one sent (keyset): each
 * batch is one short query that uses the primary key, so that a million rows never sit in memory
 * at once, no cursor holds a connection between batches, and other calls run in between.
 */
export async function* rowBatches(
  db: Executor,
  dataset: ExportDataset,
  scope: ExportScope,
  batchSize: number,
): AsyncGenerator<CellValue[][]> {
  const d = DATASETS[dataset];
  const columns = d.columns(scope);
  const names = columns.map((_, i) => `c${i}`);
  const select = sql.join(
    columns.map((column, i) => sql`${column.value} as ${sql.identifier(names[i] as string)}`),
    sql`, `,
  );
  const where = whereOf(d.where(scope));
  let after = 0;
  for (;;) {
    const rows = await queryRows<Record<string, CellValue> & { _id: number }>(
      db,
      sql`select ${d.id} as "_id", ${select} from ${d.from} where ${where} and ${d.id} > ${after} order by ${d.id} limit ${batchSize}`,
    );
    if (rows.length === 0) return;
    yield rows.map((row) => names.map((name) => row[name] ?? null));
    after = (rows.at(-1) as { _id: number })._id;
    if (rows.length < batchSize) return;
  }
}
