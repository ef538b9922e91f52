import type {
  BrandCommissionBody,
  CommissionRates,
  LandlordCommission,
  LandlordCommissionBody,
} from '@hubgrade/domain/statements/commission-schemas';
import { DEFAULT_COMMISSION_VAT_RATE } from '@hubgrade/domain/statements/rules';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { commissionRateChanges, landlordCommissionRates, statementCommissionRates } from '../../db/schema/index.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { commissionRates, landlordCommission, scopedLandlord } from './commission-queries.ts';
import { brandCommissionOf, targetBrand } from './generation.ts';

function recordChange(
  tx: Tx,
  viewer: SessionUser,
  change: { brandId: number | null; landlordId: number | null; rateBefore: number | null; rateAfter: number | null },
) {
  return tx.insert(commissionRateChanges).values({ ...change, userId: viewer.id, userEmail: viewer.email });
}

/**
 * PUT /commissions: the brand's rate (its VAT kept), which its landlords without their own take
 * from the next statements on; the change goes into the history in the same transaction.
 */
export async function saveBrandCommission(
  db: Db,
  viewer: SessionUser,
  body: BrandCommissionBody,
  now = new Date(),
): Promise<CommissionRates> {
  const brandId = await targetBrand(db, viewer, body.brand);
  const brandKey = brandId ?? 0;
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(statementCommissionRates)
      .where(eq(statementCommissionRates.brandKey, brandKey))
      .for('update');
    const before = existing ?? (await brandCommissionOf(tx, brandId));
    if (before.rate === body.rate) return;
    await tx
      .insert(statementCommissionRates)
      .values({ brandKey, rate: body.rate, vatRate: existing?.vatRate ?? DEFAULT_COMMISSION_VAT_RATE, updatedAt: now })
      .onConflictDoUpdate({ target: statementCommissionRates.brandKey, set: { rate: body.rate, updatedAt: now } });
    await recordChange(tx, viewer, { brandId, landlordId: null, rateBefore: before.rate, rateAfter: body.rate });
  });
  return commissionRates(db, viewer, { brand: brandId ?? undefined });
}

/** PUT /commissions/landlords/{landlordId}: the landlord's own rate, or none (null): the brand's again. */
export async function saveLandlordCommission(
  db: Db,
  viewer: SessionUser,
  landlordId: number,
  body: LandlordCommissionBody,
  now = new Date(),
): Promise<LandlordCommission> {
  await db.transaction(async (tx) => {
    const landlord = await scopedLandlord(tx, viewer, landlordId);
    const [existing] = await tx
      .select({ rate: landlordCommissionRates.rate })
      .from(landlordCommissionRates)
      .where(eq(landlordCommissionRates.landlordId, landlord.id))
      .for('update');
    const before = existing?.rate ?? null;
    if (before === body.rate) return;
    if (body.rate === null) {
      await tx.delete(landlordCommissionRates).where(eq(landlordCommissionRates.landlordId, landlord.id));
    } else {
      const values = { brandId: landlord.brandId, rate: body.rate, updatedAt: now };
      await tx
        .insert(landlordCommissionRates)
        .values({ landlordId: landlord.id, ...values })
        .onConflictDoUpdate({ target: landlordCommissionRates.landlordId, set: values });
    }
    await recordChange(tx, viewer, { brandId: landlord.brandId, landlordId: landlord.id, rateBefore: before, rateAfter: body.rate });
  });
  return landlordCommission(db, viewer, landlordId);
}
