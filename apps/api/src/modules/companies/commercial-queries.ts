import type {
  CommercialContract,
  CommercialContractList,
  CommercialContractsQuery,
  CommercialList,
  CommercialListQuery,
} from '@hubgrade/domain/companies/sales-staff-schemas';
import { and, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { brands, companies, contracts, invoices, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { ONGOING_STATES } from './queries.ts';

/** Cancelled invoices (state 3) were never owed. */
const CANCELLED_INVOICE = 3;
const PAID_INVOICE = 2;

/** The salespeople the viewer may see: ROLE_COMMERCIAL accounts of their brand (every brand's on the main platform). */
export function visibleCommercials(viewer: SessionUser): SQL {
  return and(sql`${users.roles} @> '{ROLE_COMMERCIAL}'::text[]`, isNull(users.deletedAt), brandScope(users.brandId, viewer)) as SQL;
}

interface CountRow {
  n: number;
}

const ORDER: Record<CommercialListQuery['sortBy'], string> = {
  id: 'id',
  lastName: 'last_name',
  contractsCount: 'contracts_count',
  invoicedCents: 'invoiced_cents',
};

/** A salesperson with the figures of their contracts, as the list statement returns it. */
interface CommercialFiguresRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string | null;
  brand_id: number | null;
  brand_name: string | null;
  contracts_count: number;
  ongoing_count: number;
  monthly_rent_cents: string | number;
  invoices_count: number;
  invoiced_cents: string | number;
  paid_cents: string | number;
}

/**
 * GET /commerciaux: the salespeople with the figures of the contracts they follow. There are a
 * handful per brand, so the figures are computed for all of them and sorted on.
 */
export async function listCommercials(db: Executor, viewer: SessionUser, query: CommercialListQuery): Promise<CommercialList> {
  const filters: SQL[] = [visibleCommercials(viewer)];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(ilike(sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}`, pattern));
  }
  const where = and(...filters) as SQL;
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const [rows, [total]] = await Promise.all([
    queryRows<CommercialFiguresRow>(
      db,
      sql`select * from (
        select ${users.id} as id, ${users.firstName} as first_name, ${users.lastName} as last_name, ${users.email} as email,
          ${users.mobile} as mobile, ${users.brandId} as brand_id, ${brands.name} as brand_name,
          k.contracts_count, k.ongoing_count, k.monthly_rent_cents, i.invoices_count, i.invoiced_cents, i.paid_cents
        from ${users}
        left join ${brands} on ${brands.id} = ${users.brandId}
        cross join lateral (
          select count(*)::int as contracts_count,
            (count(*) filter (where ${contracts.state} in (${ONGOING_STATES})))::int as ongoing_count,
            coalesce(sum(${contracts.rentCents} - ${contracts.discountCents}) filter (where ${contracts.state} in (${ONGOING_STATES})), 0)::bigint
              as monthly_rent_cents
          from ${contracts} where ${contracts.commercialId} = ${users.id} and ${contracts.deletedAt} is null
        ) k
        cross join lateral (
          select (count(*) filter (where ${invoices.state} <> ${CANCELLED_INVOICE}))::int as invoices_count,
            coalesce(sum(${invoices.ttcCents}) filter (where ${invoices.state} <> ${CANCELLED_INVOICE}), 0)::bigint as invoiced_cents,
            coalesce(sum(${invoices.ttcCents}) filter (where ${invoices.state} = ${PAID_INVOICE}), 0)::bigint as paid_cents
          from ${invoices} join ${contracts} on ${contracts.id} = ${invoices.contractId}
          where ${contracts.commercialId} = ${users.id} and ${contracts.deletedAt} is null
        ) i
        where ${where}
      ) staff
      order by ${sql.raw(ORDER[query.sortBy])} ${direction}, id ${direction}
      limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`,
    ),
    queryRows<CountRow>(db, sql`select count(*)::int as n from ${users} where ${where}`),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      mobile: r.mobile,
      brandId: r.brand_id,
      brandName: r.brand_name,
      contractsCount: Number(r.contracts_count),
      ongoingCount: Number(r.ongoing_count),
      monthlyRentCents: Number(r.monthly_rent_cents),
      invoicesCount: Number(r.invoices_count),
      invoicedCents: Number(r.invoiced_cents),
      paidCents: Number(r.paid_cents),
    })),
    total: Number(total?.n ?? 0),
  };
}

/** A contract followed by a salesperson, as the contracts statement returns it. */
interface CommercialContractRow {
  id: number;
  kind: 'platform' | 'coworking';
  state: number;
  start_date: string;
  end_date: string | null;
  rent_cents: number;
  tenant_id: number;
  tenant_name: string;
  company_id: number | null;
  company_name: string | null;
  commercial_id: number | null;
}

/** Dates come back as text from both engines when selected ::text. */
function toContract(r: CommercialContractRow): CommercialContract {
  return {
    id: r.id,
    kind: r.kind,
    state: Number(r.state),
    startDate: r.start_date,
    endDate: r.end_date,
    rentCents: Number(r.rent_cents),
    tenantId: r.tenant_id,
    tenantName: r.tenant_name,
    companyId: r.company_id,
    companyName: r.company_name,
    commercialId: r.commercial_id,
  };
}

const contractSelect = (where: SQL) => sql`
  select ${contracts.id} as id, ${contracts.kind} as kind, ${contracts.state} as state, ${contracts.startDate}::text as start_date,
    ${contracts.endDate}::text as end_date, ${contracts.rentCents} as rent_cents, ${contracts.tenantId} as tenant_id,
    ${users.firstName} || ' ' || ${users.lastName} as tenant_name, ${companies.id} as company_id, ${companies.name} as company_name,
    ${contracts.commercialId} as commercial_id
  from ${contracts}
  join ${users} on ${users.id} = ${contracts.tenantId}
  left join ${companies} on ${companies.id} = ${contracts.tenantCompanyId}
  where ${where}`;

/** A contract the viewer may see (their brand's, not deleted), for the assignment's answer. */
export async function findCommercialContract(db: Executor, viewer: SessionUser, id: number): Promise<CommercialContract> {
  const [row] = await queryRows<CommercialContractRow>(
    db,
    contractSelect(and(eq(contracts.id, id), isNull(contracts.deletedAt), brandScope(contracts.brandId, viewer)) as SQL),
  );
  if (!row) throw notFound();
  return toContract(row);
}

/** GET /commerciaux/{id}/contracts: the contracts a salesperson of the viewer's scope follows, newest first. */
export async function listCommercialContracts(
  db: Executor,
  viewer: SessionUser,
  commercialId: number,
  query: CommercialContractsQuery,
): Promise<CommercialContractList> {
  const [commercial] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, commercialId), visibleCommercials(viewer)));
  if (!commercial) throw notFound();
  const where = and(eq(contracts.commercialId, commercialId), isNull(contracts.deletedAt), brandScope(contracts.brandId, viewer)) as SQL;
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const [rows, [total]] = await Promise.all([
    queryRows<CommercialContractRow>(
      db,
      sql`${contractSelect(where)} order by ${contracts.id} ${direction}
        limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`,
    ),
    queryRows<CountRow>(db, sql`select count(*)::int as n from ${contracts} where ${where}`),
  ]);
  return { items: rows.map(toContract), total: Number(total?.n ?? 0) };
}
