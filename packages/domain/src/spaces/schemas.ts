import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { MAX_ID } from '../common/schemas.ts';
import { MEETING_ROOM_LABELS as M } from './labels.ts';

/** Prices in integer cents up to a million euros: beyond it a typing mistake is likelier. */
export const MEETING_ROOM_PRICE_MAX_CENTS = 100_000_000;
export const MEETING_ROOM_PAGE_SIZE = 25;

const ZRefIdField = z.number({ error: M.required }).int(M.required).positive(M.required).max(MAX_ID);
const ZCents = z
  .number({ error: M.priceInvalid })
  .int(M.priceInvalid)
  .min(0, M.priceInvalid)
  .max(MEETING_ROOM_PRICE_MAX_CENTS, M.priceInvalid);
const ZQuotaHours = z.number({ error: M.quotaInvalid }).int(M.quotaInvalid).min(1, M.quotaInvalid).max(744, M.quotaInvalid);

/** A set-up of a type-2 room (§3 "Set-up"): U, théâtre, classe… */
export const ZMeetingRoomSetUp = z.object({ id: z.number().int(), name: z.string() });
export type MeetingRoomSetUp = z.infer<typeof ZMeetingRoomSetUp>;
export const ZMeetingRoomSetUps = z.array(ZMeetingRoomSetUp);

/**
 * A meeting room (§3): prices in integer cents, null when the room is not let that way (its slot
 * is then disabled, §4); quotas in hours per user, null for none.
 */
export const ZMeetingRoom = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  capacity: z.number().int(),
  price: z.number().int(),
  priceHalfDay: z.number().int().nullable(),
  priceEvening: z.number().int().nullable(),
  priceDay: z.number().int().nullable(),
  sdrType: z.object({ id: z.union([z.literal(1), z.literal(2)]), name: z.string() }),
  setUps: ZMeetingRoomSetUps,
  quotaHoursPerDay: z.number().int().nullable(),
  quotaHoursPerMonth: z.number().int().nullable(),
  espace: z.object({ id: z.number().int(), name: z.string() }),
  brandId: z.number().int().nullable(),
});
export type MeetingRoom = z.infer<typeof ZMeetingRoom>;

const roomFields = {
  name: z.string({ error: M.required }).trim().min(1, M.required).max(100),
  color: z.string({ error: M.required }).regex(/^#[0-9A-Fa-f]{6}$/, M.colorInvalid),
  capacity: z.number({ error: M.required }).int(M.capacityInvalid).min(1, M.capacityInvalid).max(1000, M.capacityInvalid),
  price: ZCents,
  priceHalfDay: ZCents.nullable(),
  priceEvening: ZCents.nullable(),
  priceDay: ZCents.nullable(),
  /** §3 "Meeting room": 1 is booked by time slot or hour, 2 is a room with set-ups. */
  sdrType: z.union([z.literal(1), z.literal(2)], { error: M.typeInvalid }),
  setUps: z.array(ZRefIdField).max(50),
  quotaHoursPerDay: ZQuotaHours.nullable(),
  quotaHoursPerMonth: ZQuotaHours.nullable(),
  espace: ZRefIdField,
};

type RoomShape = { sdrType?: 1 | 2; setUps?: number[]; quotaHoursPerDay?: number | null; quotaHoursPerMonth?: number | null };
/** Only a type-2 room has set-ups; a month's quota is not below a day's. */
function roomRules(room: RoomShape, ctx: z.RefinementCtx) {
  if (room.sdrType === 1 && room.setUps && room.setUps.length > 0)
    ctx.addIssue({ code: 'custom', path: ['setUps'], message: M.setUpsOnlyForType2 });
  if (room.quotaHoursPerDay && room.quotaHoursPerMonth && room.quotaHoursPerMonth < room.quotaHoursPerDay) {
    ctx.addIssue({ code: 'custom', path: ['quotaHoursPerMonth'], message: M.quotaOrder });
  }
}

/** POST /sdr: a new meeting room of a site of the caller's scope. */
export const ZMeetingRoomBody = z
  .strictObject({
    ...roomFields,
    priceHalfDay: roomFields.priceHalfDay.default(null),
    priceEvening: roomFields.priceEvening.default(null),
    priceDay: roomFields.priceDay.default(null),
    setUps: roomFields.setUps.default([]),
    quotaHoursPerDay: roomFields.quotaHoursPerDay.default(null),
    quotaHoursPerMonth: roomFields.quotaHoursPerMonth.default(null),
  })
  .superRefine(roomRules);
export type MeetingRoomBody = z.infer<typeof ZMeetingRoomBody>;

/** PATCH /patch/sdr/{id}: any of the same fields; the set-ups given replace the room's. */
export const ZMeetingRoomPatch = z
  .strictObject(
    Object.fromEntries(Object.entries(roomFields).map(([k, v]) => [k, v.optional()])) as {
      [K in keyof typeof roomFields]: z.ZodOptional<(typeof roomFields)[K]>;
    },
  )
  .superRefine(roomRules)
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), { message: M.noChange });
export type MeetingRoomPatch = z.infer<typeof ZMeetingRoomPatch>;

export const MEETING_ROOM_SORTS = ['id', 'name', 'capacity', 'price'] as const;
export const ZMeetingRoomQuery = listQuery({
  sortable: MEETING_ROOM_SORTS,
  defaultSort: 'name',
  defaultItemsPerPage: MEETING_ROOM_PAGE_SIZE,
  filters: {
    espace: z.coerce.number().int().positive().max(MAX_ID).optional(),
    sdrType: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .optional(),
  },
});
export type MeetingRoomQuery = z.infer<typeof ZMeetingRoomQuery>;
export const ZMeetingRoomList = listAnswer(ZMeetingRoom);
export type MeetingRoomList = z.infer<typeof ZMeetingRoomList>;
