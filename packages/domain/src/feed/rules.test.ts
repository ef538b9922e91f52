import { describe, expect, it } from 'vitest';
import {
  FEED_DRAFT,
  FEED_PLANNED,
  FEED_PUBLISHED,
  formatFeedDate,
  fromParisLocal,
  isEventMessage,
  nextFeedState,
  toParisLocal,
} from './rules.ts';

describe('formatFeedDate', () => {
  it('writes the day, the French month, the year and the Paris hour', () => {
    expect(formatFeedDate('2024-03-12T09:30:00Z')).toBe('12 mars 2024 à 10h30');
  });
  it('follows summer time and pads the minutes', () => {
    expect(formatFeedDate('2024-08-01T06:05:00Z')).toBe('1 août 2024 à 8h05');
  });
  it('keeps the Paris day across midnight UTC', () => {
    expect(formatFeedDate('2024-12-31T23:15:00Z')).toBe('1 janvier 2025 à 0h15');
  });
});

describe('nextFeedState', () => {
  const now = new Date('2026-01-10T10:00:00Z');
  it('saves a draft whatever its date', () => {
    expect(nextFeedState(null, FEED_DRAFT, null, now)).toEqual({ state: FEED_DRAFT });
  });
  it('plans only with a date still to come', () => {
    expect(nextFeedState(FEED_DRAFT, FEED_PLANNED, null, now)).toEqual({ refusal: 'plannedRequired' });
    expect(nextFeedState(FEED_DRAFT, FEED_PLANNED, new Date('2026-01-10T09:00:00Z'), now)).toEqual({ refusal: 'plannedInPast' });
    expect(nextFeedState(FEED_DRAFT, FEED_PLANNED, new Date('2026-01-11T09:00:00Z'), now)).toEqual({ state: FEED_PLANNED });
  });
  it('keeps a published message published', () => {
    expect(nextFeedState(FEED_PUBLISHED, FEED_DRAFT, null, now)).toEqual({ refusal: 'publishedStays' });
    expect(nextFeedState(FEED_PUBLISHED, FEED_PUBLISHED, null, now)).toEqual({ state: FEED_PUBLISHED });
  });
  it('publishes a planned message at once when asked', () => {
    expect(nextFeedState(FEED_PLANNED, FEED_PUBLISHED, new Date('2026-02-01T00:00:00Z'), now)).toEqual({ state: FEED_PUBLISHED });
  });
});

describe('isEventMessage', () => {
  it('is an event when one of its categories is', () => {
    expect(isEventMessage([{ isEvent: false }, { isEvent: true }])).toBe(true);
    expect(isEventMessage([])).toBe(false);
  });
});

describe('Paris date fields', () => {
  it('reads a datetime-local value as Paris time, winter and summer', () => {
    expect(fromParisLocal('2024-03-12T10:30')).toBe('2024-03-12T09:30:00.000Z');
    expect(fromParisLocal('2024-08-01T08:05')).toBe('2024-08-01T06:05:00.000Z');
    expect(fromParisLocal('12/03/2024')).toBeNull();
  });
  it('writes an instant back as the field holds it', () => {
    expect(toParisLocal('2024-12-31T23:15:00Z')).toBe('2025-01-01T00:15');
  });
});
