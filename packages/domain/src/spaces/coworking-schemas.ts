import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { MAX_ID } from '../common/schemas.ts';
import { COWORKING_LABELS as L } from './labels.ts';
import { closesAfterOpening, HOUR_PATTERN } from './opening-hours.ts';
import { MEETING_ROOM_PRICE_MAX_CENTS } from './schemas.ts';

export const COWORKING_PAGE_SIZE = 25;

/**
 * A coworking space (an "open space" of members-bookings-feed §3): seats let by contract, seats
 * booked by the day, its hours in Paris and its daily price in cents (0 is free).
 */
export const ZCoworkingSpace = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  espace: z.object({ id: z.number().int(), name: z.string() }),
  contractCapacity: z.number().int(),
  reservationCapacity: z.number().int(),
  openingHour: z.string(),
  closingHour: z.string(),
  dailyPrice: z.number().int(),
  /** Seats held by the live contracts (not ended, not deleted). */
  seatsHeld: z.number().int(),
  brandId: z.number().int().nullable(),
});
export type CoworkingSpace = z.infer<typeof ZCoworkingSpace>;

/** A contract holding seats of the space, shown on its sheet with a link to the contract. */
export const ZCoworkingContract = z.object({
  id: z.number().int(),
  state: z.number().int(),
  tenant: z.string(),
  seats: z.number().int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});
export type CoworkingContract = z.infer<typeof ZCoworkingContract>;

/** The sheet (/coworking/{id}): the space and its contracts, newest first. */
export const ZCoworkingSpaceSheet = ZCoworkingSpace.extend({ contracts: z.array(ZCoworkingContract) });
export type CoworkingSpaceSheet = z.infer<typeof ZCoworkingSpaceSheet>;

const ZSeats = z.number({ error: L.required }).int(L.capacityInvalid).min(0, L.capacityInvalid).max(10_000, L.capacityInvalid);
const ZHour = z.string({ error: L.required }).regex(HOUR_PATTERN, L.hourInvalid);

const coworkingFields = {
  name: z.string({ error: L.required }).trim().min(1, L.required).max(100),
  color: z.string({ error: L.required }).regex(/^#[0-9A-Fa-f]{6}$/, L.colorInvalid),
  espace: z.number({ error: L.required }).int(L.required).positive(L.required).max(MAX_ID),
  contractCapacity: ZSeats,
  reservationCapacity: ZSeats,
  openingHour: ZHour,
  closingHour: ZHour,
  dailyPrice: z
    .number({ error: L.priceInvalid })
    .int(L.priceInvalid)
    .min(0, L.priceInvalid)
    .max(MEETING_ROOM_PRICE_MAX_CENTS, L.priceInvalid),
};

function hoursRule(space: { openingHour?: string; closingHour?: string }, ctx: z.RefinementCtx) {
  if (space.openingHour && space.closingHour && !closesAfterOpening(space.openingHour, space.closingHour))
    ctx.addIssue({ code: 'custom', path: ['closingHour'], message: L.hoursOrder });
}

/** POST /coworking: a coworking space at a site of the caller's scope. */
export const ZCoworkingSpaceBody = z.strictObject(coworkingFields).superRefine(hoursRule);
export type CoworkingSpaceBody = z.infer<typeof ZCoworkingSpaceBody>;

/** PATCH /patch/coworking/{id}: any of the same fields, at least one. */
export const ZCoworkingSpacePatch = z
  .strictObject(
    Object.fromEntries(Object.entries(coworkingFields).map(([k, v]) => [k, v.optional()])) as {
      [K in keyof typeof coworkingFields]: z.ZodOptional<(typeof coworkingFields)[K]>;
    },
  )
  .superRefine(hoursRule)
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), { message: L.noChange });
export type CoworkingSpacePatch = z.infer<typeof ZCoworkingSpacePatch>;

export const COWORKING_SORTS = ['id', 'name', 'dailyPrice'] as const;
export const ZCoworkingSpaceQuery = listQuery({
  sortable: COWORKING_SORTS,
  defaultSort: 'name',
  defaultItemsPerPage: COWORKING_PAGE_SIZE,
  filters: { espace: z.coerce.number().int().positive().max(MAX_ID).optional() },
});
export type CoworkingSpaceQuery = z.infer<typeof ZCoworkingSpaceQuery>;
export const ZCoworkingSpaceList = listAnswer(ZCoworkingSpace);
export type CoworkingSpaceList = z.infer<typeof ZCoworkingSpaceList>;
