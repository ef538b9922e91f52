import { reversalOperation } from '@hubgrade/domain/accounting/builders';
import { type JournalOperation, operationFault } from '@hubgrade/domain/accounting/journal';
import { ACCOUNTING_REFUSALS } from '@hubgrade/domain/accounting/labels';
import type { SourceKind } from '@hubgrade/domain/accounting/rules';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { journalCounters, journalLines, journalOperations } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';

/** The record that caused an operation: an invoice, a credit note, a payment, a payout… */
export interface OperationSource {
  kind: Exclude<SourceKind, 'reversal'>;
  id: number | null;
}

export interface RecordedOperation {
  id: number;
  number: number;
}

/** One operation to write, with its brand (null: the main platform) and the record that caused it. */
export interface OperationToRecord {
  brandId: number | null;
  operation: JournalOperation;
  source: OperationSource;
}

/** Rows per INSERT: well under the 65,535 bind parameters of one statement. */
const BATCH = 500;

/**
 * Takes `count` numbers of the brand's fiscal year at once: the counter's row stays locked until
 * the caller's transaction ends, so numbers follow each other without gap or duplicate.
 */
async function takeNumbers(tx: Tx, brandId: number | null, fiscalYear: number, count: number): Promise<number> {
  const [row] = await tx
    .insert(journalCounters)
    .values({ brandKey: brandId ?? 0, fiscalYear, lastNumber: count })
    .onConflictDoUpdate({
      target: [journalCounters.brandKey, journalCounters.fiscalYear],
      set: { lastNumber: sql`${journalCounters.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: journalCounters.lastNumber });
  if (!row) throw new Error('Compteur du journal introuvable');
  return row.lastNumber - count + 1;
}

async function insertOperations(
  tx: Tx,
  entries: readonly (Omit<OperationToRecord, 'source'> & { source: { kind: SourceKind; id: number | null }; reversesId: number | null })[],
): Promise<RecordedOperation[]> {
  if (entries.some((e) => operationFault(e.operation))) throw conflict(ACCOUNTING_REFUSALS.unbalanced);
  // Numbers are taken per brand and fiscal year, in the order the operations are given.
  const firstNumbers = new Map<string, number>();
  const counts = new Map<string, { brandId: number | null; year: number; count: number }>();
  const keyOf = (e: (typeof entries)[number]) => `${e.brandId ?? 0}:${e.operation.date.slice(0, 4)}`;
  for (const e of entries) {
    const key = keyOf(e);
    const group = counts.get(key) ?? { brandId: e.brandId, year: Number(e.operation.date.slice(0, 4)), count: 0 };
    group.count += 1;
    counts.set(key, group);
  }
  for (const [key, group] of [...counts.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    firstNumbers.set(key, await takeNumbers(tx, group.brandId, group.year, group.count));
  }
  const numbered = entries.map((e) => {
    const key = keyOf(e);
    const number = firstNumbers.get(key) ?? 0;
    firstNumbers.set(key, number + 1);
    return { ...e, number, fiscalYear: Number(e.operation.date.slice(0, 4)) };
  });
  const recorded: RecordedOperation[] = [];
  for (let i = 0; i < numbered.length; i += BATCH) {
    const batch = numbered.slice(i, i + BATCH);
    const rows = await tx
      .insert(journalOperations)
      .values(
        batch.map((e) => ({
          brandId: e.brandId,
          fiscalYear: e.fiscalYear,
          number: e.number,
          journal: e.operation.journal,
          date: e.operation.date,
          pieceRef: e.operation.pieceRef,
          pieceDate: e.operation.pieceDate,
          label: e.operation.label,
          sourceKind: e.source.kind,
          sourceId: e.source.id,
          reversesId: e.reversesId,
        })),
      )
      .returning({
        id: journalOperations.id,
        brandId: journalOperations.brandId,
        fiscalYear: journalOperations.fiscalYear,
        number: journalOperations.number,
      });
    const idOf = new Map(rows.map((row) => [`${row.brandId ?? 0}:${row.fiscalYear}:${row.number}`, row.id]));
    const ids = batch.map((e) => idOf.get(`${e.brandId ?? 0}:${e.fiscalYear}:${e.number}`) ?? 0);
    const lines = batch.flatMap((e, b) =>
      e.operation.lines.map((line, position) => ({
        operationId: ids[b] ?? 0,
        position,
        account: line.account,
        accountLabel: line.accountLabel,
        thirdPartyCode: line.thirdParty?.code ?? null,
        thirdPartyName: line.thirdParty?.name ?? null,
        debitCents: line.debitCents,
        creditCents: line.creditCents,
      })),
    );
    for (let j = 0; j < lines.length; j += BATCH) await tx.insert(journalLines).values(lines.slice(j, j + BATCH));
    batch.forEach((e, b) => {
      recorded.push({ id: ids[b] ?? 0, number: e.number });
    });
  }
  return recorded;
}

/**
 * Writes a balanced operation in the caller's transaction (the invoice's issue, the payment's
 * record…), so that the journal and what it records commit or fail together. An unbalanced
 * operation is refused (409) before anything is written.
 */
export async function recordOperation(
  tx: Tx,
  brandId: number | null,
  operation: JournalOperation,
  source: OperationSource,
): Promise<RecordedOperation> {
  const [recorded] = await insertOperations(tx, [{ brandId, operation, source, reversesId: null }]);
  if (!recorded) throw new Error('Opération non enregistrée');
  return recorded;
}

/** Many operations at once (a billing run, the demo data): numbered in the order given, in a few statements. */
export function recordOperations(tx: Tx, entries: readonly OperationToRecord[]): Promise<RecordedOperation[]> {
  return insertOperations(
    tx,
    entries.map((e) => ({ ...e, reversesId: null })),
  );
}

/** An operation as it was recorded, its lines in order. */
export async function loadOperation(
  db: Executor,
  operationId: number,
): Promise<(JournalOperation & { id: number; brandId: number | null; reversesId: number | null }) | null> {
  const [row] = await db.select().from(journalOperations).where(eq(journalOperations.id, operationId));
  if (!row) return null;
  const lines = await db.select().from(journalLines).where(eq(journalLines.operationId, operationId)).orderBy(asc(journalLines.position));
  return {
    id: row.id,
    brandId: row.brandId,
    reversesId: row.reversesId,
    journal: row.journal as JournalOperation['journal'],
    date: row.date,
    pieceRef: row.pieceRef,
    pieceDate: row.pieceDate,
    label: row.label,
    lines: lines.map((l) => ({
      account: l.account,
      accountLabel: l.accountLabel,
      thirdParty: l.thirdPartyCode === null ? null : { code: l.thirdPartyCode, name: l.thirdPartyName ?? '' },
      debitCents: l.debitCents,
      creditCents: l.creditCents,
    })),
  };
}

/**
 * Cancels an operation by a new one with its debits and credits swapped, dated `date` (never
 * before the original); the original stays as it was. An operation is reversed once; a reversal
 * is not reversed (404 unknown, 409 otherwise).
 */
export async function reverseOperation(tx: Tx, operationId: number, date: string, label?: string): Promise<RecordedOperation> {
  // Locks the original so that two reversals of it run one after the other.
  await tx.select({ id: journalOperations.id }).from(journalOperations).where(eq(journalOperations.id, operationId)).for('update');
  const original = await loadOperation(tx, operationId);
  if (!original) throw notFound(ACCOUNTING_REFUSALS.notFound);
  if (original.reversesId !== null) throw conflict(ACCOUNTING_REFUSALS.reversalOfReversal);
  const [already] = await tx
    .select({ id: journalOperations.id })
    .from(journalOperations)
    .where(eq(journalOperations.reversesId, operationId));
  if (already) throw conflict(ACCOUNTING_REFUSALS.alreadyReversed);
  if (date < original.date)
    throw badRequest(ACCOUNTING_REFUSALS.reversalBeforeOperation, { date: [ACCOUNTING_REFUSALS.reversalBeforeOperation] });
  const [recorded] = await insertOperations(tx, [
    {
      brandId: original.brandId,
      operation: reversalOperation(original, date, label),
      source: { kind: 'reversal', id: operationId },
      reversesId: operationId,
    },
  ]);
  if (!recorded) throw new Error('Extourne non enregistrée');
  return recorded;
}
