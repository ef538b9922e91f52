import { crmProspectUrl, ONGOING_CONTRACT_STATES } from '@hubgrade/domain/companies/rules';
import type { Company, CompanyList, CompanyListQuery, CompanyRow } from '@hubgrade/domain/companies/schemas';
import { and, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { companies, companyCategories, contracts, sites, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, keysetOrder, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** A company with what its table row and sheet show, as the details statement returns it. */
interface CompanyDetailRow {
  id: number;
  name: string;
  address: string | null;
  zipcode: string | null;
  city: string | null;
  siret: string | null;
  site_id: number | null;
  site_name: string | null;
  slack_channel_name: string | null;
  brand_id: number | null;
  created_at: Date | string;
  category_id: number | null;
  category_name: string | null;
  category_color: string | null;
  users_number: number;
  owner_id: number | null;
  owner_name: string | null;
  owner_prospect: string | null;
  platform_id: number | null;
  platform_state: number | null;
  coworking_id: number | null;
  coworking_state: number | null;
}

export const ONGOING_STATES = sql.join(
  ONGOING_CONTRACT_STATES.map((state) => sql`${state}`),
  sql`, `,
);

/** A running contract of one kind of the company: the newest, for the "Contrat en cours" column. */
const ongoing = (kind: 'platform' | 'coworking') => sql`(
  select ${contracts.id} as id, ${contracts.state} as state from ${contracts}
  where ${contracts.tenantCompanyId} = ${companies.id} and ${contracts.kind} = ${kind} and ${contracts.state} in (${ONGOING_STATES})
    and ${contracts.deletedAt} is null
  order by ${contracts.id} desc limit 1
)`;

/**
 * The company rows that `where` selects (on the unaliased `companies`), with what their table row
 * and sheet show: site, category, head count, owner, running contracts.
 */
async function companyDetails(db: Executor, where: SQL): Promise<CompanyDetailRow[]> {
  return queryRows<CompanyDetailRow>(
    db,
    sql`select ${companies.id} as id, ${companies.name} as name, ${companies.address} as address, ${companies.zipcode} as zipcode,
        ${companies.city} as city, ${companies.siret} as siret, ${companies.siteId} as site_id, ${sites.name} as site_name,
        ${companies.slackChannelName} as slack_channel_name, ${companies.brandId} as brand_id, ${companies.createdAt} as created_at,
        ${companyCategories.id} as category_id, ${companyCategories.name} as category_name, ${companyCategories.color} as category_color,
        (select count(*)::int from ${users} where ${users.companyId} = ${companies.id} and ${users.deletedAt} is null) as users_number,
        o.id as owner_id, o.first_name || ' ' || o.last_name as owner_name, o.crm_prospect_id as owner_prospect,
        p.id as platform_id, p.state as platform_state, w.id as coworking_id, w.state as coworking_state
      from ${companies}
      left join ${sites} on ${sites.id} = ${companies.siteId}
      left join ${companyCategories} on ${companyCategories.id} = ${companies.categoryId}
      left join lateral (
        select ${users.id} as id, ${users.firstName} as first_name, ${users.lastName} as last_name, ${users.crmProspectId} as crm_prospect_id
        from ${users}
        where ${users.companyId} = ${companies.id} and ${users.companyOwner} and ${users.deletedAt} is null order by ${users.id} limit 1
      ) o on true
      left join lateral ${ongoing('platform')} p on true
      left join lateral ${ongoing('coworking')} w on true
      where ${where}`,
  );
}

function toRow(r: CompanyDetailRow, crmUrl: string | null): CompanyRow {
  return {
    id: r.id,
    companyName: r.name,
    companyAddress: r.address,
    companyZipcode: r.zipcode,
    companyCity: r.city,
    companyCategoryId:
      r.category_id !== null ? { id: r.category_id, name: r.category_name ?? '', color: r.category_color ?? '#9E9E9E' } : null,
    espaceId: r.site_id,
    espaceName: r.site_name,
    usersNumber: Number(r.users_number),
    ownerFullName: r.owner_name,
    ongoingBooking: r.platform_id !== null ? { id: r.platform_id, state: Number(r.platform_state) } : null,
    ongoingBookingOs: r.coworking_id !== null ? { id: r.coworking_id, state: Number(r.coworking_state) } : null,
    slackChannelName: r.slack_channel_name,
    crmProspectId: r.owner_prospect,
    crmProspectUrl: crmProspectUrl(crmUrl, r.owner_prospect),
    brandId: r.brand_id,
  };
}

/** The companies the viewer may see: their brand's (every brand's on the main platform), not deleted. */
export function visibleCompanies(viewer: SessionUser): SQL {
  return and(brandScope(companies.brandId, viewer), isNull(companies.deletedAt)) as SQL;
}

export async function findCompany(db: Executor, viewer: SessionUser, id: number, crmUrl: string | null = null): Promise<Company> {
  const [row] = await companyDetails(db, and(eq(companies.id, id), visibleCompanies(viewer)) as SQL);
  if (!row) throw notFound();
  return {
    ...toRow(row, crmUrl),
    siret: row.siret,
    ownerId: row.owner_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A company of the page and the value it is sorted on, the cursor of the next page. */
interface CompanyPageRow {
  id: number;
  sort_value: string | number;
}

const SORTS: Record<CompanyListQuery['sortBy'], SQL | typeof companies.id> = {
  id: companies.id,
  name: sql`${companies.name}`,
  city: sql`coalesce(${companies.city}, '')`,
};

/**
 * GET /companies: a page of the viewer's companies. The page's ids come first through the index of
 * the sort (keyset after the first page), then the details of those 25 only.
 */
export async function listCompanies(
  db: Executor,
  viewer: SessionUser,
  query: CompanyListQuery,
  crmUrl: string | null,
): Promise<CompanyList> {
  const filters: SQL[] = [visibleCompanies(viewer)];
  if (query.categoryId !== undefined) filters.push(eq(companies.categoryId, query.categoryId));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(or(ilike(companies.name, pattern), ilike(companies.city, pattern)) as SQL);
  }
  const where = and(...filters) as SQL;
  const sort: KeysetSort = { column: SORTS[query.sortBy], id: companies.id, desc: query.sortDesc };
  const after = afterCursor(sort, query.after);
  const window = pageWindow(query);
  const [ids, count] = await Promise.all([
    queryRows<CompanyPageRow>(
      db,
      sql`select ${companies.id} as id, ${sort.column} as sort_value from ${companies}
        where ${after ? and(where, after) : where}
        order by ${sql.join(keysetOrder(sort), sql`, `)} limit ${window.limit} offset ${window.offset}`,
    ),
    cappedTotal(db, sql`from ${companies} where ${where}`),
  ]);
  const { items: page, next } = pageOf(ids, query.itemsPerPage, (r) => [r.sort_value, r.id]);
  if (page.length === 0) return { items: [], ...count, next };
  const details = await companyDetails(
    db,
    sql`${companies.id} in (${sql.join(
      page.map((r) => sql`${r.id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(details.map((d) => [d.id, d]));
  const items = page.flatMap((r) => {
    const detail = byId.get(r.id);
    return detail ? [toRow(detail, crmUrl)] : [];
  });
  return { items, ...count, next };
}
