import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeSeconds, formatDay, weekdayFromMonday } from './dates.ts';
import { formatCents, vatOfLine } from './money.ts';

const nbsp = /[\u00a0\u202f]/g;

describe('money', () => {
  it('formats integer cents as euros with a French comma', () => {
    expect(formatCents(123456).replace(nbsp, ' ')).toBe('1 234,56 €');
    expect(formatCents(0).replace(nbsp, ' ')).toBe('0,00 €');
  });
  it('refuses a fractional amount of cents', () => {
    expect(() => formatCents(10.5)).toThrow(RangeError);
  });
  it('rounds VAT on each line, half away from zero', () => {
    expect(vatOfLine(1234, 2000)).toBe(247); // 246.8
    expect(vatOfLine(25, 2000)).toBe(5);
    expect(vatOfLine(-1234, 2000)).toBe(-247);
    expect(vatOfLine(1, 5000)).toBe(1); // 0.5 rounds up
  });
});

describe('dates', () => {
  it('shows Paris time whatever the zone of the machine', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('01/01/2026');
    expect(formatDateTime('2026-07-01T08:05:00Z')).toBe('01/07/2026 10:05');
    expect(formatDateTimeSeconds('2026-07-01T08:05:09Z')).toBe('01/07/2026 10:05:09');
  });
  it('writes a calendar day DD/MM/YYYY, the day it names whatever the zone', () => {
    expect(formatDay('2026-11-01')).toBe('01/11/2026');
    expect(formatDay('2026-03-29')).toBe('29/03/2026');
  });
  it('counts weeks from Monday', () => {
    expect(weekdayFromMonday(new Date(2026, 10, 23))).toBe(0); // Monday 23/11/2026
    expect(weekdayFromMonday(new Date(2026, 10, 22))).toBe(6); // Sunday
  });
});
