import type {
  CoworkingContract,
  CoworkingSpace,
  CoworkingSpaceList,
  CoworkingSpaceQuery,
  CoworkingSpaceSheet,
} from '@hubgrade/domain/spaces/coworking-schemas';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { companies, contracts, coworkingSpaces, sites, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, keysetOrder, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** A contract holds its seats until it ends (state 6 Terminé) or is deleted. */
const liveContract = sql`${contracts.deletedAt} is null and ${contracts.state} <> 6`;

/**
 * Seats held by the live contracts of a coworking space. Given the column, the statement must
 * join another table: Drizzle writes a lone table's columns unqualified, and "id" would then be
 * the contract's.
 */
export const seatsHeldOf = (spaceId: number | typeof coworkingSpaces.id) =>
  sql<number>`(select coalesce(sum(${contracts.seats}), 0)::int from ${contracts} where ${contracts.coworkingSpaceId} = ${spaceId} and ${liveContract})`;

const spaceColumns = {
  id: coworkingSpaces.id,
  name: coworkingSpaces.name,
  color: coworkingSpaces.color,
  siteId: sites.id,
  siteName: sites.name,
  contractCapacity: coworkingSpaces.contractCapacity,
  reservationCapacity: coworkingSpaces.reservationCapacity,
  openingHour: coworkingSpaces.openingHour,
  closingHour: coworkingSpaces.closingHour,
  dailyPrice: coworkingSpaces.dailyPriceCents,
  seatsHeld: seatsHeldOf(coworkingSpaces.id),
  brandId: coworkingSpaces.brandId,
};
type SpaceRow = {
  [K in keyof typeof spaceColumns]: K extends 'siteName' | 'name' | 'color' | 'openingHour' | 'closingHour'
    ? string
    : K extends 'brandId'
      ? number | null
      : number;
};

const toSpace = ({ siteId, siteName, ...row }: SpaceRow): CoworkingSpace => ({ ...row, espace: { id: siteId, name: siteName } });

const spaceFrom = (db: Executor) => db.select(spaceColumns).from(coworkingSpaces).innerJoin(sites, eq(sites.id, coworkingSpaces.siteId));

const SORTS: Record<CoworkingSpaceQuery['sortBy'], SQL | typeof coworkingSpaces.id> = {
  id: coworkingSpaces.id,
  name: sql`${coworkingSpaces.name}`,
  dailyPrice: sql`${coworkingSpaces.dailyPriceCents}`,
};

/** GET /coworking: the coworking spaces of the caller's scope. */
export async function listCoworkingSpaces(db: Executor, viewer: SessionUser, query: CoworkingSpaceQuery): Promise<CoworkingSpaceList> {
  const filters: SQL[] = [brandScope(coworkingSpaces.brandId, viewer)];
  if (query.espace) filters.push(eq(coworkingSpaces.siteId, query.espace));
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(ilike(coworkingSpaces.name, pattern), ilike(sites.name, pattern));
    if (match) filters.push(match);
  }
  const sort: KeysetSort = { column: SORTS[query.sortBy], id: coworkingSpaces.id, desc: query.sortDesc };
  const after = afterCursor(sort, query.after);
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    spaceFrom(db)
      .where(after ? and(where, after) : where)
      .orderBy(...keysetOrder(sort))
      .limit(limit)
      .offset(offset),
    cappedTotal(db, sql`from ${coworkingSpaces} join ${sites} on ${sites.id} = ${coworkingSpaces.siteId} where ${where}`),
  ]);
  const sortValue = (row: SpaceRow): string | number =>
    query.sortBy === 'name' ? row.name : query.sortBy === 'dailyPrice' ? row.dailyPrice : row.id;
  const page = pageOf(rows as SpaceRow[], query.itemsPerPage, (row) => [sortValue(row), row.id]);
  return { items: page.items.map(toSpace), ...counted, next: page.next };
}

/** One coworking space of the caller's scope; another brand's is not found. */
export async function findCoworkingSpace(db: Executor, viewer: SessionUser, id: number): Promise<CoworkingSpace> {
  const [row] = await spaceFrom(db)
    .where(and(eq(coworkingSpaces.id, id), brandScope(coworkingSpaces.brandId, viewer)))
    .limit(1);
  if (!row) throw notFound();
  return toSpace(row as SpaceRow);
}

interface ContractRow {
  id: number;
  state: number;
  tenant: string;
  seats: number;
  start_date: string;
  end_date: string | null;
}

/** Contracts shown on a sheet at most: the live ones come first, a space rarely holds more. */
const SHEET_CONTRACTS = 200;

/** GET /coworking/{id}: the space and the contracts on it (live first, then newest), each linking to its sheet. */
export async function findCoworkingSpaceSheet(db: Executor, viewer: SessionUser, id: number): Promise<CoworkingSpaceSheet> {
  const space = await findCoworkingSpace(db, viewer, id);
  const rows = await queryRows<ContractRow>(
    db,
    sql`select ${contracts.id} as id, ${contracts.state} as state, ${contracts.seats} as seats,
          ${contracts.startDate} as start_date, ${contracts.endDate} as end_date,
          coalesce(${companies.name}, concat_ws(' ', ${users.firstName}, ${users.lastName})) as tenant
        from ${contracts}
        join ${users} on ${users.id} = ${contracts.tenantId}
        left join ${companies} on ${companies.id} = ${contracts.tenantCompanyId}
        where ${contracts.coworkingSpaceId} = ${id} and ${contracts.deletedAt} is null
        order by (${contracts.state} = 6), ${contracts.startDate} desc, ${contracts.id} desc
        limit ${SHEET_CONTRACTS}`,
  );
  const items: CoworkingContract[] = rows.map((r) => ({
    id: r.id,
    state: r.state,
    tenant: r.tenant,
    seats: r.seats,
    startDate: String(r.start_date).slice(0, 10),
    endDate: r.end_date === null ? null : String(r.end_date).slice(0, 10),
  }));
  return { ...space, contracts: items };
}
