import { z } from 'zod';
import { MAX_ID } from '../common/schemas.ts';
import { ZMeetingRoom } from '../spaces/schemas.ts';
import { ALL_SITES, MAX_SERIES_OCCURRENCES, NTH_WEEKDAYS, PERIODS, QUOTA_MESSAGES, VIEW_TYPES } from './constants.ts';
import { BOOKING_LABELS as L } from './labels.ts';
import { invalidGuestsMessage, SLOTS, splitGuests } from './rules.ts';

const ZRef = z.number({ error: L.required }).int(L.required).positive(L.required).max(MAX_ID);
/** A day (YYYY-MM-DD) for a fixed slot, or an instant with its offset for a free slot. */
const ZWhen = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: L.required });
const ZDay = z.iso.date({ error: L.dateInvalid });
const ZHour = z.string({ error: L.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, L.hourInvalid);
const ZSlot = z.union(
  SLOTS.map((s) => z.literal(s)),
  { error: L.required },
);

/** Guests as the spec sends them, addresses joined by semicolons (spaces are read as separators too). */
const ZGuests = z
  .string()
  .max(5000)
  .transform((text, ctx) => {
    const { valid, invalid } = splitGuests(text);
    if (invalid.length > 0) ctx.addIssue({ code: 'custom', message: invalidGuestsMessage(invalid) });
    return valid;
  })
  .pipe(z.array(z.string()).max(100));

/** The wrapper hubgrade_sdr_reservation of §3: who, which room, when, and the event's details. */
const ZMeetingRoomReservationFields = z.strictObject({
  user: ZRef,
  sdr: ZRef,
  date: ZWhen,
  dateEnd: ZWhen.optional(),
  guests: ZGuests.default([]),
  /** Defaults to "Réservation - {company or user}". */
  subject: z.string().trim().max(255).optional(),
  /** Defaults to true on brand 10, false elsewhere. */
  private: z.boolean().optional(),
  /** "Ne pas décompter du quota": staff only. */
  quotaFree: z.boolean().default(false),
  sdrSetUp: ZRef.nullable().default(null),
  /** Opens the doors to the member for each meeting's hours (WelcomR). */
  hasWelcomr: z.boolean().default(false),
});

/**
 * §3 "Frequency object", §2.11: every `number` weeks (on `days`, Sunday = 0; the start's day is
 * always in) or months (the start's day of the month when `sameDayOfMonth`, else the start's
 * weekday in week `nthWeekdayOfMonth`: 1–4, or -1 for the last); ending on `endDate` (a Paris
 * day, included) or after `endCount` meetings.
 */
export const ZFrequency = z
  .strictObject({
    number: z.number({ error: L.required }).int(L.frequencyNumber).min(1, L.frequencyNumber).max(52, L.frequencyNumber),
    period: z.enum(PERIODS, { error: L.required }),
    days: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    endType: z.enum(['date', 'count'], { error: L.frequencyEndType }),
    endDate: ZDay.nullable().default(null),
    endCount: z
      .number({ error: L.frequencyCount })
      .int(L.frequencyCount)
      .min(2, L.frequencyCount)
      .max(MAX_SERIES_OCCURRENCES, L.frequencyCount)
      .nullable()
      .default(null),
    sameDayOfMonth: z.boolean().default(true),
    nthWeekdayOfMonth: z
      .union(
        NTH_WEEKDAYS.map((n) => z.literal(n)),
        { error: L.required },
      )
      .nullable()
      .default(null),
  })
  .superRefine((f, ctx) => {
    if (f.endType === 'date' && f.endDate === null) ctx.addIssue({ code: 'custom', path: ['endDate'], message: L.required });
    if (f.endType === 'count' && f.endCount === null) ctx.addIssue({ code: 'custom', path: ['endCount'], message: L.frequencyCount });
    if (f.period === 'mois' && !f.sameDayOfMonth && f.nthWeekdayOfMonth === null) {
      ctx.addIssue({ code: 'custom', path: ['nthWeekdayOfMonth'], message: L.required });
    }
  });
export type Frequency = z.infer<typeof ZFrequency>;
export type FrequencyInput = z.input<typeof ZFrequency>;

/**
 * POST /sdr-reservation[/{idBrand}] and PATCH /patch/sdr-reservation/{id}… (§7): the reservation
 * and the chosen slot (0 free: `date` and `dateEnd` are instants; 1–4: `date` names the day and
 * the slot gives the hours), and `frequency`: false or a series (§2.11). `quotaChecked`: the
 * §2.13 "Quota atteint" dialog was confirmed ("Continuer"): staff then book past the user's quota.
 * `forceReservation`: the §2.13 "Crédits insuffisants" dialog was confirmed: staff then book a
 * single booking past the credits, which are used down to 0 (§4); a series is never forced, its
 * meetings the credits do not cover come back in `instances.noCredit`.
 */
export const ZMeetingRoomReservationBody = z.strictObject({
  hubgrade_sdr_reservation: ZMeetingRoomReservationFields,
  selectedTime: ZSlot,
  frequency: z.union([z.literal(false), ZFrequency]).default(false),
  quotaChecked: z.boolean().default(false),
  forceReservation: z.boolean().default(false),
});
export type MeetingRoomReservationBody = z.infer<typeof ZMeetingRoomReservationBody>;
export type MeetingRoomReservationInput = z.input<typeof ZMeetingRoomReservationBody>;

/**
 * body.instances of a save (§7, §2.12): the dates (DD/MM/YYYY) not booked, by reason, `except`
 * holding them all; `dates` the dates booked; `endTime` the last booked end (ISO) or null.
 */
export const ZInstances = z.object({
  except: z.array(z.string()),
  noDispo: z.array(z.string()),
  noQuota: z.array(z.string()),
  noCredit: z.array(z.string()),
  afterBookingEnd: z.array(z.string()),
  dates: z.array(z.string()),
  endTime: z.string().nullable(),
});
export type Instances = z.infer<typeof ZInstances>;

/** A meeting-room reservation as read back (§3 "Read on edit"), times in Paris. */
export const ZMeetingRoomReservation = z.object({
  id: z.number().int(),
  sdrId: z.number().int(),
  sdrName: z.string(),
  sdrColor: z.string(),
  sdrTypeId: z.union([z.literal(1), z.literal(2)]),
  sdrSetUp: z.number().int().nullable(),
  userId: z.number().int(),
  userFirstName: z.string(),
  userLastName: z.string(),
  userEmail: z.string(),
  /** Start and end as ISO instants. */
  date: z.string(),
  dateEnd: z.string(),
  /** The Paris day and hours, DD/MM/YYYY and HH:mm. */
  day: z.string(),
  begin: z.string(),
  end: z.string(),
  /** "1h30". */
  duration: z.string(),
  selectedTime: z.number().int(),
  guests: z.string(),
  subject: z.string(),
  private: z.boolean(),
  quotaFree: z.boolean(),
  hasWelcomr: z.boolean(),
  brandId: z.number().int().nullable(),
  cancelledAt: z.string().nullable(),
  /** The series it belongs to and the series' frequency (§3 "Read on edit"), null for a single booking. */
  group: z.number().int().nullable(),
  frequency: ZFrequency.nullable(),
});
export type MeetingRoomReservation = z.infer<typeof ZMeetingRoomReservation>;

/** The answer of a save: the booking made (a series' first; null when no date could be booked) and the dates not booked. */
export const ZMeetingRoomSaveAnswer = z.object({
  id: z.number().int().nullable(),
  reservation: ZMeetingRoomReservation.nullable(),
  instances: ZInstances,
});
export type MeetingRoomSaveAnswer = z.infer<typeof ZMeetingRoomSaveAnswer>;

const ZIdParam = z.coerce.number({ error: L.notFound }).int(L.notFound).positive(L.notFound).max(MAX_ID, L.notFound);
/** `{idBrand or true}`: a brand's id, or `true` (null once read) for the caller's own scope. */
const ZBrandOrTrue = z.union([z.literal('true').transform(() => null), ZIdParam]);

export const ZBrandParams = z.object({ idBrand: ZIdParam });
export const ZIdBrandParams = z.object({ id: ZIdParam, idBrand: ZIdParam });

/** GET /specific/sdr-reservation/{date}/{viewType}/{idBrand or null}/true: the day, week (Monday first) or month holding `date`. */
export const ZPlanningParams = z.object({
  date: ZDay,
  viewType: z.enum(VIEW_TYPES, { error: L.viewTypeInvalid }),
  idBrand: z.union([z.literal('null').transform(() => null), ZIdParam]),
});
/**
 * Narrows the planning to one site ("espace"), or to none with `tous`. Without it, the day and week
 * views of a scope of several sites show the first site's (`shownSite`).
 */
export const ZPlanningQuery = z.strictObject({ espace: z.union([z.literal(ALL_SITES), ZIdParam]).optional() });

/** A booking on the planning; another member's private booking comes `busy`, without subject nor guests. */
export const ZPlanningEvent = z.object({
  id: z.number().int(),
  group: z.number().int().nullable(),
  sdrId: z.number().int(),
  sdrName: z.string(),
  sdrColor: z.string(),
  date: z.string(),
  dateEnd: z.string(),
  day: z.string(),
  begin: z.string(),
  end: z.string(),
  duration: z.string(),
  selectedTime: z.number().int(),
  userId: z.number().int(),
  userFirstName: z.string(),
  userLastName: z.string(),
  companyName: z.string().nullable(),
  subject: z.string().nullable(),
  guests: z.string().nullable(),
  private: z.boolean(),
  busy: z.boolean(),
  quotaFree: z.boolean(),
  /** The caller may change or cancel it: staff of its brand, or its owner. */
  editable: z.boolean(),
});
export type PlanningEvent = z.infer<typeof ZPlanningEvent>;

/**
 * A room as the planning shows it: a column of the day view, its site for the staff's filter. Its
 * prices, set-ups and quotas come with the availability search, where a booking chooses a room.
 */
export const ZPlanningRoom = ZMeetingRoom.pick({ id: true, name: true, color: true, capacity: true, espace: true, brandId: true });
export type PlanningRoom = z.infer<typeof ZPlanningRoom>;

/** A site of the planning's filter and of the booking dialog. */
export const ZPlanningSite = ZPlanningRoom.shape.espace;
export type PlanningSite = z.infer<typeof ZPlanningSite>;

/**
 * The planning: its window (Paris days YYYY-MM-DD, `to` included), the sites of the caller's scope
 * that have rooms (for the site filter), the site shown (null: every site), its rooms as columns and
 * their live bookings.
 */
export const ZPlanning = z.object({
  from: z.string(),
  to: z.string(),
  sites: z.array(ZPlanningSite),
  espace: z.number().int().nullable(),
  rooms: z.array(ZPlanningRoom),
  events: z.array(ZPlanningEvent),
});
export type Planning = z.infer<typeof ZPlanning>;

/** POST /dispo/brand/{idBrand or true}/sdr: the window (Paris days and HH:mm), the booking being edited, the guests' count. */
export const ZAvailabilityParams = z.object({ idBrand: ZBrandOrTrue });
export const ZAvailabilityBody = z.strictObject({
  start: ZDay,
  startHour: ZHour,
  end: ZDay,
  endHour: ZHour,
  /** The booking being edited: its own slot counts as free. */
  eventId: ZRef.nullable().default(null),
  /** Rooms whose capacity is not greater than this are left out (§5). */
  guests: z.number().int().min(0).max(1000).default(0),
  /** The site whose rooms are offered (the planning's), null for every site; the edited booking's own room stays offered. */
  espace: ZRef.nullable().default(null),
});
export type AvailabilityBody = z.infer<typeof ZAvailabilityBody>;
export const ZAvailableRooms = z.array(ZMeetingRoom);

/** GET /sdr-reservation/check-quota/{roomId}/{userId}?date_start&date_end&selected_time[&oldEventId]. */
export const ZQuotaParams = z.object({ roomId: ZIdParam, userId: ZIdParam });
export const ZQuotaQuery = z.strictObject({
  date_start: ZWhen,
  date_end: ZWhen.optional(),
  selected_time: z.coerce.number({ error: L.required }).pipe(ZSlot),
  oldEventId: ZIdParam.optional(),
});
export type QuotaQuery = z.infer<typeof ZQuotaQuery>;

/**
 * The quota check (§7): `message` null when the booking fits, else the spec's text; the minutes
 * the user would have in the room that Paris day and month with this booking, beside the room's
 * quotas in hours; the user's credits and the booking's price in cents (credits null when the
 * booking takes none).
 */
export const ZQuotaCheck = z.object({
  message: z.enum(QUOTA_MESSAGES).nullable(),
  dayMinutes: z.number().int(),
  monthMinutes: z.number().int(),
  quotaHoursPerDay: z.number().int().nullable(),
  quotaHoursPerMonth: z.number().int().nullable(),
  creditsCents: z.number().int().nullable(),
  priceCents: z.number().int(),
});
export type QuotaCheck = z.infer<typeof ZQuotaCheck>;

/** A secret calendar address (iCalendar) that Google Calendar or Outlook subscribe to without signing in. */
export const ZCalendarFeed = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof ZCalendarFeed>;
export const ZCalendarTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, L.notFound) });
/** The iCalendar text of a feed (text/calendar). */
export const ZCalendarText = z.string();
