import { STATEMENT_LABELS as L } from '@hubgrade/domain/statements/labels';
import { isStatementEditable, type StatementState } from '@hubgrade/domain/statements/rules';
import type { Statement, StatementList, StatementQuery, StatementRow } from '@hubgrade/domain/statements/schemas';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { companies, invoices, statementLines, statements, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const dayText = (value: Date | string): string => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

interface StatementListRow {
  id: number;
  full_number: string;
  created_on: string | Date;
  period: string;
  paid_back_cents: number;
  to_collect_cents: number;
  state: number;
  token: string;
  landlord_id: number;
}

const rowColumns = sql`${statements.id} as id, ${statements.fullNumber} as full_number, ${statements.createdOn} as created_on,
  ${statements.period} as period, ${statements.paidBackCents} as paid_back_cents, ${statements.toCollectCents} as to_collect_cents,
  ${statements.state} as state, ${statements.token} as token, ${statements.landlordId} as landlord_id`;

function toRow(r: StatementListRow): StatementRow {
  const state = r.state as StatementState;
  return {
    id: r.id,
    billNumber: r.full_number,
    dateCreation: dayText(r.created_on),
    period: r.period,
    totalTtc: Number(r.paid_back_cents),
    totalToPerceiveTtc: Number(r.to_collect_cents),
    state,
    stateName: L.states[state],
    cryptInvoice: r.token,
    landlordId: r.landlord_id,
    editable: isStatementEditable(state),
  };
}

const SORTS: Record<StatementQuery['sortBy'], SQL | typeof statements.id> = {
  id: statements.id,
  dateCreation: sql`${statements.createdOn}`,
};

/** GET /rdg: §2.7, newest first, 20 a page, in the viewer's brand scope; the member sheet asks for one landlord's. */
export async function listStatements(db: Executor, viewer: SessionUser, query: StatementQuery): Promise<StatementList> {
  const filters: SQL[] = [brandScope(statements.brandId, viewer)];
  if (query.landlord) filters.push(eq(statements.landlordId, query.landlord));
  if (query.state) filters.push(eq(statements.state, query.state));
  if (query.search) filters.push(sql`${statements.fullNumber} ilike ${likePattern(query.search)}`);
  const where = and(...filters);
  const sort: KeysetSort = { column: SORTS[query.sortBy], id: statements.id, desc: query.sortDesc };
  const after = afterCursor(sort, query.after);
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const order =
    sort.column === statements.id ? sql`${statements.id} ${direction}` : sql`${sort.column} ${direction}, ${statements.id} ${direction}`;
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    queryRows<StatementListRow>(
      db,
      sql`select ${rowColumns} from ${statements} where ${after ? and(where, after) : where}
          order by ${order} limit ${limit} offset ${offset}`,
    ),
    cappedTotal(db, sql`from ${statements} where ${where}`),
  ]);
  const page = pageOf(rows, query.itemsPerPage, (r) => [query.sortBy === 'dateCreation' ? dayText(r.created_on) : r.id, r.id]);
  return { items: page.items.map(toRow), ...counted, next: page.next };
}

/** The id of the statement of the viewer's scope behind a crypt id; any other is a 404. */
export async function scopedStatementId(db: Executor, viewer: SessionUser, token: string): Promise<number> {
  const [row] = await db
    .select({ id: statements.id })
    .from(statements)
    .where(and(eq(statements.token, token), brandScope(statements.brandId, viewer)));
  if (!row) throw notFound(L.refusals.notFound);
  return row.id;
}

/** The sheet of one statement (already scoped by the caller): the landlord, the lines and every total. */
export async function statementSheet(db: Executor, id: number): Promise<Statement> {
  const [row] = await db
    .select({
      statement: statements,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      companyName: companies.name,
    })
    .from(statements)
    .innerJoin(users, eq(users.id, statements.landlordId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(statements.id, id));
  if (!row) throw notFound(L.refusals.notFound);
  const s = row.statement;
  const tenant = sql<string>`coalesce((${invoices.buyer} ->> 'name'), '')`;
  const lines = await db
    .select({ line: statementLines, invoiceNumber: invoices.fullNumber, tenant })
    .from(statementLines)
    .innerJoin(invoices, eq(invoices.id, statementLines.invoiceId))
    .where(eq(statementLines.statementId, id))
    .orderBy(asc(statementLines.position));
  return {
    ...toRow({
      id: s.id,
      full_number: s.fullNumber,
      created_on: s.createdOn,
      period: s.period,
      paid_back_cents: s.paidBackCents,
      to_collect_cents: s.toCollectCents,
      state: s.state,
      token: s.token,
      landlord_id: s.landlordId,
    }),
    brand: s.brandId,
    landlord: { id: s.landlordId, firstName: row.firstName, lastName: row.lastName, email: row.email, companyName: row.companyName },
    commissionRate: s.commissionRate,
    commissionVatRate: s.commissionVatRate,
    lines: lines.map(({ line, invoiceNumber, tenant: name }) => ({
      position: line.position,
      invoiceId: line.invoiceId,
      invoiceNumber,
      tenant: name,
      collectedCents: line.collectedCents,
      baseHtCents: line.baseHtCents,
      commissionHtCents: line.commissionHtCents,
      commissionVatCents: line.commissionVatCents,
      commissionTtcCents: line.commissionHtCents + line.commissionVatCents,
    })),
    collectedCents: s.collectedCents,
    commissionHtCents: s.commissionHtCents,
    commissionVatCents: s.commissionVatCents,
    commissionTtcCents: s.commissionHtCents + s.commissionVatCents,
    adjustmentCents: s.adjustmentCents,
    adjustmentLabel: s.adjustmentLabel,
    comment: s.comment,
    sentAt: iso(s.sentAt),
    sentTo: s.sentTo,
    paidAt: iso(s.paidAt),
  };
}

/** GET /rdg/{cryptId}. */
export async function findStatement(db: Executor, viewer: SessionUser, token: string): Promise<Statement> {
  return statementSheet(db, await scopedStatementId(db, viewer, token));
}
