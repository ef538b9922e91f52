import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { MAX_ID, ZId, ZRefId, zDay, zRichText } from '../common/schemas.ts';
import { ZUpload } from '../uploads/schemas.ts';
import { AD_LABELS as L } from './labels.ts';
import { BOOST_DURATIONS } from './rules.ts';

const ZText = (max: number) => z.string({ error: L.validation.required }).trim().min(1, L.validation.required).max(max);
/** A yes/no filter: text in a query string, a boolean when the web's typed client builds the query. */
const ZFlagParam = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const ZCents = z.number({ error: L.validation.number }).int().min(0).max(100_000_000);

export const AD_PAGE_SIZE = 25;
export const AD_SORTS = ['adId', 'adRent', 'adCapacity'] as const;
export const AD_CATEGORIES = [1, 2, 3] as const;
export type AdCategory = (typeof AD_CATEGORIES)[number];
export const CONTRACT_TYPES = [1, 4] as const;
export const MANDATES = [0, 1, 2] as const;

const ZCategory = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const ZContractType = z.union([z.literal(1), z.literal(4)]);

/** GET /annonces: tables-and-sheets §2.1 filters; `userId` and `landlord` are both the landlord's id. */
export const ZAdListQuery = listQuery({
  sortable: AD_SORTS,
  defaultSort: 'adId',
  defaultItemsPerPage: AD_PAGE_SIZE,
  filters: {
    userId: ZId.optional(),
    landlord: ZId.optional(),
    adGroupId: ZId.optional(),
    state: z.enum(['online', 'offline']).optional(),
    city: z.string().trim().min(1).max(100).optional(),
    category: z.coerce.number().pipe(ZCategory).optional(),
    boost: ZFlagParam.optional(),
    mandate: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
      .optional(),
    availability: z.enum(['available', 'unavailable']).optional(),
    /** Boosts still running that end on this Paris day or before (the dashboard's boosts ending this week). */
    boostEndTo: zDay(L.validation.date).optional(),
    /** Ads let on this Paris day: a platform contract from Accepté to Préavis holds them and its dates cover the day. */
    letOn: zDay(L.validation.date).optional(),
  },
});
export type AdListQuery = z.infer<typeof ZAdListQuery>;

/** Ad row of tables-and-sheets §3; amounts in cents; booking fields from the ad's current contract. */
export const ZAdRow = z.object({
  adId: z.number().int(),
  adTitle: z.string(),
  adSeoH1: z.string().nullable(),
  adSeo: z.string().nullable(),
  userId: z.number().int(),
  adAddress: z.string().nullable(),
  adZipcode: z.string().nullable(),
  adCity: z.string().nullable(),
  adRent: z.number().int(),
  adCapacity: z.number().int(),
  adAreaSquare: z.number().int(),
  adBookingState: z.number().int(),
  adAdState: z.number().int(),
  adAvailabilityStart: z.string().nullable(),
  mandate: z.number().int(),
  mandateSigned: z.boolean(),
  wrongPhoto: z.boolean(),
  adCategory: z.number().int(),
  adSlug: z.string(),
  isBoost: z.boolean(),
  dateExpBoost: z.string().nullable(),
  adPublicUrl: z.string(),
  brandId: z.number().int().nullable(),
  adBookingId: z.number().int().nullable(),
  adBookingContractState: z.number().int().nullable(),
  adBookingStart: z.string().nullable(),
  adBookingEnd: z.string().nullable(),
  adBookingSignDate: z.string().nullable(),
  adBookingType: z.number().int().nullable(),
  adBookingSenderId: z.number().int().nullable(),
  adBookingSenderFirstName: z.string().nullable(),
  adBookingSenderLastName: z.string().nullable(),
  adBookingSenderCompany: z.string().nullable(),
  adBookingSenderEmail: z.string().nullable(),
  adBookingSenderMobile: z.string().nullable(),
  userCompany: z.string().nullable(),
  userFirstName: z.string(),
  userLastName: z.string(),
  userEmail: z.string(),
  userMobile: z.string().nullable(),
});
export type AdRow = z.infer<typeof ZAdRow>;
export const ZAdList = listAnswer(ZAdRow);
export type AdList = z.infer<typeof ZAdList>;

/** The ad sheet (/annonces/{id}): the row and what the table does not show. */
export const ZAdSheet = ZAdRow.extend({
  description: z.string(),
  dailyRent: z.number().int().nullable(),
  country: z.string(),
  contractTypes: z.array(z.number().int()),
  siteId: z.number().int().nullable(),
  siteName: z.string().nullable(),
  adGroupId: z.number().int().nullable(),
  adGroupName: z.string().nullable(),
  photos: z.array(ZUpload),
  createdAt: z.string(),
});
export type AdSheet = z.infer<typeof ZAdSheet>;

/** PATCH /annonces/{adId}: the state change of §7 (6 offline, 7 online). */
export const ZAdStateChange = z.strictObject({ adState: z.union([z.literal(6), z.literal(7)]) });

/** PATCH /annonces/{adId} from the sheet's form: the fields it edits; at least one. */
export const ZAdEdit = z
  .strictObject({
    title: ZText(200).optional(),
    seoH1: z.string().trim().max(200).nullable().optional(),
    seo: z.string().trim().max(1000).nullable().optional(),
    description: zRichText(ZText(5000)).optional(),
    category: ZCategory.optional(),
    address: ZText(255).nullable().optional(),
    zipcode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, L.validation.zipcode)
      .nullable()
      .optional(),
    city: ZText(100).nullable().optional(),
    rentMonthly: ZCents.refine((v) => v > 0, L.validation.rentNotZero).optional(),
    rentDaily: ZCents.nullable().optional(),
    capacity: z.number().int().min(0).max(100_000).optional(),
    areaSquare: z.number().int().min(0).max(1_000_000).optional(),
    contractTypes: z.array(ZContractType).max(2).optional(),
    mandate: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
    wrongPhoto: z.boolean().optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), { message: L.refusals.noChange });
export type AdEdit = z.infer<typeof ZAdEdit>;

export const ZAdPatchBody = z.strictObject({ hubgrade_ad: z.union([ZAdStateChange, ZAdEdit]) });
export type AdPatchBody = z.infer<typeof ZAdPatchBody>;

/** PATCH /back/annonces/{adId}: availability (a date) or boost (on with a duration, or off). */
export const ZAdBackPatchBody = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('adDispo'), value: zDay(L.validation.date) }),
  z
    .strictObject({
      type: z.literal('isBoost'),
      value: z.boolean(),
      duration: z.union(BOOST_DURATIONS.map((d) => z.literal(d)) as [z.ZodLiteral<30>, z.ZodLiteral<60>, z.ZodLiteral<90>]).optional(),
    })
    .refine((b) => !b.value || b.duration !== undefined, { message: L.validation.required, path: ['duration'] }),
]);
export type AdBackPatchBody = z.infer<typeof ZAdBackPatchBody>;

/** Answer of PATCH /back/annonces/{adId}: §7 reads contract.availabilityStart. */
export const ZAdBackAnswer = z.object({
  id: z.number().int(),
  adAdState: z.number().int(),
  isBoost: z.boolean(),
  dateExpBoost: z.string().nullable(),
  contract: z.object({ availabilityStart: z.string().nullable() }),
});
export type AdBackAnswer = z.infer<typeof ZAdBackAnswer>;

/** PUT /annonces/{adId}/photos: the ad's photos in order, as uploads of the upload widget. */
export const ZAdPhotosBody = z.strictObject({ uploadIds: z.array(ZRefId).max(30) });
export const ZAdPhotos = z.array(ZUpload);
export type AdPhotos = z.infer<typeof ZAdPhotos>;

/** POST /annonces (members-bookings-feed §3 Ad): amounts in cents; adGroupId 0 creates a group. */
export const ZAdCreateAd = z.strictObject({
  user: z.number({ error: L.validation.required }).int().positive().max(MAX_ID),
  category: ZCategory,
  adState: z.literal(3).default(3),
  title: ZText(200),
  description: zRichText(ZText(5000)),
  areaSquare: z.number({ error: L.validation.number }).int().min(0).max(1_000_000),
  capacity: z.number({ error: L.validation.number }).int().min(0).max(100_000),
  /** The brand's site the space is in (branded deployments). */
  space: ZRefId.optional(),
  /** Its own address (main platform). */
  address: z
    .strictObject({
      addressLine1: ZText(255),
      city: ZText(100),
      zipcode: z
        .string()
        .trim()
        .regex(/^\d{5}$/, L.validation.zipcode),
      country: ZText(2).default('FR'),
    })
    .optional(),
  contract: z.strictObject({
    contractTypes: z.array(ZContractType).max(2),
    rentMonthly: ZCents.refine((v) => v > 0, L.validation.rentNotZero),
    rentDaily: ZCents.nullable().optional(),
  }),
});
export const ZAdCreateBody = z.strictObject({
  adGroupId: z.number({ error: L.validation.required }).int().min(0).max(MAX_ID),
  hubgrade_ad: ZAdCreateAd,
});
export type AdCreateBody = z.input<typeof ZAdCreateBody>;
export type AdCreateBodyParsed = z.infer<typeof ZAdCreateBody>;

/**
 * §5 rules that depend on the deployment: a branded ad is in one of the brand's sites, a
 * main-platform ad has its own address and at least one contract type (except workstations).
 */
export function adCreationIssues(ad: z.infer<typeof ZAdCreateAd>, branded: boolean): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  if (branded && ad.space === undefined) issues['hubgrade_ad.space'] = [L.validation.required];
  if (!branded && ad.address === undefined) issues['hubgrade_ad.address'] = [L.validation.required];
  if (!branded && ad.category !== 2 && ad.contract.contractTypes.length === 0)
    issues['hubgrade_ad.contract.contractTypes'] = [L.validation.contractTypes];
  return issues;
}

/** Lists of the creation form. */
export const ZOption = z.object({ id: z.number().int(), name: z.string() });
export const ZOptions = z.array(ZOption);
export type Options = z.infer<typeof ZOptions>;
export const ZSiteOption = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
});
export const ZSiteOptions = z.array(ZSiteOption);
export type SiteOptions = z.infer<typeof ZSiteOptions>;
export const ZLandlordOption = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
});
export type LandlordOption = z.infer<typeof ZLandlordOption>;
export const ZLandlordOptions = z.array(ZLandlordOption);
export type LandlordOptions = z.infer<typeof ZLandlordOptions>;
export const ZLandlordQuery = z.strictObject({ search: z.string().trim().max(100).optional() });
/** `true` for the main platform, else the brand's id. */
export const ZBrandedParams = z.object({ brand: z.union([z.literal('true'), ZId]) });
export const ZBrandParams = z.object({ brandId: ZId });
export const ZUserParams = z.object({ userId: ZId });

/** Ad groups (members-bookings-feed §3 Ad group). */
export const ZAdGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  userId: z.number().int(),
  landlordName: z.string(),
  landlordEmail: z.string(),
  adsCount: z.number().int(),
  brandId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AdGroup = z.infer<typeof ZAdGroup>;
export const ZAdGroupListQuery = listQuery({
  sortable: ['id'] as const,
  defaultSort: 'id',
  defaultItemsPerPage: AD_PAGE_SIZE,
  filters: { userId: ZId.optional() },
});
export type AdGroupListQuery = z.infer<typeof ZAdGroupListQuery>;
export const ZAdGroupList = listAnswer(ZAdGroup);
export type AdGroupList = z.infer<typeof ZAdGroupList>;
export const ZAdGroups = z.array(ZAdGroup);
export type AdGroups = z.infer<typeof ZAdGroups>;
export const ZAdGroupCreateBody = z.strictObject({
  name: ZText(150),
  title: z.string().trim().max(200).nullable().optional(),
  userId: z.number({ error: L.validation.required }).int().positive().max(MAX_ID),
});
export const ZAdGroupPatchBody = z
  .strictObject({ name: ZText(150).optional(), title: z.string().trim().max(200).nullable().optional() })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), { message: L.refusals.noChange });

/** POST /suggestion (members-bookings-feed §3 Suggestion, §5). */
export const ZSuggestionAd = z.strictObject({
  id: z.number({ error: L.validation.number }).int().min(0, L.validation.positive).max(MAX_ID),
  message: ZText(2000),
});
export const ZSuggestionBody = z.strictObject({
  suggest: z.strictObject({
    user: z.union([ZRefId, z.email().max(180)]),
    intro: ZText(5000),
    ads: z.array(ZSuggestionAd).min(1, L.validation.required).max(20),
  }),
});
export type SuggestionBody = z.infer<typeof ZSuggestionBody>;

export const ZSuggestion = z.object({
  id: z.number().int(),
  date: z.string(),
  user: z.object({ id: z.number().int(), email: z.string(), firstName: z.string(), lastName: z.string() }),
  sender: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  intro: z.string(),
  ads: z.array(z.object({ id: z.number().int(), title: z.string(), message: z.string() })),
});
export type Suggestion = z.infer<typeof ZSuggestion>;
export const ZSuggestionListQuery = listQuery({
  sortable: ['id'] as const,
  defaultSort: 'id',
  defaultItemsPerPage: AD_PAGE_SIZE,
  filters: { userId: ZId.optional() },
});
export const ZSuggestionList = listAnswer(ZSuggestion);
export type SuggestionList = z.infer<typeof ZSuggestionList>;

/** Favourite (tables-and-sheets §3); rent in cents. */
export const FAVOURITE_PAGE_SIZE = 20;
export const ZFavourite = z.object({
  id: z.number().int(),
  city: z.string().nullable(),
  rentMonthly: z.number().int(),
  capacity: z.number().int(),
  areaSquare: z.number().int(),
  title: z.string(),
  annonceId: z.number().int(),
});
export type Favourite = z.infer<typeof ZFavourite>;
export const ZFavouriteListQuery = listQuery({
  sortable: ['id'] as const,
  defaultSort: 'id',
  defaultItemsPerPage: FAVOURITE_PAGE_SIZE,
  filters: {},
});
export const ZFavouriteList = listAnswer(ZFavourite);
