import { describe, expect, it } from 'vitest';
import { closesAfterOpening, DEFAULT_WEEK_HOURS, summariseWeek, weekdayIndex } from './opening-hours.ts';
import { ZWeekHours } from './site-schemas.ts';

const SHORT = ['Lun.', 'Mar.', 'Mer.', 'Jeu.', 'Ven.', 'Sam.', 'Dim.'];

describe('opening hours', () => {
  it('wants the closing hour after the opening one, on the 24-hour clock', () => {
    expect(closesAfterOpening('08:00', '19:00')).toBe(true);
    expect(closesAfterOpening('19:00', '08:00')).toBe(false);
    expect(closesAfterOpening('08:00', '08:00')).toBe(false);
    expect(closesAfterOpening('8:00', '19:00')).toBe(false);
    expect(closesAfterOpening('08:00', '24:00')).toBe(false);
  });

  it('counts weekdays from Monday', () => {
    expect(weekdayIndex(1)).toBe(0);
    expect(weekdayIndex(0)).toBe(6);
    expect(weekdayIndex(6)).toBe(5);
  });

  it('sums a week up, merging runs of equal days', () => {
    expect(summariseWeek(DEFAULT_WEEK_HOURS, SHORT, 'Fermé')).toBe('Lun.–Ven. 08:00–19:00');
    const saturday = [...DEFAULT_WEEK_HOURS.slice(0, 5), { opens: '09:00', closes: '13:00' }, null];
    expect(summariseWeek(saturday, SHORT, 'Fermé')).toBe('Lun.–Ven. 08:00–19:00, Sam. 09:00–13:00');
    expect(summariseWeek([null, null, null, null, null, null, null], SHORT, 'Fermé')).toBe('Fermé');
  });

  it('accepts seven days, a closed day as null, and puts each error on its day', () => {
    expect(ZWeekHours.safeParse(DEFAULT_WEEK_HOURS).success).toBe(true);
    expect(ZWeekHours.safeParse(DEFAULT_WEEK_HOURS.slice(0, 6)).success).toBe(false);
    const wrong = ZWeekHours.safeParse([
      ...DEFAULT_WEEK_HOURS.slice(0, 2),
      { opens: '18:00', closes: '09:00' },
      ...DEFAULT_WEEK_HOURS.slice(3),
    ]);
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual([2, 'closes']);
    expect(ZWeekHours.safeParse([{ opens: '8h', closes: '19:00' }, ...DEFAULT_WEEK_HOURS.slice(1)]).error?.issues[0]?.path).toEqual([
      0,
      'opens',
    ]);
  });
});
