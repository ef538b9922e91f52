import { TICKET_LABELS as L } from '@hubgrade/domain/tickets/labels';
import {
  TICKET_BOARD_COLUMN_SIZE,
  TICKET_STATES,
  type TicketCategory,
  type TicketPriority,
  type TicketState,
  ticketTargets,
} from '@hubgrade/domain/tickets/rules';
import type {
  Ticket,
  TicketBoard,
  TicketBoardQuery,
  TicketComment,
  TicketFilters,
  TicketList,
  TicketOptions,
  TicketPerson,
  TicketQuery,
  TicketRow,
  TicketSummary,
} from '@hubgrade/domain/tickets/schemas';
import { and, arrayContains, arrayOverlaps, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.ts';
import { companies, sites, ticketComments, ticketDocuments, tickets, uploads, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { toUpload } from '../uploads/queries.ts';
import { actorsOf, isDesk, ticketsReadableBy } from './access.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();
const REPORTERS = 'reporters';
const ASSIGNEES = 'assignees';
const reporters = alias(users, REPORTERS);
const assignees = alias(users, ASSIGNEES);

interface TicketListRow {
  id: number;
  title: string;
  state: number;
  priority: number;
  category: string;
  site_id: number;
  site_name: string;
  reporter_id: number;
  reporter_first: string;
  reporter_last: string;
  company_id: number | null;
  company_name: string | null;
  assignee_id: number | null;
  assignee_first: string | null;
  assignee_last: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  comment_count: number;
}

/** The columns of a row, as one select list; comments counted are those the viewer reads. */
const rowColumns = (desk: boolean) => sql`${tickets.id} as id, ${tickets.title} as title, ${tickets.state} as state,
  ${tickets.priority} as priority, ${tickets.category} as category, ${sites.id} as site_id, ${sites.name} as site_name,
  ${reporters.id} as reporter_id, ${reporters.firstName} as reporter_first, ${reporters.lastName} as reporter_last,
  ${companies.id} as company_id, ${companies.name} as company_name,
  ${assignees.id} as assignee_id, ${assignees.firstName} as assignee_first, ${assignees.lastName} as assignee_last,
  ${tickets.createdAt} as created_at, ${tickets.updatedAt} as updated_at,
  (select count(*)::int from ${ticketComments} where ${ticketComments.ticketId} = ${tickets.id}${desk ? sql`` : sql` and not ${ticketComments.internal}`}) as comment_count`;

const rowJoins = sql`join ${sites} on ${sites.id} = ${tickets.siteId}
  join ${users} as ${sql.identifier(REPORTERS)} on ${reporters.id} = ${tickets.reporterId}
  left join ${companies} on ${companies.id} = ${tickets.companyId}
  left join ${users} as ${sql.identifier(ASSIGNEES)} on ${assignees.id} = ${tickets.assigneeId}`;

export function toTicketRow(r: TicketListRow): TicketRow {
  return {
    id: r.id,
    title: r.title,
    state: r.state as TicketState,
    stateName: L.states[r.state as TicketState],
    priority: r.priority as TicketPriority,
    category: r.category as TicketCategory,
    espace: { id: r.site_id, name: r.site_name },
    reporter: { id: r.reporter_id, firstName: r.reporter_first, lastName: r.reporter_last },
    company: r.company_id === null ? null : { id: r.company_id, name: r.company_name ?? '' },
    assignee: r.assignee_id === null ? null : { id: r.assignee_id, firstName: r.assignee_first ?? '', lastName: r.assignee_last ?? '' },
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    commentCount: Number(r.comment_count),
  };
}

/** The Paris midnight a day starts at. */
const parisMidnight = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Paris')`;

/** The filters the table and the board share, within the viewer's reach. */
function ticketFilters(viewer: SessionUser, query: TicketFilters): SQL[] {
  const filters: SQL[] = [ticketsReadableBy(viewer)];
  if (query.state) filters.push(eq(tickets.state, query.state));
  if (query.espace) filters.push(eq(tickets.siteId, query.espace));
  if (query.assignee === 'none') filters.push(isNull(tickets.assigneeId));
  else if (query.assignee) filters.push(eq(tickets.assigneeId, query.assignee));
  if (query.priority) filters.push(eq(tickets.priority, query.priority));
  if (query.from) filters.push(sql`${tickets.createdAt} >= ${parisMidnight(query.from)}`);
  if (query.to) filters.push(sql`${tickets.createdAt} < (${query.to}::date + 1)::timestamp at time zone 'Europe/Paris'`);
  if (query.search) {
    const id = /^\d{1,9}$/.test(query.search) ? Number(query.search) : null;
    filters.push(sql`(${tickets.title} ilike ${likePattern(query.search)}${id === null ? sql`` : sql` or ${tickets.id} = ${id}`})`);
  }
  return filters;
}

const SORTS: Record<TicketQuery['sortBy'], SQL | typeof tickets.id> = {
  id: tickets.id,
  updatedAt: sql`${tickets.updatedAt}`,
  priority: sql`${tickets.priority}`,
  state: sql`${tickets.state}`,
  title: sql`lower(${tickets.title})`,
};

/** GET /tickets: the detailed view, newest first, keyset-paged. */
export async function listTickets(db: Executor, viewer: SessionUser, query: TicketQuery): Promise<TicketList> {
  const where = and(...ticketFilters(viewer, query));
  const sort: KeysetSort = { column: SORTS[query.sortBy], id: tickets.id, desc: query.sortDesc };
  const after = afterCursor(sort, query.after);
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const order = sort.column === tickets.id ? sql`${tickets.id} ${direction}` : sql`${sort.column} ${direction}, ${tickets.id} ${direction}`;
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    queryRows<TicketListRow>(
      db,
      sql`select ${rowColumns(isDesk(viewer))} from ${tickets} ${rowJoins}
          where ${after ? and(where, after) : where} order by ${order} limit ${limit} offset ${offset}`,
    ),
    cappedTotal(db, sql`from ${tickets} where ${where}`),
  ]);
  const sortValue = (r: TicketListRow): string | number | Date => {
    if (query.sortBy === 'updatedAt') return new Date(r.updated_at);
    if (query.sortBy === 'priority') return r.priority;
    if (query.sortBy === 'state') return r.state;
    if (query.sortBy === 'title') return r.title.toLowerCase();
    return r.id;
  };
  const page = pageOf(rows, query.itemsPerPage, (r) => [sortValue(r), r.id]);
  return { items: page.items.map(toTicketRow), ...counted, next: page.next };
}

/** GET /tickets/board: per state, its count and its most urgent then oldest tickets. */
export async function ticketBoard(db: Executor, viewer: SessionUser, query: TicketBoardQuery): Promise<TicketBoard> {
  const where = and(...ticketFilters(viewer, query));
  const [counts, rows] = await Promise.all([
    queryRows<{ state: number; n: number }>(
      db,
      sql`select ${tickets.state} as state, count(*)::int as n from ${tickets} where ${where} group by ${tickets.state}`,
    ),
    queryRows<TicketListRow>(
      db,
      sql`select * from (
            select ${rowColumns(isDesk(viewer))},
              row_number() over (partition by ${tickets.state} order by ${tickets.priority} desc, ${tickets.createdAt}, ${tickets.id}) as rank
            from ${tickets} ${rowJoins} where ${where}) ranked
          where ranked.rank <= ${TICKET_BOARD_COLUMN_SIZE} order by ranked.state, ranked.rank`,
    ),
  ]);
  return {
    columns: TICKET_STATES.map((state) => ({
      state,
      name: L.states[state],
      count: Number(counts.find((c) => Number(c.state) === state)?.n ?? 0),
      items: rows.filter((r) => Number(r.state) === state).map(toTicketRow),
    })),
  };
}

/** GET /tickets/summary: how many tickets wait for the desk, and the one waiting longest. */
export async function ticketSummary(db: Executor, viewer: SessionUser): Promise<TicketSummary> {
  const where = and(ticketsReadableBy(viewer), sql`${tickets.state} in (1, 2, 3)`);
  const [counted] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${tickets} where ${where}`);
  const [oldest] = await queryRows<{ id: number; title: string; state: number; created_at: Date | string }>(
    db,
    sql`select ${tickets.id} as id, ${tickets.title} as title, ${tickets.state} as state, ${tickets.createdAt} as created_at
        from ${tickets} where ${where} order by ${tickets.createdAt}, ${tickets.id} limit 1`,
  );
  return {
    waiting: Number(counted?.n ?? 0),
    oldest: oldest ? { id: oldest.id, title: oldest.title, state: oldest.state as TicketState, createdAt: iso(oldest.created_at) } : null,
  };
}

/** The administrators a ticket of this brand may be given to (the super administrators for the main platform). */
export function assignableIn(brandId: number | null): SQL {
  return and(
    eq(users.enabled, true),
    isNull(users.deletedAt),
    brandId === null
      ? arrayContains(users.roles, ['ROLE_ADMIN'])
      : and(eq(users.brandId, brandId), arrayOverlaps(users.roles, ['ROLE_ADMIN_BRAND', 'ROLE_ADMIN_OFFICE'])),
  ) as SQL;
}

const personColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName };
const ASSIGNEES_SHOWN = 200;

/** GET /tickets/options: the viewer's sites (their brand's), and for the desk the administrators of its scope. */
export async function ticketOptions(db: Executor, viewer: SessionUser): Promise<TicketOptions> {
  const espaces = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(viewer.brandId === null ? (isDesk(viewer) ? sql`true` : isNull(sites.brandId)) : eq(sites.brandId, viewer.brandId))
    .orderBy(asc(sites.name), asc(sites.id));
  const staff = isDesk(viewer)
    ? await db
        .select(personColumns)
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            eq(users.enabled, true),
            arrayOverlaps(users.roles, ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND', 'ROLE_ADMIN_OFFICE']),
            viewer.brandId === null ? sql`true` : eq(users.brandId, viewer.brandId),
          ),
        )
        .orderBy(asc(users.lastName), asc(users.id))
        .limit(ASSIGNEES_SHOWN)
    : [];
  return { espaces, assignees: staff };
}

/** One ticket the viewer reads, as stored; another's (or another brand's) is a 404. */
export async function readableTicket(db: Executor, viewer: SessionUser, id: number) {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), ticketsReadableBy(viewer)));
  if (!row) throw notFound(L.refusals.notFound);
  return row;
}

/** GET /tickets/{id}: the sheet, its files, its thread (internal notes for the desk only) and the moves the viewer may make. */
export async function findTicket(db: Executor, viewer: SessionUser, id: number): Promise<Ticket> {
  const desk = isDesk(viewer);
  const [row] = await queryRows<TicketListRow & { description: string; brand_id: number | null; closed_at: Date | string | null }>(
    db,
    sql`select ${rowColumns(desk)}, ${tickets.description} as description, ${tickets.brandId} as brand_id, ${tickets.closedAt} as closed_at
        from ${tickets} ${rowJoins} where ${tickets.id} = ${id} and ${ticketsReadableBy(viewer)}`,
  );
  if (!row) throw notFound(L.refusals.notFound);
  const documents = await db
    .select({ upload: uploads })
    .from(ticketDocuments)
    .innerJoin(uploads, eq(uploads.id, ticketDocuments.uploadId))
    .where(eq(ticketDocuments.ticketId, id))
    .orderBy(asc(ticketDocuments.position), asc(uploads.id));
  const comments = await db
    .select({
      id: ticketComments.id,
      body: ticketComments.body,
      internal: ticketComments.internal,
      createdAt: ticketComments.createdAt,
      author: personColumns,
    })
    .from(ticketComments)
    .innerJoin(users, eq(users.id, ticketComments.authorId))
    .where(and(eq(ticketComments.ticketId, id), desk ? sql`true` : eq(ticketComments.internal, false)))
    .orderBy(asc(ticketComments.id));
  const staff: TicketPerson[] = desk
    ? await db
        .select(personColumns)
        .from(users)
        .where(assignableIn(row.brand_id))
        .orderBy(asc(users.lastName), asc(users.id))
        .limit(ASSIGNEES_SHOWN)
    : [];
  const base = toTicketRow(row);
  return {
    ...base,
    description: row.description,
    brand: row.brand_id,
    closedAt: row.closed_at === null ? null : iso(row.closed_at),
    documents: documents.map((d) => ({ id: d.upload.id, upload: toUpload(d.upload) })),
    comments: comments.map(
      (c): TicketComment => ({ id: c.id, body: c.body, internal: c.internal, author: c.author, createdAt: iso(c.createdAt) }),
    ),
    targets: ticketTargets(base.state, actorsOf(viewer, { reporterId: row.reporter_id, companyId: row.company_id })),
    staff: desk,
    assignees: staff,
  };
}
