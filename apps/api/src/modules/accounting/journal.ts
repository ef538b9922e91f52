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

/**
 * The next number of the brand's fiscal year: the counter's row stays locked until the caller's
 * transaction ends, so numbers follow each other without gap or duplicate.
 */
async function nextNumber(tx: Tx, brandId: number | null, fiscalYear: number): Promise<number> {
  const [row] = await tx
    .insert(journalCounters)
    .values({ brandKey: brandId ?? 0, fiscalYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [journalCounters.brandKey, journalCounters.fiscalYear],
      set: { lastNumber: sql`${journalCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: journalCounters.lastNumber });
  if (!row) throw new Error('Compteur du journal introuvable');
  return row.lastNumber;
}

async function insertOperation(
  tx: Tx,
  brandId: number | null,
  operation: JournalOperation,
  source: { kind: SourceKind; id: number | null },
  reversesId: number | null,
): Promise<RecordedOperation> {
  if (operationFault(operation)) throw conflict(ACCOUNTING_REFUSALS.unbalanced);
  const fiscalYear = Number(operation.date.slice(0, 4));
  const number = await nextNumber(tx, brandId, fiscalYear);
  const [row] = await tx
    .insert(journalOperations)
    .values({
      brandId,
      fiscalYear,
      number,
      journal: operation.journal,
      date: operation.date,
      pieceRef: operation.pieceRef,
      pieceDate: operation.pieceDate,
      label: operation.label,
      sourceKind: source.kind,
      sourceId: source.id,
      reversesId,
    })
    .returning({ id: journalOperations.id });
  if (!row) throw new Error('Opération non enregistrée');
  await tx.insert(journalLines).values(
    operation.lines.map((line, position) => ({
      operationId: row.id,
      position,
      account: line.account,
      accountLabel: line.accountLabel,
      thirdPartyCode: line.thirdParty?.code ?? null,
      thirdPartyName: line.thirdParty?.name ?? null,
      debitCents: line.debitCents,
      creditCents: line.creditCents,
    })),
  );
  return { id: row.id, number };
}

/**
 * Writes a balanced operation in the caller's transaction (the invoice's issue, the payment's
 * record…), so that the journal and what it records commit or fail together. An unbalanced
 * operation is refused (409) before anything is written.
 */
export function recordOperation(
  tx: Tx,
  brandId: number | null,
  operation: JournalOperation,
  source: OperationSource,
): Promise<RecordedOperation> {
  return insertOperation(tx, brandId, operation, source, null);
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
  const reversal = reversalOperation(original, date, label);
  return insertOperation(tx, original.brandId, reversal, { kind: 'reversal', id: operationId }, operationId);
}
