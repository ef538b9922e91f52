import type { ProductUnit } from '@hubgrade/domain/catalogue/rules';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import { effectiveQuoteState, isQuoteEditable, type QuoteState, quoteTargets, quoteTotals } from '@hubgrade/domain/quotes/rules';
import type { Quote, QuoteLine, QuoteList, QuoteOptions, QuoteQuery, QuoteRow } from '@hubgrade/domain/quotes/schemas';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import {
  companies,
  coworkingSpaces,
  meetingRooms,
  products,
  quoteLines,
  quoteStateEvents,
  quotes,
  sites,
  users,
} from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { cryptBrandOf } from './crypt.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();
const dayText = (value: Date | string): string => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

interface QuoteListRow {
  id: number;
  number: string;
  quote_date: string | Date;
  expiration_date: string | Date;
  ht_cents: number;
  ttc_cents: number;
  state: number;
  subscription: boolean;
  comment: string;
  token: string;
  brand_id: number | null;
  client_id: number;
  client_first: string;
  client_last: string;
  client_email: string;
  company_name: string | null;
}

const rowColumns = sql`${quotes.id} as id, ${quotes.number} as number, ${quotes.quoteDate} as quote_date,
  ${quotes.expirationDate} as expiration_date, ${quotes.htCents} as ht_cents, ${quotes.ttcCents} as ttc_cents,
  ${quotes.state} as state, ${quotes.subscription} as subscription, ${quotes.comment} as comment, ${quotes.token} as token,
  ${quotes.brandId} as brand_id, ${users.id} as client_id, ${users.firstName} as client_first, ${users.lastName} as client_last,
  ${users.email} as client_email, ${companies.name} as company_name`;
const rowJoins = sql`join ${users} on ${users.id} = ${quotes.clientId} left join ${companies} on ${companies.id} = ${quotes.companyId}`;

export function toQuoteRow(r: QuoteListRow, secret: string, now: Date): QuoteRow {
  const expirationDate = dayText(r.expiration_date);
  const state = effectiveQuoteState(r.state as QuoteState, expirationDate, now);
  return {
    id: r.id,
    number: r.number,
    dateDemande: dayText(r.quote_date),
    expirationDate,
    ht: Number(r.ht_cents),
    ttc: Number(r.ttc_cents),
    state,
    stateName: L.states[state],
    subscription: r.subscription,
    comment: r.comment,
    cryptId: r.token,
    cryptBrand: cryptBrandOf(secret, r.brand_id),
    client: { id: r.client_id, firstName: r.client_first, lastName: r.client_last, email: r.client_email, companyName: r.company_name },
  };
}

/** A sent quote past its day reads expiré before the expiry job writes it: the state filter says the same. */
function stateFilter(state: QuoteState, today: string): SQL {
  const late = sql`(${quotes.state} = 3 and ${quotes.expirationDate} < ${today})`;
  if (state === 7) return sql`(${quotes.state} = 7 or ${late})`;
  if (state === 3) return sql`(${quotes.state} = 3 and ${quotes.expirationDate} >= ${today})`;
  return eq(quotes.state, state);
}

const SORTS: Record<QuoteQuery['sortBy'], SQL | typeof quotes.id> = {
  id: quotes.id,
  dateDemande: sql`${quotes.quoteDate}`,
  expirationDate: sql`${quotes.expirationDate}`,
  ht: sql`${quotes.htCents}`,
  state: sql`${quotes.state}`,
};

/** GET /devis: §2.5, newest first, 20 a page, in the viewer's brand scope. */
export async function listQuotes(
  db: Executor,
  secret: string,
  viewer: SessionUser,
  query: QuoteQuery,
  now = new Date(),
): Promise<QuoteList> {
  const filters: SQL[] = [brandScope(quotes.brandId, viewer)];
  if (query.state) filters.push(stateFilter(query.state, parisDay(now)));
  if (query.client) filters.push(eq(quotes.clientId, query.client));
  if (query.search) {
    const pattern = likePattern(query.search);
    const id = /^\d{1,9}$/.test(query.search) ? Number(query.search) : null;
    filters.push(sql`(${quotes.number} ilike ${pattern} or exists (select 1 from ${users} where ${users.id} = ${quotes.clientId}
      and (${users.lastName} ilike ${pattern} or ${users.firstName} ilike ${pattern} or ${users.email} ilike ${pattern}))
      or exists (select 1 from ${companies} where ${companies.id} = ${quotes.companyId} and ${companies.name} ilike ${pattern})
      ${id === null ? sql`` : sql`or ${quotes.id} = ${id}`})`);
  }
  const where = and(...filters);
  const sort: KeysetSort = { column: SORTS[query.sortBy], id: quotes.id, desc: query.sortDesc };
  const after = afterCursor(sort, query.after);
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const order = sort.column === quotes.id ? sql`${quotes.id} ${direction}` : sql`${sort.column} ${direction}, ${quotes.id} ${direction}`;
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    queryRows<QuoteListRow>(
      db,
      sql`select ${rowColumns} from ${quotes} ${rowJoins} where ${after ? and(where, after) : where}
          order by ${order} limit ${limit} offset ${offset}`,
    ),
    cappedTotal(db, sql`from ${quotes} where ${where}`),
  ]);
  const sortValue = (r: QuoteListRow): string | number => {
    if (query.sortBy === 'dateDemande') return dayText(r.quote_date);
    if (query.sortBy === 'expirationDate') return dayText(r.expiration_date);
    if (query.sortBy === 'ht') return Number(r.ht_cents);
    if (query.sortBy === 'state') return r.state;
    return r.id;
  };
  const page = pageOf(rows, query.itemsPerPage, (r) => [sortValue(r), r.id]);
  return { items: page.items.map((r) => toQuoteRow(r, secret, now)), ...counted, next: page.next };
}

/** One quote of the viewer's brand scope, as stored; another brand's is a 404. */
export async function scopedQuote(db: Executor, viewer: SessionUser, id: number, lock = false) {
  const statement = db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), brandScope(quotes.brandId, viewer)));
  const [row] = lock ? await statement.for('update') : await statement;
  if (!row) throw notFound(L.refusals.notFound);
  return row;
}

/** A quote's lines in print order, with their slot's place or their product. */
export async function linesOf(db: Executor, quoteId: number): Promise<QuoteLine[]> {
  const rows = await db
    .select({
      line: quoteLines,
      roomName: meetingRooms.name,
      spaceName: coworkingSpaces.name,
      siteName: sites.name,
      product: { id: products.id, name: products.name, unit: products.unit },
    })
    .from(quoteLines)
    .leftJoin(meetingRooms, eq(meetingRooms.id, quoteLines.roomId))
    .leftJoin(coworkingSpaces, eq(coworkingSpaces.id, quoteLines.spaceId))
    .leftJoin(sites, sql`${sites.id} = coalesce(${meetingRooms.siteId}, ${coworkingSpaces.siteId})`)
    .leftJoin(products, eq(products.id, quoteLines.productId))
    .where(eq(quoteLines.quoteId, quoteId))
    .orderBy(asc(quoteLines.position));
  return rows.map(({ line, roomName, spaceName, siteName, product }) => ({
    position: line.position,
    kind: line.kind as QuoteLine['kind'],
    designation: line.designation,
    quantity: Number(line.quantity),
    unitPriceCents: line.unitPriceCents,
    vatRate: line.vatRate,
    htCents: line.htCents,
    vatCents: line.vatCents,
    ttcCents: line.htCents + line.vatCents,
    product: product ? { ...product, unit: product.unit as ProductUnit } : null,
    slot: !line.slotDay
      ? null
      : {
          kind: line.kind as 'meetingRoom' | 'workstation',
          placeId: (line.roomId ?? line.spaceId) as number,
          placeName: roomName ?? spaceName ?? '',
          siteName: siteName ?? '',
          day: line.slotDay,
          start: line.slotStart ?? '',
          end: line.slotEnd ?? '',
          bookingId: line.meetingRoomReservationId ?? line.workstationReservationId,
        },
  }));
}

/** The VAT per rate of the lines (the billing document's breakdown), highest rate first. */
export function vatPerRate(lines: readonly QuoteLine[]): Quote['vatBreakdown'] {
  return quoteTotals(lines).vatBreakdown.map(({ vatRate, baseCents, vatCents }) => ({ vatRate, baseCents, vatCents }));
}

/** GET /devis/{id}: the sheet, its lines and totals per rate, its history and the moves staff may make. */
export async function findQuote(db: Executor, secret: string, viewer: SessionUser, id: number, now = new Date()): Promise<Quote> {
  const [row] = await queryRows<QuoteListRow & { vat_cents: number; accepted_at: Date | string | null }>(
    db,
    sql`select ${rowColumns}, ${quotes.vatCents} as vat_cents, ${quotes.acceptedAt} as accepted_at
        from ${quotes} ${rowJoins} where ${quotes.id} = ${id} and ${brandScope(quotes.brandId, viewer)}`,
  );
  if (!row) throw notFound(L.refusals.notFound);
  const lines = await linesOf(db, id);
  const events = await db
    .select({
      state: quoteStateEvents.state,
      at: quoteStateEvents.at,
      actor: quoteStateEvents.actor,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(quoteStateEvents)
    .leftJoin(users, eq(users.id, quoteStateEvents.userId))
    .where(eq(quoteStateEvents.quoteId, id))
    .orderBy(asc(quoteStateEvents.id));
  const base = toQuoteRow(row, secret, now);
  return {
    ...base,
    brand: row.brand_id,
    lines,
    vatBreakdown: vatPerRate(lines),
    vat: Number(row.vat_cents),
    events: events.map((e) => ({
      state: e.state as QuoteState,
      stateName: L.states[e.state as QuoteState],
      at: iso(e.at),
      by: e.firstName === null ? null : `${e.firstName} ${e.lastName ?? ''}`.trim(),
    })),
    acceptedAt: row.accepted_at === null ? null : iso(row.accepted_at),
    editable: isQuoteEditable(base.state),
    targets: quoteTargets(base.state, 'staff'),
  };
}

/** GET /devis/options: the rooms and coworking spaces of the viewer's scope a slot line may take. */
export async function quoteOptions(db: Executor, viewer: SessionUser): Promise<QuoteOptions> {
  const rooms = await db
    .select({
      id: meetingRooms.id,
      name: meetingRooms.name,
      siteName: sites.name,
      brand: meetingRooms.brandId,
      priceHourCents: meetingRooms.priceHourCents,
    })
    .from(meetingRooms)
    .innerJoin(sites, eq(sites.id, meetingRooms.siteId))
    .where(brandScope(meetingRooms.brandId, viewer))
    .orderBy(asc(sites.name), asc(meetingRooms.name), asc(meetingRooms.id));
  const spaces = await db
    .select({
      id: coworkingSpaces.id,
      name: coworkingSpaces.name,
      siteName: sites.name,
      brand: coworkingSpaces.brandId,
      dailyPriceCents: coworkingSpaces.dailyPriceCents,
    })
    .from(coworkingSpaces)
    .innerJoin(sites, eq(sites.id, coworkingSpaces.siteId))
    .where(brandScope(coworkingSpaces.brandId, viewer))
    .orderBy(asc(sites.name), asc(coworkingSpaces.name), asc(coworkingSpaces.id));
  return { rooms, spaces };
}
