import { isBoosted, MAIN_FRONT_URL, MANDATE_SIGNED, publicAdUrl } from '@hubgrade/domain/ads/rules';
import type { AdList, AdListQuery, AdRow, AdSheet } from '@hubgrade/domain/ads/schemas';
import { AD_HOLDING_STATES } from '@hubgrade/domain/contracts/rules';
import { parisDay, parisDaysRange } from '@hubgrade/domain/format/paris-calendar';
import { uploadPath } from '@hubgrade/domain/uploads/rules';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.ts';
import { adGroups, adPhotos as adPhotosTable, ads, brands, companies, contracts, sites, uploads, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, keysetOrder, pageOf, pageWindow } from '../../lib/keyset.ts';
import { lowerLikePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** One ad as the joined query reads it: the ad, its landlord, its brand's front site, its current contract. */
interface AdJoinRow {
  id: number;
  title: string;
  seo_h1: string | null;
  seo: string | null;
  user_id: number;
  address: string | null;
  zipcode: string | null;
  city: string | null;
  rent_cents: number;
  capacity: number;
  area_square: number;
  booking_state: number;
  state: number;
  availability_start: string | null;
  mandate: number;
  wrong_photo: boolean;
  category: number;
  slug: string;
  boost_until: string | Date | null;
  brand_id: number | null;
  url_front: string | null;
  l_first_name: string;
  l_last_name: string;
  l_email: string;
  l_mobile: string | null;
  l_company: string | null;
  k_id: number | null;
  k_state: number | null;
  k_start: string | null;
  k_end: string | null;
  k_signed_at: string | Date | null;
  k_type: number | null;
  t_id: number | null;
  t_first_name: string | null;
  t_last_name: string | null;
  t_email: string | null;
  t_mobile: string | null;
  t_company: string | null;
}

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The page's ads, a CTE of the ads table's own columns: paged first, through the indexes, then joined. */
const page = alias(ads, 'page');
const landlord = alias(users, 'landlord');
const landlordCompany = alias(companies, 'landlord_company');
const current = alias(contracts, 'current_contract');
const tenant = alias(users, 'tenant');
const tenantCompany = alias(companies, 'tenant_company');

/**
 * The ad rows (tables-and-sheets §3) of the ads `selected` picks, joined for those rows only. The
 * current contract is the latest live platform contract of the ad, from Accepté to Préavis: the
 * one that holds the ad's booking state.
 */
function adRowsOf(selected: SQL, order: SQL = sql``): SQL {
  return sql`with ${page} as materialized (${selected})
    select ${page.id}, ${page.title}, ${page.seoH1}, ${page.seo}, ${page.userId}, ${page.address}, ${page.zipcode}, ${page.city},
      ${page.rentCents}, ${page.capacity}, ${page.areaSquare}, ${page.bookingState}, ${page.state},
      ${page.availabilityStart}::text as availability_start, ${page.mandate}, ${page.wrongPhoto}, ${page.category}, ${page.slug},
      ${page.boostUntil}, ${page.brandId}, ${brands.urlFront},
      ${landlord.firstName} as l_first_name, ${landlord.lastName} as l_last_name, ${landlord.email} as l_email,
      ${landlord.mobile} as l_mobile, ${landlordCompany.name} as l_company,
      ${current.id} as k_id, ${current.state} as k_state, ${current.startDate}::text as k_start, ${current.endDate}::text as k_end,
      ${current.signedAt} as k_signed_at, ${current.contractType} as k_type,
      ${tenant.id} as t_id, ${tenant.firstName} as t_first_name, ${tenant.lastName} as t_last_name, ${tenant.email} as t_email,
      ${tenant.mobile} as t_mobile, ${tenantCompany.name} as t_company
    from ${page}
    join ${users} ${landlord} on ${landlord.id} = ${page.userId}
    left join ${companies} ${landlordCompany} on ${landlordCompany.id} = ${landlord.companyId}
    left join ${brands} on ${brands.id} = ${page.brandId}
    left join lateral (
      select ${contracts.id}, ${contracts.state}, ${contracts.startDate}, ${contracts.endDate}, ${contracts.signedAt},
        ${contracts.contractType}, ${contracts.tenantId}, ${contracts.tenantCompanyId}
      from ${contracts}
      where ${contracts.adId} = ${page.id} and ${contracts.kind} = 'platform' and ${contracts.deletedAt} is null
        and ${contracts.state} between ${AD_HOLDING_STATES.from} and ${AD_HOLDING_STATES.to}
      order by ${contracts.id} desc limit 1
    ) ${current} on true
    left join ${users} ${tenant} on ${tenant.id} = ${current.tenantId}
    left join ${companies} ${tenantCompany} on ${tenantCompany.id} = coalesce(${current.tenantCompanyId}, ${tenant.companyId})
    ${order}`;
}

export function toAdRow(r: AdJoinRow, now: Date): AdRow {
  const boostUntil = iso(r.boost_until);
  return {
    adId: r.id,
    adTitle: r.title,
    adSeoH1: r.seo_h1,
    adSeo: r.seo,
    userId: r.user_id,
    adAddress: r.address,
    adZipcode: r.zipcode,
    adCity: r.city,
    adRent: r.rent_cents,
    adCapacity: r.capacity,
    adAreaSquare: r.area_square,
    adBookingState: r.booking_state,
    adAdState: r.state,
    adAvailabilityStart: r.availability_start,
    mandate: r.mandate,
    mandateSigned: r.mandate === MANDATE_SIGNED,
    wrongPhoto: r.wrong_photo,
    adCategory: r.category,
    adSlug: r.slug,
    isBoost: isBoosted(boostUntil, now),
    dateExpBoost: boostUntil,
    adPublicUrl: publicAdUrl(r.url_front ?? MAIN_FRONT_URL, r.slug),
    brandId: r.brand_id,
    adBookingId: r.k_id,
    adBookingContractState: r.k_state,
    adBookingStart: r.k_start,
    adBookingEnd: r.k_end,
    adBookingSignDate: iso(r.k_signed_at),
    adBookingType: r.k_type,
    adBookingSenderId: r.t_id,
    adBookingSenderFirstName: r.t_first_name,
    adBookingSenderLastName: r.t_last_name,
    adBookingSenderCompany: r.t_company,
    adBookingSenderEmail: r.t_email,
    adBookingSenderMobile: r.t_mobile,
    userCompany: r.l_company,
    userFirstName: r.l_first_name,
    userLastName: r.l_last_name,
    userEmail: r.l_email,
    userMobile: r.l_mobile,
  };
}

/** The ads a viewer may see: live ones of their brand scope. */
export function visibleAds(viewer: SessionUser): SQL {
  return and(sql`${ads.deletedAt} is null`, brandScope(ads.brandId, viewer)) as SQL;
}

/**
 * The ad is let on `day` (YYYY-MM-DD): a live platform contract from Accepté to Préavis holds it
 * and its dates cover the day. The dashboard's occupancy counts the ads of this condition.
 */
export function adLetOn(day: string): SQL {
  return sql`exists (
    select 1 from ${contracts}
    where ${contracts.adId} = ${ads.id} and ${contracts.kind} = 'platform' and ${contracts.deletedAt} is null
      and ${contracts.state} between ${AD_HOLDING_STATES.from} and ${AD_HOLDING_STATES.to}
      and ${contracts.startDate} <= ${day}::date and (${contracts.endDate} is null or ${contracts.endDate} >= ${day}::date))`;
}

function filtersOf(viewer: SessionUser, query: AdListQuery, now: Date): SQL {
  const today = parisDay(now);
  const filters: SQL[] = [visibleAds(viewer)];
  if (query.userId !== undefined) filters.push(sql`${ads.userId} = ${query.userId}`);
  if (query.landlord !== undefined) filters.push(sql`${ads.userId} = ${query.landlord}`);
  if (query.adGroupId !== undefined) filters.push(sql`${ads.adGroupId} = ${query.adGroupId}`);
  if (query.state === 'online') filters.push(sql`${ads.state} >= 7`);
  if (query.state === 'offline') filters.push(sql`${ads.state} < 7`);
  if (query.city !== undefined) filters.push(sql`${ads.city} = ${query.city}`);
  if (query.category !== undefined) filters.push(sql`${ads.category} = ${query.category}`);
  if (query.mandate !== undefined) filters.push(sql`${ads.mandate} = ${query.mandate}`);
  if (query.boost === true) filters.push(sql`${ads.boostUntil} > ${now.toISOString()}::timestamptz`);
  if (query.boost === false) filters.push(sql`(${ads.boostUntil} is null or ${ads.boostUntil} <= ${now.toISOString()}::timestamptz)`);
  if (query.availability === 'available')
    filters.push(sql`(${ads.availabilityStart} is null or ${ads.availabilityStart} <= ${today}::date)`);
  if (query.availability === 'unavailable') filters.push(sql`${ads.availabilityStart} > ${today}::date`);
  if (query.boostEndTo !== undefined) {
    const end = parisDaysRange({ to: query.boostEndTo }).to as Date;
    filters.push(sql`${ads.boostUntil} > ${now.toISOString()}::timestamptz and ${ads.boostUntil} < ${end.toISOString()}::timestamptz`);
  }
  if (query.letOn !== undefined) filters.push(adLetOn(query.letOn));
  if (query.search) {
    const text = sql`${ads.searchText} like ${lowerLikePattern(query.search)}`;
    // A number typed in the box may also be the ad's id.
    filters.push(/^\d{1,9}$/.test(query.search) ? sql`(${text} or ${ads.id} = ${Number(query.search)})` : text);
  }
  return and(...filters) as SQL;
}

type SortKey = 'id' | 'rentCents' | 'capacity';

/** The sorts of the table: the ads column the keyset runs on, and its value in a row read. */
const SORTS: Record<AdListQuery['sortBy'], { key: SortKey; value: (r: AdJoinRow) => number }> = {
  adId: { key: 'id', value: (r) => r.id },
  adRent: { key: 'rentCents', value: (r) => r.rent_cents },
  adCapacity: { key: 'capacity', value: (r) => r.capacity },
};

/**
 * GET /annonces: keyset paging on (sort, id) through the indexes of 0011_ads, then the joins for
 * the page's rows only, and a total counted up to the cap.
 */
export async function listAds(db: Executor, viewer: SessionUser, query: AdListQuery, now = new Date()): Promise<AdList> {
  const where = filtersOf(viewer, query, now);
  const sort = SORTS[query.sortBy];
  const keyset: KeysetSort = { column: ads[sort.key], id: ads.id, desc: query.sortDesc };
  const after = afterCursor(keyset, query.after);
  const { limit, offset } = pageWindow(query);
  const order = sql.join(keysetOrder(keyset), sql`, `);
  const pageWhere = after ? sql`${where} and ${after}` : where;
  const direction = query.sortDesc ? sql`desc` : sql`asc`;
  const [rows, counted] = await Promise.all([
    queryRows<AdJoinRow>(
      db,
      adRowsOf(
        sql`select * from ${ads} where ${pageWhere} order by ${order} limit ${limit} offset ${offset}`,
        sql`order by ${page[sort.key]} ${direction}, ${page.id} ${direction}`,
      ),
    ),
    cappedTotal(db, sql`from ${ads} where ${where}`),
  ]);
  const { items, next } = pageOf(rows, query.itemsPerPage, (r) => [sort.value(r), r.id]);
  return { items: items.map((r) => toAdRow(r, now)), total: counted.total, totalCapped: counted.totalCapped, next };
}

export async function findAdRow(db: Executor, viewer: SessionUser, id: number, now = new Date()): Promise<AdRow> {
  const [row] = await queryRows<AdJoinRow>(db, adRowsOf(sql`select * from ${ads} where ${ads.id} = ${id} and ${visibleAds(viewer)}`));
  if (!row) throw notFound();
  return toAdRow(row, now);
}

/** The ad sheet: the row, the fields the table leaves out, and the photos in order. */
export async function findAdSheet(db: Executor, viewer: SessionUser, id: number, now = new Date()): Promise<AdSheet> {
  const row = await findAdRow(db, viewer, id, now);
  const [[extra], photos] = await Promise.all([
    db
      .select({
        description: ads.description,
        dailyRent: ads.dailyRentCents,
        country: ads.country,
        contractTypes: ads.contractTypes,
        siteId: ads.siteId,
        siteName: sites.name,
        adGroupId: ads.adGroupId,
        adGroupName: adGroups.name,
        createdAt: ads.createdAt,
      })
      .from(ads)
      .leftJoin(sites, eq(sites.id, ads.siteId))
      .leftJoin(adGroups, eq(adGroups.id, ads.adGroupId))
      .where(eq(ads.id, id)),
    adPhotos(db, id),
  ]);
  if (!extra) throw notFound();
  return {
    ...row,
    ...extra,
    contractTypes: extra.contractTypes.map(Number),
    photos,
    createdAt: extra.createdAt.toISOString(),
  };
}

/** An ad's photo: the upload it is. */
interface PhotoRow {
  id: number;
  name: string;
  original_name: string;
  mime_type: string;
  size: number;
}

export async function adPhotos(db: Executor, adId: number): Promise<Upload[]> {
  const rows = await queryRows<PhotoRow>(
    db,
    sql`select ${uploads.id}, ${uploads.name}, ${uploads.originalName}, ${uploads.mimeType}, ${uploads.size}
        from ${adPhotosTable} join ${uploads} on ${uploads.id} = ${adPhotosTable.uploadId}
        where ${adPhotosTable.adId} = ${adId} order by ${adPhotosTable.position}, ${uploads.id}`,
  );
  return rows.map((u) => ({
    id: u.id,
    name: u.name,
    path: uploadPath(u.id),
    originalName: u.original_name,
    mimeType: u.mime_type as Upload['mimeType'],
    size: u.size,
  }));
}
