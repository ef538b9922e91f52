import { describe, expect, it } from 'vitest';
import {
  defaultWorkstationDay,
  openingHours,
  refundOnCancel,
  seatsFor,
  seatsLeft,
  weekOf,
  workstationPrice,
  workstationSpanRefusal,
  workstationWindow,
} from './rules.ts';

const hours = { opening: '08:00', closing: '18:00' };
const now = new Date('2026-03-10T10:00:00+01:00');
const span = (day: string, from: string, to: string) => {
  const w = workstationWindow(day, from, to);
  return workstationSpanRefusal(w.start, w.end, hours, now);
};

describe('workstation span', () => {
  it('defaults to tomorrow, 08:00–18:00 unless the space says otherwise', () => {
    expect(defaultWorkstationDay(now)).toBe('2026-03-11');
    expect(defaultWorkstationDay(new Date('2026-03-10T23:30:00Z'))).toBe('2026-03-12');
    expect(openingHours(null)).toEqual(hours);
    expect(openingHours({ openingHour: '07:30', closingHour: '20:00' })).toEqual({ opening: '07:30', closing: '20:00' });
  });
  it('accepts today and later, in 5-minute steps, at least 15 minutes, within the hours', () => {
    expect(span('2026-03-10', '08:00', '18:00')).toBeNull();
    expect(span('2026-03-11', '09:05', '09:20')).toBeNull();
    expect(span('2026-03-09', '09:00', '10:00')).toBe('dateTooEarly');
    expect(span('2026-03-11', '09:03', '10:00')).toBe('minuteStep');
    expect(span('2026-03-11', '09:00', '09:10')).toBe('tooShort');
    expect(span('2026-03-11', '07:55', '10:00')).toBe('outsideHours');
    expect(span('2026-03-11', '17:00', '18:05')).toBe('outsideHours');
  });
  it('keeps Paris hours across the clock change', () => {
    const w = workstationWindow('2026-03-29', '08:00', '18:00');
    expect(w.start.toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(workstationSpanRefusal(w.start, w.end, hours, now)).toBeNull();
  });
  it('refuses a booking ending on another day', () => {
    const start = new Date('2026-03-11T16:00:00+01:00');
    expect(workstationSpanRefusal(start, new Date('2026-03-12T09:00:00+01:00'), { opening: '00:00', closing: '23:55' }, now)).toBe(
      'otherDay',
    );
  });
});

describe('seats, price and refund', () => {
  it('a booking takes one seat per person, each at the daily price', () => {
    expect(seatsFor(0)).toBe(1);
    expect(seatsFor(2)).toBe(3);
    expect(workstationPrice(2500, 3)).toBe(7500);
    expect(workstationPrice(0, 3)).toBe(0);
    expect(seatsLeft(12, 5)).toBe(7);
    expect(seatsLeft(12, 14)).toBe(0);
  });
  it('gives the credits back before the booked day, not on the day', () => {
    expect(refundOnCancel(2500, '2026-03-11', now)).toBe(2500);
    expect(refundOnCancel(2500, '2026-03-10', now)).toBe(0);
  });
  it('weeks start on Monday', () => {
    expect(weekOf('2026-03-11')).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(weekOf('2026-03-15')[0]).toBe('2026-03-09');
    expect(weekOf('2026-03-16')[0]).toBe('2026-03-16');
  });
});
