import { z } from 'zod';
import { invalidGuestsMessage, splitGuests } from '../bookings/rules.ts';
import { MAX_ID } from '../common/schemas.ts';
import { TERRACE_LABELS as L } from './labels.ts';

/** Beyond these a typing mistake is likelier than a terrace. */
export const MAX_CAPACITY = 1000;
export const MAX_GUESTS_LIMIT = 50;
/** A day of opening hours, 08:00–18:00. */
export const MAX_DURATION_LIMIT = 600;
/** The highest hourly price of a place, in cents (1,000 €). */
export const MAX_PRICE_HOUR_CENTS = 100_000;

const ZRef = z.number({ error: L.required }).int(L.required).positive(L.required).max(MAX_ID);
const count = (min: number, max: number) =>
  z.number({ error: L.notANumber }).int(L.notANumber).min(min, L.notANumber).max(max, L.notANumber);
const ZInstant = z.iso.datetime({ offset: true, error: L.required });

/** Guests as the spec sends them, each address followed by a semicolon (spaces are read as separators too). */
const ZGuests = z
  .string()
  .max(5000)
  .transform((text, ctx) => {
    const { valid, invalid } = splitGuests(text);
    if (invalid.length > 0) ctx.addIssue({ code: 'custom', message: invalidGuestsMessage(invalid) });
    return valid;
  })
  .pipe(z.array(z.string()).max(100));

/** §3 terrasseRestriction: a closure when capacityUpdate is null, else an exceptional capacity. */
export const ZTerraceRestriction = z.object({
  id: z.number().int(),
  dateBegin: z.string(),
  dateEnd: z.string(),
  reason: z.string().nullable(),
  capacityUpdate: z.number().int().nullable(),
});
export type TerraceRestriction = z.infer<typeof ZTerraceRestriction>;

/** The terrace of a site, its settings (§3: maxGuests, maxDuration in minutes) and its restrictions to come. */
export const ZTerrace = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  brandId: z.number().int().nullable(),
  maxGuests: z.number().int(),
  maxDuration: z.number().int(),
  capacity: z.number().int(),
  /** The price of a place for an hour, in cents (0: free). */
  priceHour: z.number().int(),
  restrictions: z.array(ZTerraceRestriction),
});
export type Terrace = z.infer<typeof ZTerrace>;

export const ZTerraceList = z.array(ZTerrace.omit({ restrictions: true }));
export type TerraceList = z.infer<typeof ZTerraceList>;

/** PATCH of the settings: any of them. */
export const ZTerracePatch = z
  .strictObject({
    maxGuests: count(0, MAX_GUESTS_LIMIT),
    maxDuration: count(15, MAX_DURATION_LIMIT),
    capacity: count(1, MAX_CAPACITY),
    priceHour: count(0, MAX_PRICE_HOUR_CENTS),
  })
  .partial();
export type TerracePatch = z.infer<typeof ZTerracePatch>;

/** A closure (no capacityUpdate) or a capacity change (capacityUpdate people at most) over a period. */
export const ZTerraceRestrictionBody = z
  .strictObject({
    dateBegin: ZInstant,
    dateEnd: ZInstant,
    reason: z.string().trim().max(255).optional(),
    capacityUpdate: count(0, MAX_CAPACITY).nullable().default(null),
  })
  .refine((b) => new Date(b.dateEnd).getTime() > new Date(b.dateBegin).getTime(), {
    path: ['dateEnd'],
    message: L.endBeforeStart,
  });
export type TerraceRestrictionBody = z.input<typeof ZTerraceRestrictionBody>;

export const ZTerraceRestrictionParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  restrictionId: z.coerce.number().int().positive().max(MAX_ID),
});

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const ZHour = z.string({ error: L.required }).regex(HHMM, L.required);

/** `true` for the main platform, else the brand's id. */
export const ZDispoParams = z.object({ brand: z.union([z.literal('true'), z.coerce.number().int().positive().max(MAX_ID)]) });

/** POST /dispo/brand/{brand}/terrasse (§7): the terrace, who, the day and hours, the guests. */
export const ZTerraceDispoBody = z.strictObject({
  id: ZRef,
  user: ZRef.optional(),
  start: z.iso.date({ error: L.required }),
  startHour: ZHour,
  end: z.iso.date({ error: L.required }).optional(),
  endHour: ZHour,
  guests: ZGuests.default([]),
  /** The booking being edited, whose own places count as free. */
  eventId: ZRef.nullable().optional(),
});
export type TerraceDispoBody = z.infer<typeof ZTerraceDispoBody>;
export type TerraceDispoInput = z.input<typeof ZTerraceDispoBody>;

/** §3 "Availability read", with the settings the dialog's info box shows. */
export const ZTerraceDispo = z.object({
  dispoCount: z.number().int(),
  isFull: z.boolean(),
  isClosed: z.boolean(),
  terrasseRestriction: z.array(ZTerraceRestriction),
  maxGuests: z.number().int(),
  maxDuration: z.number().int(),
});
export type TerraceDispo = z.infer<typeof ZTerraceDispo>;

/** The wrapper hubgrade_terrasse_reservation of §3, with the terrace booked (one per site). */
export const ZTerraceReservationBody = z.strictObject({
  hubgrade_terrasse_reservation: z.strictObject({
    terrasse: ZRef,
    user: ZRef,
    dateBegin: ZInstant,
    dateEnd: ZInstant,
    guests: ZGuests.default([]),
    hasWelcomr: z.boolean().default(false),
  }),
  /** §2.13, §4: staff confirmed "Crédits insuffisants": the booking takes what is left and the balance ends at 0. */
  forceReservation: z.boolean().default(false),
});
export type TerraceReservationBody = z.infer<typeof ZTerraceReservationBody>;
export type TerraceReservationInput = z.input<typeof ZTerraceReservationBody>;

/** A terrace booking as read back, its hours in Paris. */
export const ZTerraceReservation = z.object({
  id: z.number().int(),
  terraceId: z.number().int(),
  userId: z.number().int(),
  userFirstName: z.string(),
  userLastName: z.string(),
  userEmail: z.string(),
  companyName: z.string().nullable(),
  dateBegin: z.string(),
  dateEnd: z.string(),
  /** DD/MM/YYYY and HH:mm in Paris. */
  day: z.string(),
  begin: z.string(),
  end: z.string(),
  people: z.number().int(),
  guests: z.string(),
  hasWelcomr: z.boolean(),
  /** §2.9: a booking for today is billed for the whole day. */
  wholeDayBilled: z.boolean(),
  /** The price in cents, and what the credits paid of it (less when forced). */
  price: z.number().int(),
  charged: z.number().int(),
  brandId: z.number().int().nullable(),
  cancelledAt: z.string().nullable(),
});
export type TerraceReservation = z.infer<typeof ZTerraceReservation>;

export const ZTerraceDayQuery = z.strictObject({ date: z.iso.date({ error: L.required }) });
export const ZTerraceDay = z.array(ZTerraceReservation);
