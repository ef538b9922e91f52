import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('relativeTime', () => {
  it('says « À l’instant » under a minute, and for a clock slightly ahead', () => {
    expect(relativeTime(ago(30_000), NOW)).toBe("À l'instant");
    expect(relativeTime(ago(-5_000), NOW)).toBe("À l'instant");
  });

  it('counts minutes, hours and days in French', () => {
    expect(relativeTime(ago(5 * 60_000), NOW)).toBe('il y a 5 minutes');
    expect(relativeTime(ago(3 * 3_600_000), NOW)).toBe('il y a 3 heures');
    expect(relativeTime(ago(24 * 3_600_000), NOW)).toBe('hier');
    expect(relativeTime(ago(3 * 24 * 3_600_000), NOW)).toBe('il y a 3 jours');
  });

  it('gives the Paris date and hour past a week, and nothing for an unreadable date', () => {
    expect(relativeTime('2026-02-01T08:30:00Z', NOW)).toBe('01/02/2026 09:30');
    expect(relativeTime('pas une date', NOW)).toBe('');
  });
});
