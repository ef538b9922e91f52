import { AD_LABELS } from '@hubgrade/domain/ads/labels';
import { adSlug } from '@hubgrade/domain/ads/rules';
import { type AdCreateBodyParsed, type AdSheet, adCreationIssues } from '@hubgrade/domain/ads/schemas';
import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { and, eq, getTableName, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { adGroups, ads, sites, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findAdSheet } from './queries.ts';

/** The id the ads sequence gives next. */
interface NextIdRow {
  id: number;
}

const invalid = (field: string, message: string) => badRequest(ERROR_LABELS.badRequest, { [field]: [message] });

/**
 * POST /annonces (members-bookings-feed §2.14, §4): the ad belongs to the landlord's brand; a
 * branded ad sits in one of the brand's sites, a main-platform ad has its own address. Group 0
 * opens a new group named after the ad. Created offline (state 3) with its history entries.
 */
export async function createAd(db: Db, actor: SessionUser, body: AdCreateBodyParsed): Promise<AdSheet> {
  const input = body.hubgrade_ad;
  const id = await db.transaction(async (tx) => {
    const [landlord] = await tx
      .select({ id: users.id, brandId: users.brandId, accountType: users.accountType })
      .from(users)
      .where(and(eq(users.id, input.user), isNull(users.deletedAt), brandScope(users.brandId, actor)));
    if (!landlord) throw invalid('hubgrade_ad.user', AD_LABELS.refusals.landlordNotFound);
    if (landlord.accountType !== 1) throw invalid('hubgrade_ad.user', AD_LABELS.refusals.notLandlord);
    const branded = landlord.brandId !== null;
    const issues = adCreationIssues(input, branded);
    if (Object.keys(issues).length > 0) throw badRequest(ERROR_LABELS.badRequest, issues);

    let place = {
      siteId: null as number | null,
      address: null as string | null,
      zipcode: null as string | null,
      city: null as string | null,
      country: 'FR',
    };
    if (branded) {
      const [site] = await tx
        .select()
        .from(sites)
        .where(and(eq(sites.id, input.space ?? 0), eq(sites.brandId, landlord.brandId as number)));
      if (!site) throw invalid('hubgrade_ad.space', AD_LABELS.refusals.siteNotFound);
      place = { siteId: site.id, address: site.address, zipcode: site.zipcode, city: site.city, country: 'FR' };
    } else if (input.address) {
      place = {
        siteId: null,
        address: input.address.addressLine1,
        zipcode: input.address.zipcode,
        city: input.address.city,
        country: input.address.country,
      };
    }

    let groupId = body.adGroupId;
    if (groupId > 0) {
      const [group] = await tx
        .select()
        .from(adGroups)
        .where(and(eq(adGroups.id, groupId), brandScope(adGroups.brandId, actor)));
      if (!group) throw invalid('adGroupId', AD_LABELS.refusals.groupNotFound);
      if (group.userId !== landlord.id) throw invalid('adGroupId', AD_LABELS.refusals.groupOfAnotherLandlord);
    } else {
      const [group] = await tx.insert(adGroups).values({ brandId: landlord.brandId, userId: landlord.id, name: input.title }).returning();
      if (!group) throw new Error('ad group not created');
      groupId = group.id;
      await recordHistory(tx, {
        entity: 'ad-group',
        entityId: group.id,
        brandId: group.brandId,
        actor,
        oldData: null,
        newData: { name: group.name, userId: group.userId },
      });
    }

    // The slug carries the id, so the id is taken first.
    const [next] = await queryRows<NextIdRow>(
      tx,
      sql`select nextval(pg_get_serial_sequence(${getTableName(ads)}, ${ads.id.name}))::int as id`,
    );
    const adId = next?.id as number;
    const values = {
      id: adId,
      brandId: landlord.brandId,
      userId: landlord.id,
      adGroupId: groupId,
      title: input.title,
      description: input.description,
      category: input.category,
      ...place,
      rentCents: input.contract.rentMonthly,
      dailyRentCents: input.category === 2 ? (input.contract.rentDaily ?? null) : null,
      capacity: input.capacity,
      areaSquare: input.areaSquare,
      contractTypes: input.contract.contractTypes,
      state: input.adState,
      slug: adSlug(input.title, adId),
    };
    await tx.insert(ads).values(values);
    await recordHistory(tx, { entity: 'ad', entityId: adId, brandId: landlord.brandId, actor, oldData: null, newData: values });
    return adId;
  });
  return findAdSheet(db, actor, id);
}
