import { afterEach, describe, expect, it } from 'vitest';
import {
  addParisDays,
  comparedPeriods,
  dayStart,
  lastDayOf,
  lastDays,
  monthStart,
  parisDay,
  parisDayStart,
  parisDaysRange,
  weekStart,
} from './paris-calendar.ts';

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('weekStart', () => {
  it('is Monday 00:00 in Paris, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(iso(weekStart(at('2026-01-14T12:00:00Z')))).toBe('2026-01-11T23:00:00.000Z');
    expect(iso(weekStart(at('2026-07-15T12:00:00Z')))).toBe('2026-07-12T22:00:00.000Z');
  });

  it('follows the Paris day, not the UTC one, around midnight', () => {
    // Sunday 23:30 in Paris: still the week that began on the previous Monday.
    expect(iso(weekStart(at('2026-01-11T22:30:00Z')))).toBe('2026-01-04T23:00:00.000Z');
    // Monday 00:30 in Paris, though still Sunday in UTC: the new week.
    expect(iso(weekStart(at('2026-01-11T23:30:00Z')))).toBe('2026-01-11T23:00:00.000Z');
  });

  it('is right in the weeks the clocks change', () => {
    // Spring forward on Sunday 29 March 2026: the week began on Monday 23 in winter time.
    expect(iso(weekStart(at('2026-03-29T12:00:00Z')))).toBe('2026-03-22T23:00:00.000Z');
    // Monday 30 March 00:30 summer time.
    expect(iso(weekStart(at('2026-03-29T22:30:00Z')))).toBe('2026-03-29T22:00:00.000Z');
    // Fall back on Sunday 25 October 2026, 23:30 winter time: the week began on Monday 19 in summer time.
    expect(iso(weekStart(at('2026-10-25T22:30:00Z')))).toBe('2026-10-18T22:00:00.000Z');
    expect(iso(weekStart(at('2026-10-25T23:00:00Z')))).toBe('2026-10-25T23:00:00.000Z');
  });
});

describe('dayStart and monthStart', () => {
  it('start at Paris midnight', () => {
    expect(iso(dayStart(at('2026-06-01T21:59:00Z')))).toBe('2026-05-31T22:00:00.000Z');
    expect(iso(dayStart(at('2026-06-01T22:00:00Z')))).toBe('2026-06-01T22:00:00.000Z');
    expect(iso(monthStart(at('2026-03-31T22:30:00Z')))).toBe('2026-03-31T22:00:00.000Z');
    expect(iso(monthStart(at('2026-03-31T21:30:00Z')))).toBe('2026-02-28T23:00:00.000Z');
  });
});

describe('comparedPeriods', () => {
  it('gives the whole current week and the one before, 25 hours longer when the clocks go back', () => {
    const { current, previous } = comparedPeriods(at('2026-10-27T09:00:00Z'), 'week');
    expect([iso(current.from), iso(current.to)]).toEqual(['2026-10-25T23:00:00.000Z', '2026-11-01T23:00:00.000Z']);
    expect([iso(previous.from), iso(previous.to)]).toEqual(['2026-10-18T22:00:00.000Z', '2026-10-25T23:00:00.000Z']);
    expect(previous.to.getTime() - previous.from.getTime()).toBe((7 * 24 + 1) * 3_600_000);
  });

  it('gives whole calendar months across the spring change', () => {
    const { current, previous } = comparedPeriods(at('2026-04-01T00:30:00+02:00'), 'month');
    expect([iso(current.from), iso(current.to)]).toEqual(['2026-03-31T22:00:00.000Z', '2026-04-30T22:00:00.000Z']);
    expect([iso(previous.from), iso(previous.to)]).toEqual(['2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z']);
  });

  it('goes back over a year boundary', () => {
    const { previous } = comparedPeriods(at('2027-01-04T08:00:00Z'), 'month');
    expect([iso(previous.from), iso(previous.to)]).toEqual(['2026-11-30T23:00:00.000Z', '2026-12-31T23:00:00.000Z']);
  });
});

describe('lastDays', () => {
  it('lists Paris days up to today, oldest first, over a 23-hour day', () => {
    const { period, days } = lastDays(at('2026-03-30T10:00:00Z'), 3);
    expect(days).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect([iso(period.from), iso(period.to)]).toEqual(['2026-03-27T23:00:00.000Z', '2026-03-30T22:00:00.000Z']);
    expect(period.to.getTime() - period.from.getTime()).toBe((3 * 24 - 1) * 3_600_000);
  });

  it('counts thirty days ending with the Paris today, even when UTC is still yesterday', () => {
    const { days, period } = lastDays(at('2026-10-25T23:30:00Z'), 30);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe('2026-10-26');
    expect(days[0]).toBe('2026-09-27');
    expect(new Set(days).size).toBe(30);
    expect(iso(period.to)).toBe('2026-10-26T23:00:00.000Z');
  });

  it('refuses a count that is not a positive integer', () => {
    expect(() => lastDays(new Date(), 0)).toThrow(RangeError);
    expect(() => lastDays(new Date(), 1.5)).toThrow(RangeError);
  });
});

describe('parisDay and lastDayOf', () => {
  it('name the Paris calendar day', () => {
    expect(parisDay(at('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
    expect(parisDay(at('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
    expect(lastDayOf(comparedPeriods(at('2026-11-18T12:00:00Z'), 'week').current)).toBe('2026-11-22');
    expect(lastDayOf(comparedPeriods(at('2026-02-10T12:00:00Z'), 'month').current)).toBe('2026-02-28');
  });
});

describe('parisDayStart, addParisDays and parisDaysRange', () => {
  it('start a written day at Paris midnight, in winter and in summer', () => {
    expect(iso(parisDayStart('2026-01-14'))).toBe('2026-01-13T23:00:00.000Z');
    expect(iso(parisDayStart('2026-07-15'))).toBe('2026-07-14T22:00:00.000Z');
    // The spring change is at 02:00: midnight of that Sunday is still winter time.
    expect(iso(parisDayStart('2026-03-29'))).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(parisDayStart('2026-03-30'))).toBe('2026-03-29T22:00:00.000Z');
  });

  it('add calendar days, across months, years and clock changes', () => {
    expect(addParisDays('2026-11-21', 30)).toBe('2026-12-21');
    expect(addParisDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addParisDays('2028-03-01', -1)).toBe('2028-02-29');
    // 30 days of 24 hours from 23:30 on 20 March land on 20 April in Paris; 30 calendar days are 19 April.
    expect(addParisDays(parisDay(at('2026-03-20T22:30:00Z')), 30)).toBe('2026-04-19');
    expect(parisDay(new Date(at('2026-03-20T22:30:00Z').getTime() + 30 * 86_400_000))).toBe('2026-04-20');
  });

  it('turn days written both included into a half-open range of instants', () => {
    const range = parisDaysRange({ from: '2026-10-19', to: '2026-10-25' });
    expect([range.from && iso(range.from), range.to && iso(range.to)]).toEqual(['2026-10-18T22:00:00.000Z', '2026-10-25T23:00:00.000Z']);
    expect(parisDaysRange({ to: '2026-10-25' })).toEqual({ from: undefined, to: at('2026-10-25T23:00:00.000Z') });
    expect(parisDaysRange({})).toEqual({ from: undefined, to: undefined });
  });

  it('refuse what is not a written day', () => {
    expect(() => parisDayStart('21/11/2026')).toThrow(RangeError);
    expect(() => addParisDays('2026-1-2', 1)).toThrow(RangeError);
  });
});

describe('whatever the process time zone', () => {
  const saved = process.env.TZ;
  afterEach(() => {
    process.env.TZ = saved;
  });

  it('gives the same instants in New York and in Tokyo', () => {
    const now = at('2026-03-29T22:30:00Z');
    const results = ['America/New_York', 'Asia/Tokyo'].map((zone) => {
      process.env.TZ = zone;
      return [iso(weekStart(now)), iso(monthStart(now)), lastDays(now, 2).days.join(), iso(parisDayStart('2026-03-30'))];
    });
    expect(results[0]).toEqual([
      '2026-03-29T22:00:00.000Z',
      '2026-02-28T23:00:00.000Z',
      '2026-03-29,2026-03-30',
      '2026-03-29T22:00:00.000Z',
    ]);
    expect(results[1]).toEqual(results[0]);
  });
});
