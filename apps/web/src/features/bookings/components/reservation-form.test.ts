import { BOOKING_LABELS as L } from '@hubgrade/domain/bookings/labels';
import { describe, expect, it } from 'vitest';
import { fromWall, toWall } from './paris-wall-time.ts';
import {
  adjustHours,
  availabilityWindow,
  defaultFrequency,
  frequencyRefusal,
  hourChoices,
  newValues,
  nthWeekdayOf,
  quotaQuery,
  type RoomChoice,
  roomsForGuests,
  toBody,
  valuesRefusal,
  withUser,
} from './reservation-form.ts';

/** Paris wall time in winter (UTC+1). */
const winter = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+01:00`);
const lea = { id: 7, firstName: 'Léa', lastName: 'Roux', companyName: 'Boulangerie Martin' };
const room: RoomChoice = {
  id: 3,
  name: 'Salle Verte',
  color: '#2e7d32',
  capacity: 6,
  price: 2500,
  priceHalfDay: 8000,
  priceEvening: null,
  priceDay: 15000,
  sdrType: { id: 1 },
  setUps: [],
};

describe('a new booking', () => {
  it('opens on the default slot of §4, for the booker, with the default subject and privacy', () => {
    const values = newValues({ now: winter('2026-01-15', '10:00'), user: lea, brandId: 10 });
    expect(values).toMatchObject({ day: '2026-01-15', slot: 2, userId: 7, subject: 'Réservation - Boulangerie ', isPrivate: true });
    expect(newValues({ now: winter('2026-01-15', '18:00'), user: lea, brandId: 5 })).toMatchObject({
      day: '2026-01-16',
      slot: 2,
      isPrivate: false,
    });
  });

  it('opens on the free hours picked in the calendar, on the room of the column', () => {
    const values = newValues({
      now: winter('2026-01-15', '10:00'),
      user: lea,
      brandId: null,
      picked: { day: '2026-01-20', from: 600, to: 690, roomId: 3 },
    });
    expect(values).toMatchObject({ day: '2026-01-20', slot: 0, from: 600, to: 690, roomId: 3 });
  });

  it('keeps the default slot on a day picked in the month view', () => {
    expect(newValues({ now: winter('2026-01-15', '10:00'), user: lea, brandId: null, picked: { day: '2026-01-22' } })).toMatchObject({
      day: '2026-01-22',
      slot: 2,
    });
  });

  it('follows the chosen user until the subject is typed by hand', () => {
    const values = newValues({ now: winter('2026-01-15', '10:00'), user: lea, brandId: null });
    const other = { id: 9, firstName: 'Paul', lastName: 'Durand', companyName: null };
    expect(withUser(values, other)).toMatchObject({ userId: 9, subject: 'Réservation - Paul Durand' });
    expect(withUser({ ...values, subject: 'Comité', subjectTyped: true }, other).subject).toBe('Comité');
  });
});

describe('free hours', () => {
  const now = winter('2026-01-15', '10:07');
  const base = newValues({ now, user: lea, brandId: null, picked: { day: '2026-01-15', from: 9 * 60, to: 9 * 60 + 30 } });

  it('moves a start already past to the next 5-minute mark, and the end 15 minutes after it (§5)', () => {
    expect(adjustHours(base, now)).toMatchObject({ from: 10 * 60 + 10, to: 10 * 60 + 25 });
  });

  it('leaves another day as typed and puts an end not after the start 15 minutes later', () => {
    expect(adjustHours({ ...base, day: '2026-01-16' }, now)).toMatchObject({ from: 540, to: 570 });
    expect(adjustHours({ ...base, day: '2026-01-16', from: 600, to: 600 }, now)).toMatchObject({ from: 600, to: 615 });
  });

  it('disables the hours before the current one on today only', () => {
    const today = hourChoices('2026-01-15', now);
    expect(today.filter((h) => h.disabled).map((h) => h.hour)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(hourChoices('2026-01-16', now).some((h) => h.disabled)).toBe(false);
  });
});

describe('refusals before sending', () => {
  const now = winter('2026-01-15', '10:00');
  const values = { ...newValues({ now, user: lea, brandId: null }), roomId: 3 };

  it('wants a user and a room', () => {
    expect(valuesRefusal({ ...values, roomId: null }, undefined, now)).toBe(L.required);
    expect(valuesRefusal({ ...values, userId: null }, room, now)).toBe(L.required);
  });

  it('refuses a slot the room has no price for, or already closed', () => {
    expect(valuesRefusal({ ...values, slot: 4 }, room, now)).toBe(L.slotNotPriced);
    expect(valuesRefusal({ ...values, slot: 1 }, room, now)).toBe(L.slotPassed);
    expect(valuesRefusal(values, room, now)).toBeNull();
  });

  it('gives the spec’s messages for the free slot', () => {
    const free = { ...values, slot: 0 as const, day: '2026-01-16' };
    expect(valuesRefusal({ ...free, from: 600, to: 610 }, room, now)).toBe(L.tooShort);
    expect(valuesRefusal({ ...free, from: 600, to: 600 }, room, now)).toBe(L.multiDay);
    expect(valuesRefusal({ ...free, from: 600, to: 24 * 60 }, room, now)).toBeNull();
  });
});

describe('rooms, body and calls', () => {
  it('offers only the rooms larger than the guests (§5)', () => {
    expect(roomsForGuests([room, { ...room, id: 4, capacity: 2 }], 2).map((r) => r.id)).toEqual([3]);
  });

  it('sends a fixed slot by its day, a free one by its instants, guests joined by semicolons', () => {
    const now = winter('2026-01-15', '10:00');
    const values = { ...newValues({ now, user: lea, brandId: null }), roomId: 3, guests: ['a@x.fr', 'b@x.fr'], quotaFree: true };
    expect(toBody(values, room, { staff: false, quotaChecked: false })).toMatchObject({
      hubgrade_sdr_reservation: { user: 7, sdr: 3, date: '2026-01-15', guests: 'a@x.fr;b@x.fr', quotaFree: false, sdrSetUp: null },
      selectedTime: 2,
      frequency: false,
      quotaChecked: false,
    });
    const free = toBody({ ...values, slot: 0, day: '2026-01-16', from: 600, to: 690 }, room, { staff: true, quotaChecked: true });
    expect(free.hubgrade_sdr_reservation).toMatchObject({
      date: '2026-01-16T09:00:00.000Z',
      dateEnd: '2026-01-16T10:30:00.000Z',
      quotaFree: true,
    });
    expect(free.quotaChecked).toBe(true);
  });

  it('never sends "off quota" for a series', () => {
    const values = { ...newValues({ now: winter('2026-01-15', '10:00'), user: lea, brandId: null }), roomId: 3, quotaFree: true };
    const body = toBody({ ...values, frequency: defaultFrequency(values.day) }, room, { staff: true, quotaChecked: false });
    expect(body.hubgrade_sdr_reservation.quotaFree).toBe(false);
    expect(body.frequency).toMatchObject({ period: 'semaines', days: [4], endType: 'count', endCount: 4 });
  });

  it('asks the availability and the quota for the window as it will be saved', () => {
    const values = {
      ...newValues({ now: winter('2026-01-15', '10:00'), user: lea, brandId: null }),
      slot: 0 as const,
      day: '2026-01-16',
      from: 1380,
      to: 1440,
    };
    expect(availabilityWindow(values)).toEqual({ start: '2026-01-16', startHour: '23:00', end: '2026-01-17', endHour: '00:00' });
    expect(quotaQuery(values, 12)).toEqual({
      date_start: '2026-01-16T22:00:00.000Z',
      date_end: '2026-01-16T23:00:00.000Z',
      selected_time: 0,
      oldEventId: 12,
    });
    expect(quotaQuery({ ...values, slot: 1 }, null)).toEqual({ date_start: '2026-01-16', selected_time: 1 });
  });
});

describe('recurrence', () => {
  it('wants a repeat of 1 at least, 2 meetings at least, an end date not before the day', () => {
    const weekly = defaultFrequency('2026-01-15');
    expect(frequencyRefusal(weekly, '2026-01-15')).toBeNull();
    expect(frequencyRefusal({ ...weekly, number: 0 }, '2026-01-15')).toBe(L.frequencyNumber);
    expect(frequencyRefusal({ ...weekly, endCount: 1 }, '2026-01-15')).toBe(L.frequencyCount);
    expect(frequencyRefusal({ ...weekly, endType: 'date', endDate: null }, '2026-01-15')).toBe(L.required);
    expect(frequencyRefusal({ ...weekly, endType: 'date', endDate: '2026-01-14' }, '2026-01-15')).toBe(L.frequencyEndBeforeStart);
  });

  it('knows which weekday of its month a day is, and whether it is the last', () => {
    expect(nthWeekdayOf('2026-01-15')).toEqual({ nth: 3, last: false });
    expect(nthWeekdayOf('2026-01-29')).toEqual({ nth: 5, last: true });
    expect(nthWeekdayOf('2026-01-26')).toEqual({ nth: 4, last: true });
  });
});

describe('Paris wall time', () => {
  it('hands the calendar the Paris hours and reads them back', () => {
    const wall = toWall('2026-07-15T08:30:00Z');
    expect([wall.getHours(), wall.getMinutes()]).toEqual([10, 30]);
    expect(fromWall(wall)).toEqual({ day: '2026-07-15', minutes: 630 });
  });
});
