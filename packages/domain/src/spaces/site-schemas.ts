import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { MAX_ID, ZRefId } from '../common/schemas.ts';
import { ZUpload } from '../uploads/schemas.ts';
import { SPACE_LABELS as L } from './labels.ts';
import { closesAfterOpening, HOUR_PATTERN } from './opening-hours.ts';

export const SITE_PAGE_SIZE = 25;

const ZHour = z.string({ error: L.required }).regex(HOUR_PATTERN, L.hourInvalid);

/** One day's hours; the closing hour follows the opening one (the error sits on the closing hour). */
export const ZDayHours = z
  .strictObject({ opens: ZHour, closes: ZHour })
  .refine((day) => closesAfterOpening(day.opens, day.closes), { path: ['closes'], message: L.hoursOrder });

/** A week of opening hours, Monday first; null for a closed day. */
export const ZWeekHours = z.array(ZDayHours.nullable(), { error: L.sevenDays }).length(7, L.sevenDays);

/** A site ("espace") in the list: where it is, its hours and what it hosts. */
export const ZSpaceRow = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  openingHours: ZWeekHours,
  coworkingCount: z.number().int(),
  meetingRoomCount: z.number().int(),
});
export type SpaceRow = z.infer<typeof ZSpaceRow>;

/** The site sheet (/espace/{id}, tables-and-sheets §1): its photos and what it hosts. */
export const ZSpace = ZSpaceRow.extend({
  photos: z.array(ZUpload),
  coworkingSpaces: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      color: z.string(),
      contractCapacity: z.number().int(),
      reservationCapacity: z.number().int(),
    }),
  ),
  meetingRooms: z.array(
    z.object({ id: z.number().int(), name: z.string(), color: z.string(), capacity: z.number().int(), sdrType: z.number().int() }),
  ),
  keys: z.array(z.object({ id: z.number().int(), name: z.string(), price: z.number().int() })),
});
export type Space = z.infer<typeof ZSpace>;

const siteFields = {
  name: z.string({ error: L.required }).trim().min(1, L.required).max(100),
  address: z.string({ error: L.required }).trim().min(1, L.required).max(200),
  zipcode: z
    .string({ error: L.required })
    .trim()
    .regex(/^\d{5}$/, L.zipcodeInvalid),
  city: z.string({ error: L.required }).trim().min(1, L.required).max(100),
  openingHours: ZWeekHours,
};

/**
 * POST /espaces: a site of the caller's brand. The main platform's staff choose the brand
 * (none for a platform site); a brand's staff always create in their own.
 */
export const ZSpaceBody = z.strictObject({ ...siteFields, brand: ZRefId.nullable().default(null) });
export type SpaceBody = z.infer<typeof ZSpaceBody>;

/** PATCH /patch/espaces/{id}: any of the fields; a site never changes brand (its rooms and contracts carry it). */
export const ZSpacePatch = z
  .strictObject({
    name: siteFields.name.optional(),
    address: siteFields.address.optional(),
    zipcode: siteFields.zipcode.optional(),
    city: siteFields.city.optional(),
    openingHours: siteFields.openingHours.optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), { message: L.noChange });
export type SpacePatch = z.infer<typeof ZSpacePatch>;

/** PUT /espaces/{id}/photos: the site's photos in order, as uploads of the upload widget. */
export const ZSpacePhotosBody = z.strictObject({ uploadIds: z.array(ZRefId).max(30) });
export const ZSpacePhotos = z.array(ZUpload);

export const SITE_SORTS = ['id', 'name', 'city'] as const;
export const ZSpaceQuery = listQuery({
  sortable: SITE_SORTS,
  defaultSort: 'name',
  defaultItemsPerPage: SITE_PAGE_SIZE,
  filters: { brand: z.coerce.number().int().positive().max(MAX_ID).optional() },
});
export type SpaceQuery = z.infer<typeof ZSpaceQuery>;
export const ZSpaceList = listAnswer(ZSpaceRow);
export type SpaceList = z.infer<typeof ZSpaceList>;
