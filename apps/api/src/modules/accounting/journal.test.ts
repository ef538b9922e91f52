import { invoiceOperation, paymentOperation } from '@hubgrade/domain/accounting/builders';
import type { JournalOperation } from '@hubgrade/domain/accounting/journal';
import { ACCOUNTING_REFUSALS } from '@hubgrade/domain/accounting/labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { journalLines, journalOperations } from '../../db/schema/index.ts';
import { loadOperation, recordOperation, recordOperations, reverseOperation } from './journal.ts';

const client = { code: 'C000001', name: 'Atelier Dupré' };
const invoice = (number: string, issuedOn: string) =>
  invoiceOperation({ number, issuedOn, client, lines: [{ htCents: 10_000, vatRate: 2000, vatCents: 2_000 }] });
const source = { kind: 'invoice', id: null } as const;

describe.each(ENGINES)('accounting journal on %s', (engine) => {
  let t: TestApp;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  const numbersOf = async (brand: number | null, year: number) =>
    (
      await rows<{ number: number }>(
        sql`select ${journalOperations.number} as number from ${journalOperations}
            where ${journalOperations.brandId} is not distinct from ${brand} and ${journalOperations.fiscalYear} = ${year} order by 1`,
      )
    ).map((r) => r.number);
  const count = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from ${journalOperations}`))[0]?.n ?? 0;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: false });
  });
  afterAll(() => t?.close());

  it('writes an operation and its lines, numbered per brand and fiscal year', async () => {
    const first = await t.database.db.transaction((tx) =>
      recordOperation(tx, null, invoice('F-2030-000001', '2030-01-10'), { kind: 'invoice', id: 41 }),
    );
    const second = await t.database.db.transaction((tx) => recordOperation(tx, null, invoice('F-2030-000002', '2030-02-10'), source));
    const nextYear = await t.database.db.transaction((tx) => recordOperation(tx, null, invoice('F-2031-000001', '2031-01-02'), source));
    expect([first.number, second.number, nextYear.number]).toEqual([1, 2, 1]);
    const stored = await loadOperation(t.database.db, first.id);
    expect(stored?.lines).toEqual(invoice('F-2030-000001', '2030-01-10').lines);
    expect(stored?.pieceRef).toBe('F-2030-000001');
    const [row] = await rows<{ source_kind: string; source_id: number }>(
      sql`select ${journalOperations.sourceKind} as source_kind, ${journalOperations.sourceId} as source_id from ${journalOperations} where ${journalOperations.id} = ${first.id}`,
    );
    expect(row).toEqual({ source_kind: 'invoice', source_id: 41 });
  });

  it('writes many operations at once, numbered in the order given after those already there', async () => {
    const before = await numbersOf(null, 2030);
    const recorded = await t.database.db.transaction((tx) =>
      recordOperations(tx, [
        { brandId: null, operation: invoice('F-2030-000101', '2030-06-01'), source },
        { brandId: null, operation: invoice('F-2033-000001', '2033-01-05'), source },
        { brandId: null, operation: invoice('F-2030-000102', '2030-06-02'), source },
      ]),
    );
    expect(recorded.map((r) => r.number)).toEqual([before.length + 1, 1, before.length + 2]);
    expect((await loadOperation(t.database.db, recorded[2]?.id ?? 0))?.pieceRef).toBe('F-2030-000102');
    expect(await numbersOf(null, 2030)).toEqual(Array.from({ length: before.length + 2 }, (_, i) => i + 1));
  });

  it('writes nothing and spends no number when the caller’s transaction fails', async () => {
    const before = await numbersOf(null, 2030);
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordOperation(tx, null, invoice('F-2030-000003', '2030-03-01'), source);
        throw new Error('issue failed after the journal');
      }),
    ).rejects.toThrow('issue failed');
    expect(await numbersOf(null, 2030)).toEqual(before);
    const next = await t.database.db.transaction((tx) => recordOperation(tx, null, invoice('F-2030-000003', '2030-03-01'), source));
    expect(next.number).toBe(before.length + 1);
  });

  it('refuses an unbalanced operation before writing anything', async () => {
    const before = await count();
    const op = invoice('F-2030-000009', '2030-03-02');
    const unbalanced: JournalOperation = { ...op, lines: op.lines.map((l, i) => (i === 0 ? { ...l, debitCents: l.debitCents + 1 } : l)) };
    await expect(t.database.db.transaction((tx) => recordOperation(tx, null, unbalanced, source))).rejects.toMatchObject({
      status: 409,
      message: ACCOUNTING_REFUSALS.unbalanced,
    });
    expect(await count()).toBe(before);
  });

  it('the database refuses an unbalanced operation written past the service, at commit', async () => {
    const before = await count();
    await expect(
      t.database.db.transaction(async (tx) => {
        const [op] = await tx
          .insert(journalOperations)
          .values({
            fiscalYear: 2030,
            number: 999,
            journal: 'OD',
            date: '2030-04-01',
            pieceRef: 'X',
            pieceDate: '2030-04-01',
            label: 'X',
            sourceKind: 'manual',
          })
          .returning({ id: journalOperations.id });
        await tx.insert(journalLines).values([
          { operationId: op?.id ?? 0, position: 0, account: '512000', accountLabel: 'Banque', debitCents: 100, creditCents: 0 },
          { operationId: op?.id ?? 0, position: 1, account: '411000', accountLabel: 'Clients', debitCents: 0, creditCents: 99 },
        ]);
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
  });

  it('never updates nor deletes an operation or a line', async () => {
    const { id } = await t.database.db.transaction((tx) => recordOperation(tx, null, invoice('F-2030-000010', '2030-04-02'), source));
    await expect(
      t.database.db.update(journalOperations).set({ label: 'changed' }).where(sql`${journalOperations.id} = ${id}`),
    ).rejects.toThrow();
    await expect(t.database.db.delete(journalLines).where(sql`${journalLines.operationId} = ${id}`)).rejects.toThrow();
    await expect(t.database.db.delete(journalOperations).where(sql`${journalOperations.id} = ${id}`)).rejects.toThrow();
    expect((await loadOperation(t.database.db, id))?.label).toBe(invoice('F-2030-000010', '2030-04-02').label);
  });

  it('reverses an operation once, by a new operation with debit and credit swapped', async () => {
    const payment = paymentOperation({ reference: 'F-2030-000001', date: '2030-05-01', amountCents: 12_000, client });
    const { id } = await t.database.db.transaction((tx) => recordOperation(tx, null, payment, { kind: 'payment', id: 7 }));
    await expect(t.database.db.transaction((tx) => reverseOperation(tx, id, '2030-04-30'))).rejects.toMatchObject({ status: 400 });
    const reversal = await t.database.db.transaction((tx) => reverseOperation(tx, id, '2030-05-03', 'Erreur de saisie'));
    const stored = await loadOperation(t.database.db, reversal.id);
    expect(stored).toMatchObject({ reversesId: id, label: 'Erreur de saisie', date: '2030-05-03', journal: 'BQ' });
    expect(stored?.lines.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual(
      payment.lines.map((l) => [l.account, l.creditCents, l.debitCents]),
    );
    expect((await loadOperation(t.database.db, id))?.lines).toEqual(payment.lines);
    await expect(t.database.db.transaction((tx) => reverseOperation(tx, id, '2030-05-04'))).rejects.toMatchObject({
      status: 409,
      message: ACCOUNTING_REFUSALS.alreadyReversed,
    });
    await expect(t.database.db.transaction((tx) => reverseOperation(tx, reversal.id, '2030-05-04'))).rejects.toMatchObject({
      status: 409,
      message: ACCOUNTING_REFUSALS.reversalOfReversal,
    });
    await expect(t.database.db.transaction((tx) => reverseOperation(tx, 2_000_000, '2030-05-04'))).rejects.toMatchObject({ status: 404 });
  });

  it.runIf(engine === 'postgres')('gives concurrent operations consecutive numbers without gap or duplicate', async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.database.db.transaction((tx) => recordOperation(tx, null, invoice(`F-2032-${i}`, '2032-06-01'), source)),
      ),
    );
    expect(await numbersOf(null, 2032)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });
});
