import { isAdmin } from '@hubgrade/domain/auth/roles';
import { crmProspectUrl } from '@hubgrade/domain/companies/rules';
import type { Member, MemberOverview, UserBrand } from '@hubgrade/domain/members/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.ts';
import { ads, brands, companies, contracts, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

export async function findMember(db: Executor, viewer: SessionUser, id: number): Promise<Member> {
  const [row] = await db
    .select({ user: users, companyName: companies.name, brandName: brands.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(brands, eq(brands.id, users.brandId))
    .where(and(eq(users.id, id), isNull(users.deletedAt), brandScope(users.brandId, viewer)))
    .limit(1);
  if (!row) throw notFound();
  const u = row.user;
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    mobile: u.mobile,
    mobileCC: u.mobileCountry,
    roles: u.roles as Member['roles'],
    accountType: u.accountType as 1 | 2,
    enabled: u.enabled,
    lastLogin: u.lastLogin?.toISOString() ?? null,
    userInscriptionDate: u.createdAt.toISOString(),
    companyOwner: u.companyOwner,
    access: u.access,
    companyId: u.companyId,
    parentCompanyName: row.companyName,
    brandId: u.brandId,
    brandName: row.brandName,
    accessCompany: u.accessCompany,
    shoppingRights: u.shoppingRights,
    userSellsyProspectId: u.crmProspectId,
  };
}

/**
 * The brands whose back-office a user belongs to (spec shell §7: the shell sends a non-admin
 * to their own brand's host). Anyone may ask about themselves; administrators may ask about
 * the users of their brand scope; any other user id is not theirs to know about (404).
 */
export async function findUserBrands(db: Executor, viewer: SessionUser, id: number): Promise<UserBrand[]> {
  if (viewer.id !== id && !isAdmin(viewer.roles)) throw notFound();
  const [row] = await db
    .select({ brand: { id: brands.id, name: brands.name, urlBack: brands.urlBack } })
    .from(users)
    .leftJoin(brands, eq(brands.id, users.brandId))
    .where(and(eq(users.id, id), isNull(users.deletedAt), brandScope(users.brandId, viewer)))
    .limit(1);
  if (!row) throw notFound();
  return row.brand?.id ? [row.brand] : [];
}

/** A tenant's running contract, its landlord and the landlord's company. */
const k = alias(contracts, 'k');
const l = alias(users, 'l');
const lc = alias(companies, 'lc');

interface MemberCountsRow {
  account_type: 1 | 2;
  crm_prospect_id: string | null;
  ads_offline: number;
  ads_online: number;
  ads_available: number;
  ads_total: number;
  contracts_ongoing: number;
  contracts_done: number;
  contracts_total: number;
}

interface CurrentContractRow {
  id: number;
  start_date: string;
  contract_type: number;
  kind: 'platform' | 'coworking';
  renter_id: number | null;
  renter_first_name: string | null;
  renter_last_name: string | null;
  renter_company: string | null;
  renter_email: string | null;
  renter_mobile: string | null;
}

/**
 * The expandable row of the global table (members-bookings-feed §2.2): a landlord's ad and
 * contract counts, a tenant's running contract and its landlord, the CRM prospect. Loaded when a
 * row opens, so the list itself stays one cheap page query.
 */
export async function findMemberOverview(db: Executor, viewer: SessionUser, id: number, crmUrl: string | null): Promise<MemberOverview> {
  const [row] = await queryRows<MemberCountsRow>(
    db,
    sql`select ${users.accountType} as account_type, ${users.crmProspectId} as crm_prospect_id,
          a.offline::int as ads_offline, a.online::int as ads_online, a.available::int as ads_available, a.total::int as ads_total,
          k.ongoing::int as contracts_ongoing, k.done::int as contracts_done, k.total::int as contracts_total
        from ${users}
        cross join lateral (
          select count(*) filter (where ${ads.state} < 7) as offline, count(*) filter (where ${ads.state} >= 7) as online,
            count(*) filter (where ${ads.state} >= 7 and ${ads.bookingState} < 4 and ${ads.availabilityStart} <= current_date) as available,
            count(*) as total
          from ${ads} where ${ads.userId} = ${users.id} and ${ads.deletedAt} is null
        ) a
        cross join lateral (
          select count(*) filter (where ${contracts.state} between 3 and 5) as ongoing,
            count(*) filter (where ${contracts.state} = 6) as done, count(*) as total
          from ${contracts}
          where (${contracts.landlordId} = ${users.id} or ${contracts.tenantId} = ${users.id}) and ${contracts.deletedAt} is null
        ) k
        where ${users.id} = ${id} and ${users.deletedAt} is null and ${brandScope(users.brandId, viewer)}`,
  );
  if (!row) throw notFound();
  // The running contract a tenant holds, the platform's first (its landlord is the renter).
  const [current] =
    row.account_type === 2
      ? await queryRows<CurrentContractRow>(
          db,
          sql`select ${k.id} as id, ${k.startDate}::text as start_date, ${k.contractType} as contract_type, ${k.kind} as kind,
                ${l.id} as renter_id, ${l.firstName} as renter_first_name, ${l.lastName} as renter_last_name,
                ${lc.name} as renter_company, ${l.email} as renter_email, ${l.mobile} as renter_mobile
              from ${contracts} ${k}
              left join ${users} ${l} on ${l.id} = ${k.landlordId}
              left join ${companies} ${lc} on ${lc.id} = ${l.companyId}
              where ${k.tenantId} = ${id} and ${k.state} between 3 and 5 and ${k.deletedAt} is null
              order by (${k.kind} = 'platform') desc, ${k.startDate} desc, ${k.id} desc limit 1`,
        )
      : [];
  return {
    userId: id,
    userAccountType: row.account_type,
    ads: { offline: row.ads_offline, online: row.ads_online, available: row.ads_available, total: row.ads_total },
    contracts: { ongoing: row.contracts_ongoing, done: row.contracts_done, total: row.contracts_total },
    currentContract: current
      ? { id: current.id, startDate: current.start_date, contractType: current.contract_type, kind: current.kind }
      : null,
    renter:
      current && current.renter_id !== null
        ? {
            id: current.renter_id,
            firstName: current.renter_first_name ?? '',
            lastName: current.renter_last_name ?? '',
            company: current.renter_company,
            email: current.renter_email ?? '',
            mobile: current.renter_mobile,
          }
        : null,
    userSellsyProspectId: row.crm_prospect_id,
    prospectUrl: crmProspectUrl(crmUrl, row.crm_prospect_id),
  };
}
