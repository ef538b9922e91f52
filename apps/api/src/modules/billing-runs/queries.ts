import type { BillableContract, BillingPeriod } from '@hubgrade/domain/billing/contract-billing';
import { INVOICE_TYPE_DEPOSIT } from '@hubgrade/domain/billing/rules';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import {
  ads,
  billingRuns,
  contractBillings,
  contracts,
  coworkingSpaces,
  invoices,
  keyAssignments,
  keyTariffs,
  sites,
  users,
} from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';

/** Running contracts (states 4, 5) of a brand that overlap the month. */
function billable(brandId: number | null, period: BillingPeriod): SQL {
  return sql`${ofBrand(contracts.brandId, brandId)}
    and ${contracts.state} in (4, 5) and ${contracts.deletedAt} is null
    and ${contracts.startDate} <= ${period.to}
    and (${contracts.endDate} is null or ${contracts.endDate} >= ${period.from})`;
}

/** How many contracts the month has to bill, billed or not yet. */
export async function countBillable(db: Executor, brandId: number | null, period: BillingPeriod): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${contracts} where ${billable(brandId, period)}`,
  );
  return row?.count ?? 0;
}

/** How many of the month's contracts not billed yet still have their security deposit to invoice. */
export async function countDepositsDue(db: Executor, brandId: number | null, month: string, period: BillingPeriod): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${contracts}
        where ${billable(brandId, period)} and ${contracts.depositCents} > 0
          and not exists (select 1 from ${contractBillings} where ${contractBillings.contractId} = ${contracts.id} and ${contractBillings.month} = ${month})
          and not exists (select 1 from ${invoices} where ${invoices.contractId} = ${contracts.id} and ${invoices.type} = ${INVOICE_TYPE_DEPOSIT})`,
  );
  return row?.count ?? 0;
}

export interface BillableContractRow {
  id: number;
  brandId: number | null;
  tenantId: number;
  tenantCompanyId: number | null;
  landlordId: number | null;
  type: 1 | 2;
  contract: BillableContract;
  /** The security deposit still to invoice: 0 when the contract asks none or it was invoiced already. */
  depositCents: number;
}

interface ContractRow {
  id: number;
  brand_id: number | null;
  tenant_id: number;
  tenant_company_id: number | null;
  landlord_id: number | null;
  off_platform: boolean;
  start_date: string;
  end_date: string | null;
  rent_cents: number;
  discount_cents: number;
  vat_rate: number;
  space_label: string;
  site_id: number | null;
  deposit_due_cents: number;
}

interface KeyRow {
  user_id: number;
  site_id: number;
  label: string;
  price_cents: number;
  assigned_on: string;
  returned_on: string | null;
}

/**
 * The next contracts of the month not billed yet, by id, with the keys their tenant held on the
 * contract's site during the month (a coworking contract's badges; a platform office has none).
 */
export async function nextBillable(
  db: Executor,
  brandId: number | null,
  month: string,
  period: BillingPeriod,
  afterId: number,
  limit: number,
): Promise<BillableContractRow[]> {
  const rows = await queryRows<ContractRow>(
    db,
    sql`select ${contracts.id} as id, ${contracts.brandId} as brand_id, ${contracts.tenantId} as tenant_id,
          ${contracts.tenantCompanyId} as tenant_company_id, ${contracts.landlordId} as landlord_id,
          ${contracts.offPlatform} as off_platform, ${contracts.startDate} as start_date, ${contracts.endDate} as end_date,
          ${contracts.rentCents} as rent_cents, ${contracts.discountCents} as discount_cents, ${contracts.vatRate} as vat_rate,
          coalesce(${ads.title}, ${coworkingSpaces.name} || ' — ' || ${sites.name}, 'Contrat n° ' || ${contracts.id}) as space_label,
          ${coworkingSpaces.siteId} as site_id,
          case when exists (select 1 from ${invoices} where ${invoices.contractId} = ${contracts.id} and ${invoices.type} = ${INVOICE_TYPE_DEPOSIT})
            then 0 else ${contracts.depositCents} end as deposit_due_cents
        from ${contracts}
        left join ${ads} on ${ads.id} = ${contracts.adId}
        left join ${coworkingSpaces} on ${coworkingSpaces.id} = ${contracts.coworkingSpaceId}
        left join ${sites} on ${sites.id} = ${coworkingSpaces.siteId}
        where ${billable(brandId, period)} and ${contracts.id} > ${afterId}
          and not exists (select 1 from ${contractBillings} where ${contractBillings.contractId} = ${contracts.id} and ${contractBillings.month} = ${month})
        order by ${contracts.id}
        limit ${limit}`,
  );
  const tenants = [...new Set(rows.filter((r) => r.site_id !== null).map((r) => r.tenant_id))];
  const keys =
    tenants.length === 0
      ? []
      : await queryRows<KeyRow>(
          db,
          sql`select ${keyAssignments.userId} as user_id, ${keyTariffs.siteId} as site_id, ${keyAssignments.label} as label,
                ${keyTariffs.priceCents} as price_cents, ${keyAssignments.assignedOn} as assigned_on, ${keyAssignments.returnedOn} as returned_on
              from ${keyAssignments} join ${keyTariffs} on ${keyTariffs.id} = ${keyAssignments.tariffId}
              where ${keyAssignments.userId} in ${tenants}
                and ${keyAssignments.assignedOn} <= ${period.to}
                and (${keyAssignments.returnedOn} is null or ${keyAssignments.returnedOn} >= ${period.from})
              order by ${keyAssignments.id}`,
        );
  return rows.map((r) => ({
    id: r.id,
    brandId: r.brand_id,
    tenantId: r.tenant_id,
    tenantCompanyId: r.tenant_company_id,
    landlordId: r.landlord_id,
    type: r.off_platform ? 2 : 1,
    depositCents: r.deposit_due_cents,
    contract: {
      spaceLabel: r.space_label,
      startDate: r.start_date,
      endDate: r.end_date,
      rentCents: r.rent_cents,
      discountCents: r.discount_cents,
      vatRate: r.vat_rate,
      keys: keys
        .filter((k) => k.user_id === r.tenant_id && k.site_id === r.site_id)
        .map((k) => ({ label: k.label, priceCents: k.price_cents, assignedOn: k.assigned_on, returnedOn: k.returned_on })),
    },
  }));
}

export interface BillingRunRow {
  id: number;
  brand_id: number | null;
  month: string;
  state: 'running' | 'done' | 'failed';
  total: number;
  issued: number;
  skipped: number;
  /** A bigint: the driver may give it as a string. */
  amount_ttc_cents: number | string;
  started_at: Date;
  finished_at: Date | null;
  started_by: string | null;
  error: string | null;
}

/** Runs with who started them; `where` applies the brand scope. */
export function runsQuery(where: SQL, limit: number): SQL {
  return sql`select ${billingRuns.id} as id, ${billingRuns.brandId} as brand_id, ${billingRuns.month} as month, ${billingRuns.state} as state,
      ${billingRuns.total} as total, ${billingRuns.issued} as issued, ${billingRuns.skipped} as skipped,
      ${billingRuns.amountTtcCents} as amount_ttc_cents, ${billingRuns.startedAt} as started_at, ${billingRuns.finishedAt} as finished_at,
      ${users.firstName} || ' ' || ${users.lastName} as started_by, ${billingRuns.error} as error
    from ${billingRuns} left join ${users} on ${users.id} = ${billingRuns.startedBy}
    where ${where}
    order by ${billingRuns.id} desc
    limit ${limit}`;
}
