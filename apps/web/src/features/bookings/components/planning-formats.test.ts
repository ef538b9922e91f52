import type { DateRange, DateRangeFormatFunction } from 'react-big-calendar';
import { describe, expect, it } from 'vitest';
import { formats } from './planning-calendar.tsx';

describe('planning headers', () => {
  it('ends a week’s list on its Sunday, not on the next Monday where the range stops', () => {
    const header = formats.agendaHeaderFormat as DateRangeFormatFunction;
    const week: DateRange = { start: new Date(2026, 10, 23), end: new Date(2026, 10, 30) };
    expect(header(week)).toBe('23/11/2026 – 29/11/2026');
  });
});
