import { ACCOUNTING_REFUSALS as R } from '@hubgrade/domain/accounting/labels';
import type { Operation, OperationList, OperationQuery, OperationRow } from '@hubgrade/domain/accounting/schemas';
import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { asc, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.ts';
import { brands, journalLines, journalOperations } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, decodeCursor, type KeysetSort, keysetOrder, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** One operation with its totals and its reversal, as the statements name the columns. */
interface OperationListRow {
  id: number;
  brand_id: number | null;
  brand_name: string | null;
  fiscal_year: number;
  number: number;
  date: string;
  journal: OperationRow['journal'];
  label: string;
  piece_ref: string;
  source_kind: OperationRow['sourceKind'];
  source_id: number | null;
  reverses_id: number | null;
  reversed_by_id: number | null;
  debit_cents: number;
  credit_cents: number;
}

const o = alias(journalOperations, 'o');
const r = alias(journalOperations, 'r');
const b = alias(brands, 'b');
const l = alias(journalLines, 'l');

function toRow(row: OperationListRow): OperationRow {
  return {
    id: row.id,
    brandId: row.brand_id,
    brandName: row.brand_name,
    fiscalYear: row.fiscal_year,
    number: row.number,
    date: row.date,
    journal: row.journal,
    label: row.label,
    pieceRef: row.piece_ref,
    debitCents: Number(row.debit_cents),
    creditCents: Number(row.credit_cents),
    sourceKind: row.source_kind,
    sourceId: row.source_id,
    reversesId: row.reverses_id,
    reversedById: row.reversed_by_id,
  };
}

/** The columns of a row, over the page's operations `o`. */
const rowColumns = sql`${o.id} as id, ${o.brandId} as brand_id, ${b.name} as brand_name, ${o.fiscalYear} as fiscal_year,
  ${o.number} as number, ${o.date}::text as date, ${o.journal} as journal, ${o.label} as label, ${o.pieceRef} as piece_ref,
  ${o.sourceKind} as source_kind, ${o.sourceId} as source_id, ${o.reversesId} as reverses_id,
  (select ${r.id} from ${journalOperations} ${r} where ${r.reversesId} = ${o.id}) as reversed_by_id,
  (select coalesce(sum(${l.debitCents}), 0)::int from ${journalLines} ${l} where ${l.operationId} = ${o.id}) as debit_cents,
  (select coalesce(sum(${l.creditCents}), 0)::int from ${journalLines} ${l} where ${l.operationId} = ${o.id}) as credit_cents`;

/** A cursor's sort value must be of the sort's type (a day, a number), or the statement would fail: 400. */
function checkCursor(cursor: string, sortBy: OperationQuery['sortBy']): void {
  const { sortValue } = decodeCursor(cursor);
  const fits = sortBy === 'number' ? Number.isInteger(sortValue) : typeof sortValue === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(sortValue);
  if (!fits) throw badRequest(ERROR_LABELS.badRequest, { after: [ERROR_LABELS.badCursor] });
}

/** GET /operations: 20 a page, latest first, keyset paging, in the viewer's brand scope. */
export async function listOperations(db: Executor, viewer: SessionUser, q: OperationQuery): Promise<OperationList> {
  const filters: SQL[] = [brandScope(o.brandId, viewer)];
  if (q.brandId) filters.push(sql`${o.brandId} = ${q.brandId}`);
  if (q.journal) filters.push(sql`${o.journal} = ${q.journal}`);
  if (q.from) filters.push(sql`${o.date} >= ${q.from}`);
  if (q.to) filters.push(sql`${o.date} <= ${q.to}`);
  if (q.account) {
    filters.push(
      sql`exists (select 1 from ${journalLines} ${l} where ${l.operationId} = ${o.id} and ${l.account} like ${`${q.account}%`})`,
    );
  }
  if (q.search) {
    const pattern = likePattern(q.search);
    filters.push(sql`(${o.label} ilike ${pattern} or ${o.pieceRef} ilike ${pattern})`);
  }
  const where = sql.join(filters, sql` and `);
  const sort: KeysetSort = { column: q.sortBy === 'number' ? o.number : o.date, id: o.id, desc: q.sortDesc };
  if (q.after) checkCursor(q.after, q.sortBy);
  const after = afterCursor(sort, q.after);
  const window = pageWindow(q);
  const order = sql.join(keysetOrder(sort), sql`, `);
  const [rows, total] = await Promise.all([
    queryRows<OperationListRow>(
      db,
      sql`select ${rowColumns}
        from (select * from ${journalOperations} ${o} where ${where}${after ? sql` and ${after}` : sql``}
              order by ${order} limit ${window.limit} offset ${window.offset}) ${o}
        left join ${brands} ${b} on ${b.id} = ${o.brandId}
        order by ${order}`,
    ),
    cappedTotal(db, sql`from ${journalOperations} ${o} where ${where}`),
  ]);
  const { items, next } = pageOf(rows, q.itemsPerPage, (row) => [q.sortBy === 'number' ? row.number : row.date, row.id]);
  return { items: items.map(toRow), ...total, next };
}

/** /operations/{id}: the operation and its lines, another brand's being a 404. */
export async function findOperation(db: Executor, viewer: SessionUser, id: number): Promise<Operation> {
  const [row] = await queryRows<
    OperationListRow & { piece_date: string; created_at: Date | string; reverses_number: number | null; reversed_by_number: number | null }
  >(
    db,
    sql`select ${rowColumns}, ${o.pieceDate}::text as piece_date, ${o.createdAt} as created_at,
        (select ${r.number} from ${journalOperations} ${r} where ${r.id} = ${o.reversesId}) as reverses_number,
        (select ${r.number} from ${journalOperations} ${r} where ${r.reversesId} = ${o.id}) as reversed_by_number
      from ${journalOperations} ${o}
      left join ${brands} ${b} on ${b.id} = ${o.brandId}
      where ${o.id} = ${id} and ${brandScope(o.brandId, viewer)}`,
  );
  if (!row) throw notFound(R.notFound);
  const lines = await db.select().from(journalLines).where(sql`${journalLines.operationId} = ${id}`).orderBy(asc(journalLines.position));
  return {
    ...toRow(row),
    pieceDate: row.piece_date,
    createdAt: new Date(row.created_at).toISOString(),
    reversesNumber: row.reverses_number,
    reversedByNumber: row.reversed_by_number,
    canReverse: row.reverses_id === null && row.reversed_by_id === null,
    lines: lines.map((line) => ({
      position: line.position,
      account: line.account,
      accountLabel: line.accountLabel,
      thirdPartyCode: line.thirdPartyCode,
      thirdPartyName: line.thirdPartyName,
      debitCents: line.debitCents,
      creditCents: line.creditCents,
    })),
  };
}
