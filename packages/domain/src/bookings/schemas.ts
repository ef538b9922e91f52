import { z } from 'zod';
import { MAX_ID } from '../common/schemas.ts';
import { BOOKING_LABELS as L } from './labels.ts';
import { invalidGuestsMessage, SLOTS, splitGuests } from './rules.ts';

const ZRef = z.number({ error: L.required }).int(L.required).positive(L.required).max(MAX_ID);
/** A day (YYYY-MM-DD) for a fixed slot, or an instant with its offset for a free slot. */
const ZWhen = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: L.required });

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
  quotaFree: z.boolean().default(false),
  sdrSetUp: ZRef.nullable().default(null),
});

/**
 * POST /sdr-reservation (§7): the reservation and the chosen slot (0 free: `date` and `dateEnd`
 * are instants; 1–4: `date` names the day and the slot gives the hours). A series (`frequency`)
 * is not taken yet: only `false`.
 */
export const ZMeetingRoomReservationBody = z.strictObject({
  hubgrade_sdr_reservation: ZMeetingRoomReservationFields,
  selectedTime: z.union(
    SLOTS.map((s) => z.literal(s)),
    { error: L.required },
  ),
  frequency: z.literal(false).default(false),
});
export type MeetingRoomReservationBody = z.infer<typeof ZMeetingRoomReservationBody>;

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
  brandId: z.number().int().nullable(),
  cancelledAt: z.string().nullable(),
});
export type MeetingRoomReservation = z.infer<typeof ZMeetingRoomReservation>;
