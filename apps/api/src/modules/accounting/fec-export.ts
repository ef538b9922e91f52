import { Readable } from 'node:stream';
import { type FecOperation, fecFileName, fecHeader, fecLines, fiscalYearBounds } from '@hubgrade/domain/accounting/fec';
import type { JournalCode } from '@hubgrade/domain/accounting/journal';
import { ACCOUNTING_REFUSALS as R } from '@hubgrade/domain/accounting/labels';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoiceSellers, journalLines, journalOperations } from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
import { conflict } from '../../lib/http-error.ts';

/** Operations read per round trip while the file streams. */
const BATCH = 500;

/** The SIREN the brand (null: the main platform) invoices under: it names the file. */
async function sellerSiren(db: Executor, brandId: number | null): Promise<string> {
  const [row] = await db
    .select({ siren: invoiceSellers.siren })
    .from(invoiceSellers)
    .where(eq(invoiceSellers.brandKey, brandId ?? 0));
  const siren = row?.siren.replace(/\s+/g, '') ?? '';
  if (!/^\d{9}$/.test(siren)) throw conflict(R.sirenMissing);
  return siren;
}

/**
 * The fiscal year's operations in chronological order (date, then as recorded), read in batches
 * and numbered 1, 2, 3… as the FEC wants. Only what was recorded when the export started is
 * read, so that an operation written meanwhile cannot shift the numbers between two batches.
 */
async function* fecChunks(db: Executor, brandId: number | null, year: number): AsyncGenerator<string> {
  const [bound] = await db.select({ maxId: sql<number | null>`max(${journalOperations.id})` }).from(journalOperations);
  const maxId = bound?.maxId ?? 0;
  yield fecHeader();
  let entry = 0;
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const filters: SQL[] = [
      ofBrand(journalOperations.brandId, brandId),
      eq(journalOperations.fiscalYear, year),
      sql`${journalOperations.id} <= ${maxId}`,
    ];
    if (after) filters.push(sql`(${journalOperations.date}, ${journalOperations.id}) > (${after.date}::date, ${after.id})`);
    const operations = await db
      .select()
      .from(journalOperations)
      .where(and(...filters))
      .orderBy(asc(journalOperations.date), asc(journalOperations.id))
      .limit(BATCH);
    const last = operations.at(-1);
    if (!last) return;
    const lines = await db
      .select()
      .from(journalLines)
      .where(
        inArray(
          journalLines.operationId,
          operations.map((o) => o.id),
        ),
      )
      .orderBy(asc(journalLines.operationId), asc(journalLines.position));
    let chunk = '';
    for (const operation of operations) {
      const entryOf: FecOperation = {
        validatedOn: parisDay(operation.createdAt),
        operation: {
          journal: operation.journal as JournalCode,
          date: operation.date,
          pieceRef: operation.pieceRef,
          pieceDate: operation.pieceDate,
          label: operation.label,
          lines: lines
            .filter((line) => line.operationId === operation.id)
            .map((line) => ({
              account: line.account,
              accountLabel: line.accountLabel,
              thirdParty: line.thirdPartyCode === null ? null : { code: line.thirdPartyCode, name: line.thirdPartyName ?? '' },
              debitCents: line.debitCents,
              creditCents: line.creditCents,
            })),
        },
      };
      entry += 1;
      chunk += fecLines(entryOf, entry);
    }
    yield chunk;
    after = { date: last.date, id: last.id };
  }
}

/** The FEC of a brand's fiscal year: its legal file name, and its text as a stream. */
export async function fecExport(db: Executor, brandId: number | null, year: number): Promise<{ fileName: string; stream: Readable }> {
  const siren = await sellerSiren(db, brandId);
  return { fileName: fecFileName(siren, fiscalYearBounds(year).to), stream: Readable.from(fecChunks(db, brandId, year)) };
}
