import { z } from 'zod';
import { invalidGuestsMessage, splitGuests } from '../bookings/rules.ts';
import { MAX_ID } from '../common/schemas.ts';
import { WORKSTATION_LABELS as L } from './labels.ts';

const ZRef = z.number({ error: L.required }).int(L.required).positive(L.required).max(MAX_ID);
const ZIdParam = z.coerce.number({ error: L.unknownSpace }).int(L.unknownSpace).positive(L.unknownSpace).max(MAX_ID, L.unknownSpace);
const ZDay = z.iso.date({ error: L.dateInvalid });
const ZHour = z.string({ error: L.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, L.hourInvalid);
const ZInstant = z.iso.datetime({ offset: true, error: L.dateInvalid });

/** §3: guests as semicolon-separated emails; the invalid ones are listed (§5). */
const ZGuests = z
  .string()
  .max(5000)
  .transform((text, ctx) => {
    const { valid, invalid } = splitGuests(text);
    if (invalid.length > 0) ctx.addIssue({ code: 'custom', message: invalidGuestsMessage(invalid) });
    return valid;
  })
  .pipe(z.array(z.string()).max(100));

/** `{brandId or true}`: a brand's id, or `true` (null once read) for the caller's own scope. */
export const ZOpenSpaceParams = z.object({ brand: z.union([z.literal('true').transform(() => null), ZIdParam]) });

/** POST /dispo/brand/{brandId or true}/open-space (§7): the day and hours wanted, the guests' count, the booking being edited. */
export const ZOpenSpaceBody = z.strictObject({
  user: ZRef.nullable().default(null),
  start: ZDay,
  startHour: ZHour,
  end: ZDay,
  endHour: ZHour,
  guests: z.number().int().min(0).max(1000).default(0),
  eventId: ZRef.nullable().default(null),
});
export type OpenSpaceBody = z.infer<typeof ZOpenSpaceBody>;

/** §3 "Open space": a coworking space as the dialog lists it, with its seats left on the day. */
export const ZOpenSpace = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  /** Cents a day and seat; 0 is "Gratuit". */
  dailyPrice: z.number().int(),
  capacityLeft: z.number().int(),
  reservationCapacity: z.number().int(),
  full: z.boolean(),
  openingHour: z.string(),
  closingHour: z.string(),
  siteId: z.number().int(),
  siteName: z.string(),
});
export type OpenSpace = z.infer<typeof ZOpenSpace>;
export const ZOpenSpaces = z.array(ZOpenSpace);

/** POST /poste-de-travail (§7): the wrapper hubgrade_poste_de_travail_reservation and forceReservation. */
export const ZWorkstationReservationBody = z.strictObject({
  hubgrade_poste_de_travail_reservation: z.strictObject({
    user: ZRef,
    dateBegin: ZInstant,
    dateEnd: ZInstant,
    openSpace: ZRef,
    guests: ZGuests.default([]),
    hasWelcomr: z.boolean().default(false),
  }),
  /** Book although the credits do not cover it: what is left is taken, the balance ends at 0 (§4). */
  forceReservation: z.boolean().default(false),
});
export type WorkstationReservationBody = z.infer<typeof ZWorkstationReservationBody>;
/** As a client sends it: the guests as one semicolon-separated text. */
export type WorkstationReservationInput = z.input<typeof ZWorkstationReservationBody>;

/** §3 "read back": a booking with its space, member, Paris day and hours, and what it cost. */
export const ZWorkstationReservation = z.object({
  id: z.number().int(),
  openSpaceId: z.number().int(),
  openSpaceName: z.string(),
  openSpaceColor: z.string(),
  userId: z.number().int(),
  userFirstName: z.string(),
  userLastName: z.string(),
  companyName: z.string().nullable(),
  /** The Paris day, YYYY-MM-DD. */
  date: z.string(),
  dateBegin: z.string(),
  dateEnd: z.string(),
  begin: z.string(),
  end: z.string(),
  duration: z.string(),
  title: z.string(),
  guests: z.string(),
  seats: z.number().int(),
  /** The price of the seats, and what the credits paid of it (less when forced), in cents. */
  price: z.number().int(),
  charged: z.number().int(),
  forced: z.boolean(),
  hasWelcomr: z.boolean(),
  cancelledAt: z.string().nullable(),
  /** The caller may cancel it: staff of its brand, or its member, before it ends. */
  cancellable: z.boolean(),
});
export type WorkstationReservation = z.infer<typeof ZWorkstationReservation>;

/** GET /poste-de-travail/planning?from&days[&espace]: a window of Paris days, at most five weeks. */
export const ZWorkstationPlanningQuery = z.strictObject({
  from: ZDay,
  days: z.coerce.number().int().min(1).max(35).default(7),
  espace: ZIdParam.optional(),
});
export type WorkstationPlanningQuery = z.infer<typeof ZWorkstationPlanningQuery>;

/** Each space of the scope with its seats taken per day, and the live bookings of the window. */
export const ZWorkstationPlanning = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.string()),
  spaces: z.array(
    ZOpenSpace.omit({ capacityLeft: true, full: true }).extend({
      seats: z.array(z.object({ day: z.string(), taken: z.number().int(), left: z.number().int() })),
    }),
  ),
  reservations: z.array(ZWorkstationReservation),
});
export type WorkstationPlanning = z.infer<typeof ZWorkstationPlanning>;
export type PlanningSpace = WorkstationPlanning['spaces'][number];
