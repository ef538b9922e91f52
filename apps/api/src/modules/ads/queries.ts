import { isBoosted, MAIN_FRONT_URL, MANDATE_SIGNED, publicAdUrl } from '@hubgrade/domain/ads/rules';
import type { AdList, AdListQuery, AdRow, AdSheet } from '@hubgrade/domain/ads/schemas';
import { AD_HOLDING_STATES } from '@hubgrade/domain/contracts/rules';
import { parisDay, parisDaysRange } from '@hubgrade/domain/dashboard/periods';
import { uploadPath } from '@hubgrade/domain/uploads/rules';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import { and, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { ads } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, keysetOrder, pageOf, pageWindow } from '../../lib/keyset.ts';
import { lowerLikePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** One ad as the joined query reads it: the ad, its landlord, its brand's front site, its current contract. */
interface AdRecord {
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

/**
 * The columns of the ad row (tables-and-sheets §3) over a page of ads named `page`. The current
 * contract is the latest live platform contract of the ad, from Accepté to Préavis: the one that
 * holds the ad's booking state.
 */
const ROW_SELECT = sql.raw(`
  select p.id, p.title, p.seo_h1, p.seo, p.user_id, p.address, p.zipcode, p.city, p.rent_cents, p.capacity, p.area_square,
    p.booking_state, p.state, p.availability_start::text as availability_start, p.mandate, p.wrong_photo, p.category, p.slug,
    p.boost_until, p.brand_id, b.url_front,
    l.first_name as l_first_name, l.last_name as l_last_name, l.email as l_email, l.mobile as l_mobile, lc.name as l_company,
    k.id as k_id, k.state as k_state, k.start_date::text as k_start, k.end_date::text as k_end, k.signed_at as k_signed_at,
    k.contract_type as k_type,
    t.id as t_id, t.first_name as t_first_name, t.last_name as t_last_name, t.email as t_email, t.mobile as t_mobile,
    tc.name as t_company
  from page p
  join users l on l.id = p.user_id
  left join companies lc on lc.id = l.company_id
  left join brands b on b.id = p.brand_id
  left join lateral (
    select c.id, c.state, c.start_date, c.end_date, c.signed_at, c.contract_type, c.tenant_id, c.tenant_company_id
    from contracts c
    where c.ad_id = p.id and c.kind = 'platform' and c.deleted_at is null and c.state between 1 and 5
    order by c.id desc limit 1
  ) k on true
  left join users t on t.id = k.tenant_id
  left join companies tc on tc.id = coalesce(k.tenant_company_id, t.company_id)`);

export function toAdRow(r: AdRecord, now: Date): AdRow {
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
    select 1 from contracts k
    where k.ad_id = ${ads.id} and k.kind = 'platform' and k.deleted_at is null
      and k.state between ${AD_HOLDING_STATES.from} and ${AD_HOLDING_STATES.to}
      and k.start_date <= ${day}::date and (k.end_date is null or k.end_date >= ${day}::date))`;
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

const SORTS: Record<
  AdListQuery['sortBy'],
  { column: typeof ads.id | typeof ads.rentCents | typeof ads.capacity; value: (r: AdRecord) => number }
> = {
  adId: { column: ads.id, value: (r) => r.id },
  adRent: { column: ads.rentCents, value: (r) => r.rent_cents },
  adCapacity: { column: ads.capacity, value: (r) => r.capacity },
};

/**
 * GET /annonces: keyset paging on (sort, id) through the indexes of 0011_ads, then the joins for
 * the page's rows only, and a total counted up to the cap.
 */
export async function listAds(db: Executor, viewer: SessionUser, query: AdListQuery, now = new Date()): Promise<AdList> {
  const where = filtersOf(viewer, query, now);
  const sort = SORTS[query.sortBy];
  const keyset: KeysetSort = { column: sort.column, id: ads.id, desc: query.sortDesc };
  const after = afterCursor(keyset, query.after);
  const { limit, offset } = pageWindow(query);
  const order = sql.join(keysetOrder(keyset), sql`, `);
  const pageWhere = after ? sql`${where} and ${after}` : where;
  const direction = query.sortDesc ? 'desc' : 'asc';
  const [rows, counted] = await Promise.all([
    queryRows<AdRecord>(
      db,
      sql`with page as materialized (select * from ${ads} where ${pageWhere} order by ${order} limit ${limit} offset ${offset})
          ${ROW_SELECT} order by ${sql.raw(`p.${sort.column.name} ${direction}, p.id ${direction}`)}`,
    ),
    cappedTotal(db, sql`from ${ads} where ${where}`),
  ]);
  const { items, next } = pageOf(rows, query.itemsPerPage, (r) => [sort.value(r), r.id]);
  return { items: items.map((r) => toAdRow(r, now)), total: counted.total, totalCapped: counted.totalCapped, next };
}

interface SheetExtra {
  description: string;
  daily_rent_cents: number | null;
  country: string;
  contract_types: number[];
  site_id: number | null;
  site_name: string | null;
  ad_group_id: number | null;
  ad_group_name: string | null;
  created_at: string | Date;
}

export async function findAdRow(db: Executor, viewer: SessionUser, id: number, now = new Date()): Promise<AdRow> {
  const [row] = await queryRows<AdRecord>(
    db,
    sql`with page as (select * from ${ads} where ${ads.id} = ${id} and ${visibleAds(viewer)}) ${ROW_SELECT}`,
  );
  if (!row) throw notFound();
  return toAdRow(row, now);
}

/** The ad sheet: the row, the fields the table leaves out, and the photos in order. */
export async function findAdSheet(db: Executor, viewer: SessionUser, id: number, now = new Date()): Promise<AdSheet> {
  const row = await findAdRow(db, viewer, id, now);
  const [[extra], photos] = await Promise.all([
    queryRows<SheetExtra>(
      db,
      sql`select a.description, a.daily_rent_cents, a.country, a.contract_types, a.site_id, s.name as site_name,
            a.ad_group_id, g.name as ad_group_name, a.created_at
          from ads a left join sites s on s.id = a.site_id left join ad_groups g on g.id = a.ad_group_id
          where a.id = ${id}`,
    ),
    adPhotos(db, id),
  ]);
  if (!extra) throw notFound();
  return {
    ...row,
    description: extra.description,
    dailyRent: extra.daily_rent_cents,
    country: extra.country,
    contractTypes: extra.contract_types.map(Number),
    siteId: extra.site_id,
    siteName: extra.site_name,
    adGroupId: extra.ad_group_id,
    adGroupName: extra.ad_group_name,
    photos,
    createdAt: new Date(extra.created_at).toISOString(),
  };
}

export async function adPhotos(db: Executor, adId: number): Promise<Upload[]> {
  const rows = await queryRows<{ id: number; name: string; original_name: string; mime_type: string; size: number }>(
    db,
    sql`select u.id, u.name, u.original_name, u.mime_type, u.size from ad_photos p join uploads u on u.id = p.upload_id
        where p.ad_id = ${adId} order by p.position, u.id`,
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
