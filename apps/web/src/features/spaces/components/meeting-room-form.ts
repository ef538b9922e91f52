import { zodResolver } from '@hookform/resolvers/zod';
import { parseEuros } from '@hubgrade/domain/format/money';
import { type MeetingRoom, type MeetingRoomBody, ZMeetingRoomBody } from '@hubgrade/domain/spaces/schemas';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { centsToEurosText } from '../../../ui/form-money-field.tsx';

/** What the room form holds: text as typed (prices in euros), the set-ups by id. */
export interface MeetingRoomForm {
  name: string;
  color: string;
  capacity: string;
  price: string;
  priceHalfDay: string;
  priceEvening: string;
  priceDay: string;
  sdrType: string;
  setUps: number[];
  quotaHoursPerDay: string;
  quotaHoursPerMonth: string;
  espace: string;
}

export const MEETING_ROOM_FORM_FIELDS = [
  'name',
  'color',
  'capacity',
  'price',
  'priceHalfDay',
  'priceEvening',
  'priceDay',
  'sdrType',
  'setUps',
  'quotaHoursPerDay',
  'quotaHoursPerMonth',
  'espace',
] as const;

export function emptyMeetingRoomForm(espace?: number): MeetingRoomForm {
  return {
    name: '',
    color: '#1E88E5',
    capacity: '',
    price: '',
    priceHalfDay: '',
    priceEvening: '',
    priceDay: '',
    sdrType: '1',
    setUps: [],
    quotaHoursPerDay: '',
    quotaHoursPerMonth: '',
    espace: espace ? String(espace) : '',
  };
}

export function meetingRoomFormOf(room: MeetingRoom): MeetingRoomForm {
  const hours = (n: number | null) => (n === null ? '' : String(n));
  return {
    name: room.name,
    color: room.color,
    capacity: String(room.capacity),
    price: centsToEurosText(room.price),
    priceHalfDay: centsToEurosText(room.priceHalfDay),
    priceEvening: centsToEurosText(room.priceEvening),
    priceDay: centsToEurosText(room.priceDay),
    sdrType: String(room.sdrType.id),
    setUps: room.setUps.map((s) => s.id),
    quotaHoursPerDay: hours(room.quotaHoursPerDay),
    quotaHoursPerMonth: hours(room.quotaHoursPerMonth),
    espace: String(room.espace.id),
  };
}

/** A typed amount in cents: empty is missing (undefined) or "not let that way" (null); a wrong one is NaN, which the schema refuses. */
const cents = (text: string, empty: undefined | null) => (text.trim() === '' ? empty : (parseEuros(text) ?? Number.NaN));
const whole = (text: string, empty: undefined | null) => (text.trim() === '' ? empty : Number(text.replace(',', '.')));

const ZFormValues = z.object({
  ...Object.fromEntries(MEETING_ROOM_FORM_FIELDS.filter((f) => f !== 'setUps').map((f) => [f, z.string()])),
  setUps: z.array(z.number()),
}) as unknown as z.ZodType<MeetingRoomForm, MeetingRoomForm>;

/** The form's values as the API's body, checked by the domain's schema so that the browser says what the API would. */
export const ZMeetingRoomFormBody = ZFormValues.transform(
  (v) =>
    ({
      name: v.name,
      color: v.color,
      capacity: whole(v.capacity, undefined),
      price: cents(v.price, undefined),
      priceHalfDay: cents(v.priceHalfDay, null),
      priceEvening: cents(v.priceEvening, null),
      priceDay: cents(v.priceDay, null),
      sdrType: Number(v.sdrType),
      // A room booked by the hour has no set-ups: the ones ticked before switching type are dropped.
      setUps: v.sdrType === '2' ? v.setUps : [],
      quotaHoursPerDay: whole(v.quotaHoursPerDay, null),
      quotaHoursPerMonth: whole(v.quotaHoursPerMonth, null),
      espace: whole(v.espace, undefined),
    }) as z.input<typeof ZMeetingRoomBody>,
).pipe(ZMeetingRoomBody);

export const meetingRoomResolver = zodResolver(ZMeetingRoomFormBody) as unknown as Resolver<MeetingRoomForm, unknown, MeetingRoomBody>;

/** For an edit: the fields whose value differs from the room's (the set-ups compared as sets). */
export function changedFields(body: MeetingRoomBody, room: MeetingRoom): Partial<MeetingRoomBody> {
  const before: MeetingRoomBody = {
    name: room.name,
    color: room.color,
    capacity: room.capacity,
    price: room.price,
    priceHalfDay: room.priceHalfDay,
    priceEvening: room.priceEvening,
    priceDay: room.priceDay,
    sdrType: room.sdrType.id,
    setUps: room.setUps.map((s) => s.id),
    quotaHoursPerDay: room.quotaHoursPerDay,
    quotaHoursPerMonth: room.quotaHoursPerMonth,
    espace: room.espace.id,
  };
  const same = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b) ? [...a].sort().join() === [...b].sort().join() : a === b);
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => !same(value, before[key as keyof MeetingRoomBody])));
}
