import type { Role } from '@hubgrade/domain/auth/roles';
import { parisDaysRange } from '@hubgrade/domain/format/paris-calendar';
import type { MemberList, MemberQuery, MemberRow } from '@hubgrade/domain/members/schemas';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.ts';
import { brands, companies, companyCategories, contracts, memberIntegrations, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import {
  afterCursor,
  cappedCount,
  cappedTotal,
  cappedTotalOf,
  type KeysetSort,
  keysetOrder,
  pageOf,
  pageWindow,
} from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** The sortBy allowlist of ZMemberQuery, each backed by an index on (column, id) of live accounts. */
const SORT_COLUMNS = {
  userId: users.id,
  userInscriptionDate: users.createdAt,
  userLastName: users.lastName,
} as const;

/** The state filter of §4 on the columns it is derived from (index users_state_idx). */
const STATE_CONDITIONS: Record<NonNullable<MemberQuery['state']>, SQL> = {
  active: sql`${users.enabled} = true and (${users.lastLogin} is not null) = true`,
  inactive: sql`${users.enabled} = true and (${users.lastLogin} is not null) = false`,
  disabled: sql`${users.enabled} = false and (${users.lastLogin} is not null) = true`,
  pending: sql`${users.enabled} = false and (${users.lastLogin} is not null) = false`,
};

/**
 * Search on name, email and company name, in two shapes of the same condition. `walk` is a plain
 * filter: the planner reads the id index newest first and stops after a page of matches (cheap
 * when many rows match) or ORs the trigram and company indexes (for the count). `matches` first
 * collects the matching ids through the trigram index (users_search_trgm_idx) and the companies
 * whose name matches, then fetches only those: cheap when few rows match, where walking the id
 * index would read the whole table to find them.
 */
type SearchMode = 'walk' | 'matches';

/** The statements read users under several names at once (the listed one, a searched one, a company's owner). */
const u = alias(users, 'u');
const s = alias(users, 's');
const ow = alias(users, 'ow');
const c = alias(companies, 'c');
const cc = alias(companyCategories, 'cc');
const cat = alias(companyCategories, 'cat');
const b = alias(brands, 'b');
const mi = alias(memberIntegrations, 'mi');
const k = alias(contracts, 'k');

/** The searched text of an account, the expression of the trigram index users_search_trgm_idx. */
const searchedText = (t: { firstName: AnyColumn; lastName: AnyColumn; email: AnyColumn }) =>
  sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email})`;

function searchCondition(search: string, mode: SearchMode): SQL {
  const pattern = likePattern(search);
  const matchingCompanies = sql`array(select ${c.id} from ${companies} ${c} where ${c.name} ilike ${pattern})`;
  if (mode === 'walk') {
    return sql`(${searchedText(users)} ilike ${pattern} or ${users.companyId} = any(${matchingCompanies}))`;
  }
  return sql`${users.id} = any(array(
    select ${s.id} from ${users} ${s} where ${searchedText(s)} ilike ${pattern}
    union
    select ${s.id} from ${users} ${s} where ${s.companyId} = any(${matchingCompanies})
  ))`;
}

/** Up to this many matches, a search page is read from the matching ids; past it, by walking the sort's index. */
const FEW_MATCHES = 2_000;

/**
 * Every filter of GET /users, brand scope first; deleted accounts are never listed. The creation
 * days are Paris days, both included (the dashboard's new members of a week or month).
 */
export function memberFilters(viewer: SessionUser, query: MemberQuery, searchMode: SearchMode = 'walk'): SQL {
  const filters: SQL[] = [sql`${users.deletedAt} is null`, brandScope(users.brandId, viewer)];
  if (query.state) filters.push(STATE_CONDITIONS[query.state]);
  if (query.accountType) filters.push(sql`${users.accountType} = ${query.accountType}`);
  if (query.companyId) filters.push(sql`${users.companyId} = ${query.companyId}`);
  if (query.role) filters.push(sql`${users.roles} @> array[${query.role}]::text[]`);
  if (query.brand !== undefined) filters.push(query.brand === 0 ? sql`${users.brandId} is null` : sql`${users.brandId} = ${query.brand}`);
  const created = parisDaysRange({ from: query.createdFrom, to: query.createdTo });
  if (created.from) filters.push(sql`${users.createdAt} >= ${created.from.toISOString()}::timestamptz`);
  if (created.to) filters.push(sql`${users.createdAt} < ${created.to.toISOString()}::timestamptz`);
  // By name: the dashboard's chart adds up the categories of one name across brands.
  if (query.companyCategory !== undefined) {
    filters.push(sql`${users.companyId} in (
      select ${c.id} from ${companies} ${c} join ${companyCategories} ${cc} on ${cc.id} = ${c.categoryId} where ${cc.name} = ${query.companyCategory})`);
  }
  if (query.search) filters.push(searchCondition(query.search, searchMode));
  return sql.join(filters, sql` and `);
}

/** A line of the page as the statement reads it, before its fields take the names of the spec. */
interface MemberPageRow {
  id: number;
  created_at: Date | string;
  first_name: string;
  last_name: string;
  company_id: number | null;
  company_name: string | null;
  category_id: number | null;
  category_name: string | null;
  category_color: string | null;
  mobile: string | null;
  mobile_country: string;
  email: string;
  roles: Role[];
  account_type: 1 | 2;
  enabled: boolean;
  last_login: Date | string | null;
  brand_id: number | null;
  brand_name: string | null;
  company_owner: boolean;
  owner_name: string | null;
  access_company: boolean;
  shopping_rights: boolean;
  papercut: string | null;
  welcomr_active: boolean | null;
  welcomr_id: string | null;
  slack_invite: number | null;
  access: Record<string, boolean>;
  booking: boolean;
  last_name_sort: string;
  capped_total: number | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toRow(r: MemberPageRow): MemberRow {
  return {
    userId: r.id,
    userInscriptionDate: iso(r.created_at),
    userFirstName: r.first_name,
    userLastName: r.last_name,
    companyId: r.company_id,
    parentCompanyName: r.company_name,
    parentCompanyType:
      r.category_id === null ? null : { id: r.category_id, name: r.category_name ?? '', color: r.category_color ?? '#9E9E9E' },
    userMobile: r.mobile,
    mobileCC: r.mobile_country,
    userEmail: r.email,
    roles: r.roles,
    userAccountType: r.account_type,
    userEnabled: r.enabled,
    userLastLogin: r.last_login === null ? null : iso(r.last_login),
    booking: r.booking,
    brandId: r.brand_id,
    brandName: r.brand_name,
    userIsOwner: r.company_owner,
    companyOwner: r.owner_name,
    accessCompany: r.access_company,
    shoppingRights: r.shopping_rights,
    papercut: r.papercut,
    welcomrState: r.welcomr_active === true,
    welcomrId: r.welcomr_id,
    slackInviteSent: r.slack_invite ?? 0,
    access: r.access,
  };
}

/**
 * The page's rows with everything the tables show. The page is cut first (keyset or offset over
 * the sort's index), then only its 25 rows are joined to their company, owner, brand, outside
 * accounts and running contract.
 */
function pageStatement(
  where: SQL,
  sort: KeysetSort,
  cursor: SQL | undefined,
  window: { limit: number; offset: number },
  total: SQL = sql`null::int`,
): SQL {
  const order = sql.join(keysetOrder(sort), sql`, `);
  const conditions = cursor ? sql`${where} and ${cursor}` : where;
  return sql`
    with page as (
      select ${users.id} as id from ${users} where ${conditions} order by ${order} limit ${window.limit} offset ${window.offset}
    )
    select ${total} as capped_total, ${u.id} as id, ${u.createdAt} as created_at, ${u.firstName} as first_name,
      ${u.lastName} as last_name, ${u.companyId} as company_id, ${c.name} as company_name,
      ${cat.id} as category_id, ${cat.name} as category_name, ${cat.color} as category_color,
      ${u.mobile} as mobile, ${u.mobileCountry} as mobile_country, ${u.email} as email, ${u.roles} as roles,
      ${u.accountType} as account_type, ${u.enabled} as enabled, ${u.lastLogin} as last_login,
      ${u.brandId} as brand_id, ${b.name} as brand_name, ${u.companyOwner} as company_owner, o.owner_name,
      ${u.accessCompany} as access_company, ${u.shoppingRights} as shopping_rights,
      ${mi.papercut} as papercut, ${mi.welcomrActive} as welcomr_active, ${mi.welcomrId} as welcomr_id,
      ${mi.slackInvite} as slack_invite, ${u.access} as access, ${u.lastName} as last_name_sort,
      exists (
        select 1 from ${contracts} ${k}
        where (${k.tenantId} = ${u.id} or ${k.landlordId} = ${u.id}) and ${k.state} between 3 and 5 and ${k.deletedAt} is null
      ) as booking
    from page
    join ${users} ${u} on ${u.id} = page.id
    left join ${companies} ${c} on ${c.id} = ${u.companyId}
    left join ${companyCategories} ${cat} on ${cat.id} = ${c.categoryId}
    left join ${brands} ${b} on ${b.id} = ${u.brandId}
    left join ${memberIntegrations} ${mi} on ${mi.userId} = ${u.id}
    left join lateral (
      select ${ow.firstName} || ' ' || ${ow.lastName} as owner_name from ${users} ${ow}
      where ${ow.companyId} = ${u.companyId} and ${ow.companyOwner} and ${ow.deletedAt} is null order by ${ow.id} limit 1
    ) o on ${u.companyId} is not null
    order by ${sql.join(keysetOrder(joinedSort(sort)), sql`, `)}`;
}

/** The outer ORDER BY repeats the page's on the joined rows (alias u). */
function joinedSort(sort: KeysetSort): KeysetSort {
  const column = sort.column === users.createdAt ? u.createdAt : sort.column === users.lastName ? u.lastName : u.id;
  return { column, id: u.id, desc: sort.desc };
}

export function memberSort(query: MemberQuery): KeysetSort {
  return { column: SORT_COLUMNS[query.sortBy], id: users.id, desc: query.sortDesc };
}

/** GET /users: one page of the user tables (members-bookings-feed §2.2, §2.3), keyset-paged. */
export async function listMembers(db: Executor, viewer: SessionUser, query: MemberQuery): Promise<MemberList> {
  const where = memberFilters(viewer, query);
  const sort = memberSort(query);
  const window = pageWindow(query);
  const cursor = afterCursor(sort, query.after);
  const counted = sql`from ${users} where ${where}`;
  let rows: MemberPageRow[];
  let count: { total: number; totalCapped: boolean };
  if (query.search) {
    // The count (through the indexes) tells how rare the term is, and so which shape reads the page fastest.
    count = await cappedTotal(db, counted);
    rows = await queryRows<MemberPageRow>(
      db,
      pageStatement(count.total <= FEW_MATCHES ? memberFilters(viewer, query, 'matches') : where, sort, cursor, window),
    );
  } else {
    rows = await queryRows<MemberPageRow>(db, pageStatement(where, sort, cursor, window, cappedCount(counted)));
    // Past the last page no row carries the total: it is then counted on its own.
    count = rows[0] ? cappedTotalOf(rows[0].capped_total ?? 0) : await cappedTotal(db, counted);
  }
  const { items, next } = pageOf(rows, query.itemsPerPage, (r) => {
    if (sort.column === users.createdAt) return [new Date(r.created_at), r.id];
    if (sort.column === users.lastName) return [r.last_name_sort, r.id];
    return [r.id, r.id];
  });
  return { items: items.map(toRow), total: count.total, totalCapped: count.totalCapped, next };
}
