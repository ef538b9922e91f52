import type {
  CommissionChange,
  CommissionChangeQuery,
  CommissionQuery,
  CommissionRates,
  LandlordCommission,
} from '@hubgrade/domain/statements/commission-schemas';
import { COMMISSION_LABELS as L } from '@hubgrade/domain/statements/labels';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Db, type Executor, queryRows } from '../../db/client.ts';
import { commissionRateChanges, landlordCommissionRates, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { brandCommissionOf, targetBrand } from './generation.ts';

/** The rows of one brand (null: the main platform) by an indexable equality. */
const ofBrand = (column: PgColumn, brandId: number | null): SQL =>
  brandId === null ? sql`${column} is null` : sql`${column} = ${brandId}`;

/** A landlord (account type 1, not removed) of the viewer's scope; anyone else is a 404. */
export async function scopedLandlord(db: Executor, viewer: SessionUser, landlordId: number) {
  const [landlord] = await db
    .select({ id: users.id, brandId: users.brandId })
    .from(users)
    .where(and(eq(users.id, landlordId), eq(users.accountType, 1), isNull(users.deletedAt), brandScope(users.brandId, viewer)));
  if (!landlord) throw notFound(L.refusals.landlordNotFound);
  return landlord;
}

interface LandlordRateRow {
  landlord_id: number;
  landlord_name: string;
  email: string;
  rate: number;
  updated_at: string | Date;
}

/** GET /commissions: the brand's rate and VAT, and its landlords with a rate of their own, by name. */
export async function commissionRates(db: Db, viewer: SessionUser, query: CommissionQuery): Promise<CommissionRates> {
  const brandId = await targetBrand(db, viewer, query.brand);
  const { rate, vatRate } = await brandCommissionOf(db, brandId);
  const rows = await queryRows<LandlordRateRow>(
    db,
    sql`select ${landlordCommissionRates.landlordId} as landlord_id, ${users.firstName} || ' ' || ${users.lastName} as landlord_name,
          ${users.email} as email, ${landlordCommissionRates.rate} as rate, ${landlordCommissionRates.updatedAt} as updated_at
        from ${landlordCommissionRates} join ${users} on ${users.id} = ${landlordCommissionRates.landlordId}
        where ${ofBrand(landlordCommissionRates.brandId, brandId)}
        order by ${users.lastName}, ${users.firstName}, ${users.id}`,
  );
  return {
    brand: brandId,
    rate,
    vatRate,
    landlords: rows.map((r) => ({
      landlordId: r.landlord_id,
      landlordName: r.landlord_name,
      email: r.email,
      rate: Number(r.rate),
      updatedAt: new Date(r.updated_at).toISOString(),
    })),
  };
}

/** GET /commissions/landlords/{landlordId}: their own rate (or none) and their brand's. */
export async function landlordCommission(db: Executor, viewer: SessionUser, landlordId: number): Promise<LandlordCommission> {
  const landlord = await scopedLandlord(db, viewer, landlordId);
  const [own] = await db
    .select({ rate: landlordCommissionRates.rate })
    .from(landlordCommissionRates)
    .where(eq(landlordCommissionRates.landlordId, landlord.id));
  const brand = await brandCommissionOf(db, landlord.brandId);
  return { landlordId: landlord.id, brand: landlord.brandId, rate: own?.rate ?? null, brandRate: brand.rate, vatRate: brand.vatRate };
}

interface ChangeRow {
  id: number;
  landlord_id: number | null;
  landlord_name: string | null;
  rate_before: number | null;
  rate_after: number | null;
  user_email: string | null;
  changed_at: string | Date;
}

/** GET /commissions/history: the brand's changes of rates, newest first, 20 a page. */
export async function commissionChanges(
  db: Db,
  viewer: SessionUser,
  query: CommissionChangeQuery,
): Promise<{ items: CommissionChange[]; total: number }> {
  const brandId = await targetBrand(db, viewer, query.brand);
  const where = ofBrand(commissionRateChanges.brandId, brandId);
  const direction = query.sortDesc ? sql`desc` : sql`asc`;
  const rows = await queryRows<ChangeRow>(
    db,
    sql`select ${commissionRateChanges.id} as id, ${commissionRateChanges.landlordId} as landlord_id,
          ${users.firstName} || ' ' || ${users.lastName} as landlord_name, ${commissionRateChanges.rateBefore} as rate_before,
          ${commissionRateChanges.rateAfter} as rate_after, ${commissionRateChanges.userEmail} as user_email,
          ${commissionRateChanges.changedAt} as changed_at
        from ${commissionRateChanges} left join ${users} on ${users.id} = ${commissionRateChanges.landlordId}
        where ${where} order by ${commissionRateChanges.id} ${direction}
        limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${commissionRateChanges} where ${where}`);
  return {
    items: rows.map((r) => ({
      id: r.id,
      landlordId: r.landlord_id,
      landlordName: r.landlord_name,
      rateBefore: r.rate_before === null ? null : Number(r.rate_before),
      rateAfter: r.rate_after === null ? null : Number(r.rate_after),
      userEmail: r.user_email,
      changedAt: new Date(r.changed_at).toISOString(),
    })),
    total: Number(count?.n ?? 0),
  };
}
