import type { PassThrough } from 'node:stream';
import type { CellKind, CellValue } from './cells.ts';
import { CSV_BOM, csvHeader, csvLine } from './csv.ts';
import { untilDrained } from './stream.ts';

/** The CSV file, one batch of lines per write, waiting for the client between batches. */
export async function writeCsv(
  out: PassThrough,
  headers: readonly string[],
  kinds: readonly CellKind[],
  batches: AsyncIterable<CellValue[][]>,
): Promise<void> {
  out.write(CSV_BOM + csvHeader(headers));
  for await (const batch of batches) {
    out.write(batch.map((values) => csvLine(kinds, values)).join(''));
    if (!(await untilDrained(out))) return;
  }
  out.end();
}
