import { describe, expect, it } from 'vitest';
import { BOOKING_LABELS as L } from './labels.ts';
import {
  bookingPriceCents,
  defaultSlot,
  defaultSubject,
  durationText,
  invalidGuestsMessage,
  isPrivateByDefault,
  isSlotPastCutoff,
  isSlotPriced,
  meetingRefundCents,
  parisClock,
  quotaOutcome,
  roomFitsGuests,
  slotChoices,
  slotRefusal,
  slotWindow,
  spanRefusal,
  splitGuests,
} from './rules.ts';

/** An instant given as Paris wall time in winter (UTC+1). */
const winter = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+01:00`);
/** An instant given as Paris wall time in summer (UTC+2). */
const summer = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+02:00`);

const priced = { priceHalfDay: 12000, priceEvening: 9000, priceDay: 20000 };
const hourly = { priceHalfDay: null, priceEvening: null, priceDay: null };

describe('slot windows', () => {
  it('places each fixed slot at its Paris hours, in winter and in summer', () => {
    expect(slotWindow('2026-01-15', 1)).toEqual({ start: winter('2026-01-15', '09:00'), end: winter('2026-01-15', '13:00') });
    expect(slotWindow('2026-01-15', 2)).toEqual({ start: winter('2026-01-15', '14:00'), end: winter('2026-01-15', '18:00') });
    expect(slotWindow('2026-07-15', 3)).toEqual({ start: summer('2026-07-15', '09:00'), end: summer('2026-07-15', '18:00') });
    expect(slotWindow('2026-07-15', 4)).toEqual({ start: summer('2026-07-15', '19:00'), end: summer('2026-07-15', '22:00') });
  });

  it('keeps 09:00 on the day the clocks go forward', () => {
    expect(slotWindow('2026-03-29', 1).start).toEqual(summer('2026-03-29', '09:00'));
  });

  it('reads an instant as the Paris day and time, not the server’s', () => {
    expect(parisClock(new Date('2026-01-15T23:30:00Z'))).toEqual({ day: '2026-01-16', minutes: 30 });
  });
});

describe('slots and prices', () => {
  it('disables the half-day, evening and day slots of a room lacking their price, never the free slot', () => {
    expect([0, 1, 2, 3, 4].map((s) => isSlotPriced(hourly, s as 0))).toEqual([true, false, false, false, false]);
    expect(isSlotPriced({ ...priced, priceEvening: null }, 4)).toBe(false);
    expect(isSlotPriced({ ...priced, priceDay: null }, 3)).toBe(false);
    expect(isSlotPriced({ ...priced, priceHalfDay: null }, 1)).toBe(false);
    expect(isSlotPriced({ ...priced, priceHalfDay: null }, 2)).toBe(false);
    expect(isSlotPriced(priced, 3)).toBe(true);
  });

  it('offers the five choices with their labels', () => {
    const choices = slotChoices(hourly, '2026-01-20', winter('2026-01-15', '10:00'));
    expect(choices.map((c) => [c.label, c.disabled])).toEqual([
      [L.slots[0], false],
      [L.slots[1], true],
      [L.slots[2], true],
      [L.slots[3], true],
      [L.slots[4], true],
    ]);
  });

  it('says why a slot is refused', () => {
    expect(slotRefusal(hourly, 1, '2026-01-20', winter('2026-01-15', '10:00'))).toBe('notPriced');
    expect(slotRefusal(priced, 1, '2026-01-15', winter('2026-01-15', '10:00'))).toBe('passed');
    expect(slotRefusal(priced, 1, '2026-01-16', winter('2026-01-15', '10:00'))).toBeNull();
  });
});

describe('cut-offs', () => {
  const today = '2026-01-15';
  const tomorrow = '2026-01-16';
  const at = (hhmm: string) => winter(today, hhmm);

  it('closes today’s morning and whole day at 9h', () => {
    expect(isSlotPastCutoff(1, today, at('08:59'))).toBe(false);
    expect(isSlotPastCutoff(1, today, at('09:00'))).toBe(true);
    expect(isSlotPastCutoff(3, today, at('08:59'))).toBe(false);
    expect(isSlotPastCutoff(3, today, at('09:00'))).toBe(true);
  });

  it('closes today’s afternoon after 12:30', () => {
    expect(isSlotPastCutoff(2, today, at('12:30'))).toBe(false);
    expect(isSlotPastCutoff(2, today, at('12:31'))).toBe(true);
  });

  it('closes today’s evening at 19h', () => {
    expect(isSlotPastCutoff(4, today, at('18:59'))).toBe(false);
    expect(isSlotPastCutoff(4, today, at('19:00'))).toBe(true);
  });

  it('closes tomorrow’s morning and whole day at 17h, not its afternoon nor evening', () => {
    expect(isSlotPastCutoff(1, tomorrow, at('16:59'))).toBe(false);
    expect(isSlotPastCutoff(1, tomorrow, at('17:00'))).toBe(true);
    expect(isSlotPastCutoff(3, tomorrow, at('17:00'))).toBe(true);
    expect(isSlotPastCutoff(2, tomorrow, at('23:00'))).toBe(false);
    expect(isSlotPastCutoff(4, tomorrow, at('23:00'))).toBe(false);
  });

  it('leaves later days open, closes past days, and never closes the free slot', () => {
    expect(isSlotPastCutoff(1, '2026-01-17', at('23:59'))).toBe(false);
    expect(isSlotPastCutoff(2, '2026-01-14', at('00:00'))).toBe(true);
    expect(isSlotPastCutoff(0, today, at('23:59'))).toBe(false);
  });

  it('counts the hour in Paris: 08:30 UTC in summer is 10:30 in Paris', () => {
    expect(isSlotPastCutoff(1, '2026-07-15', new Date('2026-07-15T06:30:00Z'))).toBe(false);
    expect(isSlotPastCutoff(1, '2026-07-15', new Date('2026-07-15T07:00:00Z'))).toBe(true);
  });
});

describe('default slot', () => {
  it('is the afternoon of today before 12:30', () => {
    expect(defaultSlot(winter('2026-01-15', '00:10'))).toEqual({ day: '2026-01-15', slot: 2 });
    expect(defaultSlot(winter('2026-01-15', '12:29'))).toEqual({ day: '2026-01-15', slot: 2 });
  });

  it('is the morning of the next day from 12:30 to 17h and from 23h', () => {
    expect(defaultSlot(winter('2026-01-15', '12:30'))).toEqual({ day: '2026-01-16', slot: 1 });
    expect(defaultSlot(winter('2026-01-15', '16:59'))).toEqual({ day: '2026-01-16', slot: 1 });
    expect(defaultSlot(winter('2026-01-15', '23:00'))).toEqual({ day: '2026-01-16', slot: 1 });
  });

  it('is the afternoon of the next day from 17h to 23h, across a month end', () => {
    expect(defaultSlot(winter('2026-01-31', '17:00'))).toEqual({ day: '2026-02-01', slot: 2 });
    expect(defaultSlot(winter('2026-01-15', '22:59'))).toEqual({ day: '2026-01-16', slot: 2 });
  });
});

describe('span of a single booking', () => {
  const d = '2026-01-15';

  it('refuses an end not after the start, or on another day, with the spec’s message', () => {
    expect(spanRefusal(winter(d, '10:00'), winter(d, '10:00'))).toBe('multiDay');
    expect(spanRefusal(winter(d, '10:00'), winter(d, '09:00'))).toBe('multiDay');
    expect(spanRefusal(winter(d, '10:00'), winter('2026-01-16', '09:00'))).toBe('multiDay');
    expect(L.multiDay).toBe(
      'Vous ne pouvez pas créer de réservation unique pour cette salle de réunion sur plusieurs jours. Vous pouvez en revanche gérer vos réservations par tranches de 24h maximum, de 00h00 à 23h59.',
    );
  });

  it('judges the day in Paris: 23:00 to 23:30 UTC in winter crosses midnight in Paris', () => {
    expect(spanRefusal(new Date('2026-01-15T22:30:00Z'), new Date('2026-01-15T23:30:00Z'))).toBe('multiDay');
  });

  it('lets a booking run to midnight', () => {
    expect(spanRefusal(winter(d, '22:00'), winter('2026-01-16', '00:00'))).toBeNull();
  });

  it('refuses under 15 minutes with the spec’s message', () => {
    expect(spanRefusal(winter(d, '10:00'), winter(d, '10:10'))).toBe('tooShort');
    expect(spanRefusal(winter(d, '10:00'), winter(d, '10:15'))).toBeNull();
    expect(L.tooShort).toBe(
      'Vous ne pouvez pas créer de réservation unique pour cette salle de réunion pour une durée inférieur à 15 minutes.',
    );
  });

  it('wants 5-minute marks', () => {
    expect(spanRefusal(winter(d, '10:03'), winter(d, '11:00'))).toBe('minuteStep');
    expect(spanRefusal(winter(d, '10:00'), new Date(winter(d, '11:00').getTime() + 1000))).toBe('minuteStep');
  });
});

describe('subject, privacy, capacity and guests', () => {
  it('names the company cut at 12 characters, or the user', () => {
    expect(defaultSubject({ companyName: 'Boulangerie Martin et Fils', firstName: 'Léa', lastName: 'Roux' })).toBe(
      'Réservation - Boulangerie ',
    );
    expect(defaultSubject({ companyName: 'Atelier', firstName: 'Léa', lastName: 'Roux' })).toBe('Réservation - Atelier');
    expect(defaultSubject({ companyName: null, firstName: 'Léa', lastName: 'Roux' })).toBe('Réservation - Léa Roux');
    expect(defaultSubject({ companyName: '  ', firstName: 'Léa', lastName: 'Roux' })).toBe('Réservation - Léa Roux');
  });

  it('makes brand 10’s events private by default only', () => {
    expect(isPrivateByDefault(10)).toBe(true);
    expect(isPrivateByDefault(5)).toBe(false);
    expect(isPrivateByDefault(null)).toBe(false);
  });

  it('offers a room only when its capacity is greater than the guests', () => {
    expect(roomFitsGuests(4, 3)).toBe(true);
    expect(roomFitsGuests(4, 4)).toBe(false);
  });

  it('splits pasted guests on semicolons and spaces and lists the invalid ones', () => {
    expect(splitGuests('a@x.fr; B@x.fr  c@x ;a@x.fr;;nope')).toEqual({ valid: ['a@x.fr', 'b@x.fr'], invalid: ['c@x', 'nope'] });
    expect(invalidGuestsMessage(['c@x', 'nope'])).toBe('Les adresses mails suivantes sont invalides : c@x / nope');
  });
});

describe('duration text', () => {
  it('reads like 1h30, 2h and 0h45', () => {
    expect(durationText(winter('2026-01-15', '10:00'), winter('2026-01-15', '11:30'))).toBe('1h30');
    expect(durationText(winter('2026-01-15', '10:00'), winter('2026-01-15', '12:00'))).toBe('2h');
    expect(durationText(winter('2026-01-15', '10:00'), winter('2026-01-15', '10:45'))).toBe('0h45');
    expect(durationText(winter('2026-01-15', '10:00'), winter('2026-01-15', '10:05'))).toBe('0h05');
  });
});

describe('price and quota', () => {
  const room = { priceHour: 3000, priceHalfDay: 10000, priceEvening: null, priceDay: 18000 };
  it('prices a slot by its price and a free slot by the hour pro rata', () => {
    expect(bookingPriceCents(room, 1, 240)).toBe(10000);
    expect(bookingPriceCents(room, 3, 540)).toBe(18000);
    expect(bookingPriceCents(room, 0, 90)).toBe(4500);
    expect(bookingPriceCents(room, 0, 25)).toBe(1250);
    expect(bookingPriceCents({ ...room, priceHour: 1999 }, 0, 20)).toBe(666);
    expect(bookingPriceCents({ priceHour: 0, priceHalfDay: 0, priceEvening: null, priceDay: null }, 1, 240)).toBe(0);
  });
  it('refunds a cancellation in full before the meeting starts, nothing once started', () => {
    const start = new Date('2031-03-12T08:00:00Z');
    expect(meetingRefundCents(4500, start, new Date('2031-03-12T07:59:00Z'))).toBe(4500);
    expect(meetingRefundCents(4500, start, start)).toBe(0);
    expect(meetingRefundCents(4500, start, new Date('2031-03-12T09:00:00Z'))).toBe(0);
  });
  it('passes the daily quota first, then the monthly one', () => {
    const quotas = { quotaHoursPerDay: 2, quotaHoursPerMonth: 10 };
    expect(quotaOutcome({ dayMinutes: 120, monthMinutes: 600 }, quotas)).toBeNull();
    expect(quotaOutcome({ dayMinutes: 125, monthMinutes: 700 }, quotas)).toBe('daily');
    expect(quotaOutcome({ dayMinutes: 60, monthMinutes: 605 }, quotas)).toBe('monthly');
    expect(quotaOutcome({ dayMinutes: 6000, monthMinutes: 6000 }, { quotaHoursPerDay: null, quotaHoursPerMonth: null })).toBeNull();
  });
});
