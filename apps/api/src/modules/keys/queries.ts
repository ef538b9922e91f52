import type {
  KeyAssignment,
  KeyAssignmentList,
  KeyAssignmentQuery,
  KeyMemberOption,
  KeyTariff,
  KeyTariffList,
  KeyTariffOptions,
  KeyTariffQuery,
} from '@hubgrade/domain/keys/schemas';
import { KEY_MEMBER_OPTIONS_LIMIT } from '@hubgrade/domain/keys/schemas';
import { and, asc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, keyAssignments, keyTariffs, keyTypes, sites, users } from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, keysetOrder, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

const heldCount = sql<number>`(select count(*)::int from ${keyAssignments} where ${keyAssignments.tariffId} = ${keyTariffs.id} and ${keyAssignments.returnedOn} is null)`;

const tariffColumns = {
  id: keyTariffs.id,
  price: keyTariffs.priceCents,
  brandId: keyTariffs.brandId,
  typeId: keyTypes.id,
  typeName: keyTypes.name,
  siteId: sites.id,
  siteName: sites.name,
  siteAddress: sql<string>`${sites.address} || ', ' || ${sites.zipcode} || ' ' || ${sites.city}`,
  heldCount,
};
interface TariffRow {
  id: number;
  price: number;
  brandId: number | null;
  typeId: number;
  typeName: string;
  siteId: number;
  siteName: string;
  siteAddress: string;
  heldCount: number;
}

function toTariff(row: TariffRow): KeyTariff {
  return {
    id: row.id,
    key: { id: row.typeId, name: row.typeName },
    espace: { id: row.siteId, name: row.siteName, address: row.siteAddress },
    price: row.price,
    brandId: row.brandId,
    heldCount: Number(row.heldCount),
  };
}

const TARIFF_SORTS: Record<KeyTariffQuery['sortBy'], SQL | typeof keyTariffs.id> = {
  id: keyTariffs.id,
  type: sql`${keyTypes.name}`,
  espace: sql`${sites.name}`,
  price: sql`${keyTariffs.priceCents}`,
};

const tariffFrom = (db: Executor) =>
  db
    .select(tariffColumns)
    .from(keyTariffs)
    .innerJoin(keyTypes, eq(keyTypes.id, keyTariffs.keyTypeId))
    .innerJoin(sites, eq(sites.id, keyTariffs.siteId));

/** GET /key_tarif: the price list of spec §2.6, 20 a page, newest first by default. */
export async function listTariffs(db: Executor, user: SessionUser, query: KeyTariffQuery): Promise<KeyTariffList> {
  const filters: SQL[] = [brandScope(keyTariffs.brandId, user)];
  if (query.espace) filters.push(eq(keyTariffs.siteId, query.espace));
  if (query.type) filters.push(eq(keyTariffs.keyTypeId, query.type));
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(ilike(keyTypes.name, pattern), ilike(sites.name, pattern), ilike(sites.city, pattern));
    if (match) filters.push(match);
  }
  const sort: KeysetSort = { column: TARIFF_SORTS[query.sortBy], id: keyTariffs.id, desc: query.sortDesc };
  const after = afterCursor(sort, query.after);
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    tariffFrom(db)
      .where(after ? and(where, after) : where)
      .orderBy(...keysetOrder(sort))
      .limit(limit)
      .offset(offset),
    cappedTotal(
      db,
      sql`from ${keyTariffs} join ${keyTypes} on ${keyTypes.id} = ${keyTariffs.keyTypeId} join ${sites} on ${sites.id} = ${keyTariffs.siteId} where ${where}`,
    ),
  ]);
  const sortValue = (row: TariffRow): string | number => {
    switch (query.sortBy) {
      case 'type':
        return row.typeName;
      case 'espace':
        return row.siteName;
      case 'price':
        return row.price;
      default:
        return row.id;
    }
  };
  const page = pageOf(rows as TariffRow[], query.itemsPerPage, (row) => [sortValue(row), row.id]);
  return { items: page.items.map(toTariff), ...counted, next: page.next };
}

export async function findTariff(db: Executor, user: SessionUser, id: number): Promise<KeyTariff> {
  const [row] = await tariffFrom(db)
    .where(and(eq(keyTariffs.id, id), brandScope(keyTariffs.brandId, user)))
    .limit(1);
  if (!row) throw notFound();
  return toTariff(row as TariffRow);
}

/** The sites and key types the caller may price (the platform's types are offered to every brand). */
export async function tariffOptions(db: Executor, user: SessionUser): Promise<KeyTariffOptions> {
  const typeScope = user.brandId === null ? sql`true` : or(isNull(keyTypes.brandId), eq(keyTypes.brandId, user.brandId));
  const [types, espaces] = await Promise.all([
    db
      .select({ id: keyTypes.id, name: keyTypes.name, brandId: keyTypes.brandId })
      .from(keyTypes)
      .where(typeScope)
      .orderBy(asc(keyTypes.name), asc(keyTypes.id)),
    db
      .select({
        id: sites.id,
        name: sites.name,
        address: sql<string>`${sites.address} || ', ' || ${sites.zipcode} || ' ' || ${sites.city}`,
      })
      .from(sites)
      .where(brandScope(sites.brandId, user))
      .orderBy(asc(sites.name), asc(sites.id)),
  ]);
  return { types, espaces };
}

const assignmentColumns = {
  id: keyAssignments.id,
  tariffId: keyAssignments.tariffId,
  label: keyAssignments.label,
  assignedAt: keyAssignments.assignedOn,
  returnedAt: keyAssignments.returnedOn,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  companyName: companies.name,
};
type AssignmentRow = {
  id: number;
  tariffId: number;
  label: string;
  assignedAt: string;
  returnedAt: string | null;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string | null;
};

function toAssignment(row: AssignmentRow): KeyAssignment {
  return {
    id: row.id,
    tariffId: row.tariffId,
    label: row.label,
    user: { id: row.userId, firstName: row.firstName, lastName: row.lastName, email: row.email, companyName: row.companyName },
    assignedAt: row.assignedAt,
    returnedAt: row.returnedAt,
  };
}

const assignmentFrom = (db: Executor) =>
  db
    .select(assignmentColumns)
    .from(keyAssignments)
    .innerJoin(users, eq(users.id, keyAssignments.userId))
    .leftJoin(companies, eq(companies.id, users.companyId));

const ASSIGNMENT_SORTS: Record<KeyAssignmentQuery['sortBy'], SQL | typeof keyAssignments.id> = {
  id: keyAssignments.id,
  assignedAt: sql`${keyAssignments.assignedOn}`,
  label: sql`${keyAssignments.label}`,
};

/** GET /key_tarif/{id}/assignments: who holds (or held) the keys of one tariff. */
export async function listAssignments(
  db: Executor,
  user: SessionUser,
  tariffId: number,
  query: KeyAssignmentQuery,
): Promise<KeyAssignmentList> {
  await findTariff(db, user, tariffId);
  const filters: SQL[] = [eq(keyAssignments.tariffId, tariffId)];
  if (query.state === 'held') filters.push(isNull(keyAssignments.returnedOn));
  if (query.state === 'returned') filters.push(isNotNull(keyAssignments.returnedOn));
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(
      ilike(keyAssignments.label, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(users.email, pattern),
    );
    if (match) filters.push(match);
  }
  const sort: KeysetSort = { column: ASSIGNMENT_SORTS[query.sortBy], id: keyAssignments.id, desc: query.sortDesc };
  const after = afterCursor(sort, query.after);
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    assignmentFrom(db)
      .where(after ? and(where, after) : where)
      .orderBy(...keysetOrder(sort))
      .limit(limit)
      .offset(offset),
    cappedTotal(db, sql`from ${keyAssignments} join ${users} on ${users.id} = ${keyAssignments.userId} where ${where}`),
  ]);
  const page = pageOf(rows as AssignmentRow[], query.itemsPerPage, (row) => [
    query.sortBy === 'assignedAt' ? row.assignedAt : query.sortBy === 'label' ? row.label : row.id,
    row.id,
  ]);
  return { items: page.items.map(toAssignment), ...counted, next: page.next };
}

export async function findAssignment(db: Executor, id: number): Promise<KeyAssignment> {
  const [row] = await assignmentFrom(db).where(eq(keyAssignments.id, id)).limit(1);
  if (!row) throw notFound();
  return toAssignment(row as AssignmentRow);
}

/** Members a key of this tariff may go to: the site's brand's (the platform's for a platform site). */
export async function memberOptions(
  db: Executor,
  user: SessionUser,
  tariffId: number,
  search: string | undefined,
): Promise<KeyMemberOption[]> {
  const tariff = await findTariff(db, user, tariffId);
  const filters: SQL[] = [ofBrand(users.brandId, tariff.brandId), isNull(users.deletedAt)];
  if (search) {
    const pattern = likePattern(search);
    const match = or(
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(users.email, pattern),
      ilike(companies.name, pattern),
    );
    if (match) filters.push(match);
  }
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(...filters))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(KEY_MEMBER_OPTIONS_LIMIT);
}
