import { describe, expect, it } from 'vitest';
import { formatHour } from '../format/dates.ts';
import { frequencyRefusal, occurrencesOf, recurrenceSentence, seriesDays } from './recurrence.ts';
import { type FrequencyInput, ZFrequency } from './schemas.ts';

const f = (input: FrequencyInput) => ZFrequency.parse(input);

describe('seriesDays', () => {
  it('repeats every week on the start day and the toggled days, up to the count', () => {
    // 2027-01-04 is a Monday; Thursday (4) toggled.
    expect(seriesDays('2027-01-04', f({ number: 1, period: 'semaines', days: [4], endType: 'count', endCount: 5 }))).toEqual([
      '2027-01-04',
      '2027-01-07',
      '2027-01-11',
      '2027-01-14',
      '2027-01-18',
    ]);
  });

  it('keeps the start day even when it is not toggled, and repeats every N weeks up to an end date included', () => {
    expect(seriesDays('2027-01-04', f({ number: 2, period: 'semaines', days: [], endType: 'date', endDate: '2027-02-15' }))).toEqual([
      '2027-01-04',
      '2027-01-18',
      '2027-02-01',
      '2027-02-15',
    ]);
  });

  it('repeats on the same day of the month, skipping the months without it', () => {
    expect(seriesDays('2027-01-31', f({ number: 1, period: 'mois', sameDayOfMonth: true, endType: 'count', endCount: 4 }))).toEqual([
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
      '2027-07-31',
    ]);
  });

  it('repeats on the nth weekday of the month every N months', () => {
    // 2027-01-12 is the second Tuesday of January.
    expect(
      seriesDays(
        '2027-01-12',
        f({ number: 2, period: 'mois', sameDayOfMonth: false, nthWeekdayOfMonth: 2, endType: 'count', endCount: 3 }),
      ),
    ).toEqual(['2027-01-12', '2027-03-09', '2027-05-11']);
  });

  it('repeats on the last weekday of the month, the start counting as the first meeting', () => {
    // 2027-01-26 is the last Tuesday of January.
    expect(
      seriesDays(
        '2027-01-26',
        f({ number: 1, period: 'mois', sameDayOfMonth: false, nthWeekdayOfMonth: -1, endType: 'date', endDate: '2027-04-30' }),
      ),
    ).toEqual(['2027-01-26', '2027-02-23', '2027-03-30', '2027-04-27']);
  });

  it('stops at two years whatever the count asks', () => {
    const days = seriesDays('2027-01-04', f({ number: 1, period: 'semaines', endType: 'count', endCount: 520 }));
    expect(days).toHaveLength(105);
    expect(days.at(-1)).toBe('2029-01-01');
  });
});

describe('occurrencesOf', () => {
  it('keeps 10:00 in Paris across the end of March and the end of October', () => {
    const days = seriesDays('2027-03-15', f({ number: 1, period: 'semaines', endType: 'date', endDate: '2027-11-08' }));
    const meetings = occurrencesOf(days, { from: 10 * 60, to: 11 * 60 + 30 });
    expect(meetings.every((m) => formatHour(m.start) === '10:00' && formatHour(m.end) === '11:30')).toBe(true);
    // Winter (UTC+1) before 28 March, summer (UTC+2) until 31 October, winter again after.
    expect(meetings.find((m) => m.day === '2027-03-22')?.start.toISOString()).toBe('2027-03-22T09:00:00.000Z');
    expect(meetings.find((m) => m.day === '2027-03-29')?.start.toISOString()).toBe('2027-03-29T08:00:00.000Z');
    expect(meetings.find((m) => m.day === '2027-10-25')?.start.toISOString()).toBe('2027-10-25T08:00:00.000Z');
    expect(meetings.find((m) => m.day === '2027-11-01')?.start.toISOString()).toBe('2027-11-01T09:00:00.000Z');
  });
});

describe('frequency rules', () => {
  it('refuses an end date before the start and a series over two years', () => {
    expect(frequencyRefusal('2027-01-04', f({ number: 1, period: 'semaines', endType: 'date', endDate: '2027-01-03' }))).toBe(
      'frequencyEndBeforeStart',
    );
    expect(frequencyRefusal('2027-01-04', f({ number: 1, period: 'semaines', endType: 'date', endDate: '2029-01-05' }))).toBe(
      'frequencyTooLong',
    );
    expect(frequencyRefusal('2027-01-04', f({ number: 1, period: 'semaines', endType: 'date', endDate: '2029-01-04' }))).toBeNull();
  });

  it('asks for the end, a count of two at least, and the nth weekday when not the same day', () => {
    expect(ZFrequency.safeParse({ number: 1, period: 'semaines', endType: 'count', endCount: 1 }).error?.issues[0]?.message).toBe(
      'Une récurrence compte au moins 2 réunions.',
    );
    expect(ZFrequency.safeParse({ number: 0, period: 'semaines', endType: 'count', endCount: 2 }).success).toBe(false);
    expect(ZFrequency.safeParse({ number: 1, period: 'semaines', endType: 'date' }).error?.issues[0]?.path).toEqual(['endDate']);
    expect(ZFrequency.safeParse({ number: 1, period: 'mois', sameDayOfMonth: false, endType: 'count', endCount: 2 }).success).toBe(false);
  });

  it('says the series in French', () => {
    expect(
      recurrenceSentence('2027-01-04', f({ number: 2, period: 'semaines', days: [4, 3], endType: 'date', endDate: '2027-06-30' })),
    ).toBe('Toutes les 2 semaines le lundi, le mercredi et le jeudi, jusqu’au 30/06/2027');
    expect(
      recurrenceSentence(
        '2027-01-26',
        f({ number: 1, period: 'mois', sameDayOfMonth: false, nthWeekdayOfMonth: -1, endType: 'count', endCount: 6 }),
      ),
    ).toBe('Tous les mois le dernier mardi, 6 fois');
    expect(recurrenceSentence('2027-01-12', f({ number: 3, period: 'mois', endType: 'count', endCount: 4 }))).toBe(
      'Tous les 3 mois le 12, 4 fois',
    );
  });
});
