import { SETTINGS_LABELS as L } from '@hubgrade/domain/settings/labels';
import type { Settings, SettingsBody } from '@hubgrade/domain/settings/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brandSettings, invoiceSellers, sites } from '../../db/schema/index.ts';
import { reachableBrand } from '../../lib/brand-key.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findSettings, storedSettings, valuesOf } from './queries.ts';

/**
 * PUT /settings/{brandId}: the values, and the seller's identity when one is sent, in one
 * transaction with their history entry.
 */
export async function saveSettings(
  db: Db,
  actor: SessionUser,
  brandKey: number,
  body: SettingsBody,
  defaultMailFrom: string,
): Promise<Settings> {
  await db.transaction(async (tx) => {
    const brandId = await reachableBrand(tx, actor, brandKey);
    if (body.defaultSiteId !== null) {
      const [site] = await tx
        .select({ id: sites.id })
        .from(sites)
        .where(and(eq(sites.id, body.defaultSiteId), ofBrand(sites.brandId, brandId)));
      if (!site) throw badRequest(L.refusals.unknownSite, { defaultSiteId: [L.refusals.unknownSite] });
    }
    const before = await storedSettings(tx, brandKey);
    const { seller, ...values } = body;
    const stamp = { updatedAt: new Date(), updatedBy: actor.id };
    const [row] = await tx
      .insert(brandSettings)
      .values({ brandKey, brandId, ...values, ...stamp })
      .onConflictDoUpdate({ target: brandSettings.brandKey, set: { ...values, ...stamp } })
      .returning({ id: brandSettings.id });
    if (seller) {
      await tx
        .insert(invoiceSellers)
        .values({ brandKey, ...seller, ...stamp })
        .onConflictDoUpdate({ target: invoiceSellers.brandKey, set: { ...seller, ...stamp } });
    }
    await recordHistory(tx, {
      entity: 'settings',
      entityId: row?.id ?? 0,
      brandId,
      actor,
      oldData: before.row ? { ...valuesOf(before.row), seller: before.seller } : null,
      newData: { ...values, seller: seller ?? before.seller },
    });
  });
  return findSettings(db, actor, brandKey, defaultMailFrom);
}
