import { describe, expect, it } from 'vitest';
import { waitingSince } from './labels.ts';

describe('waitingSince', () => {
  const now = '2026-11-26T12:00:00.000Z';
  it('counts hours under a day, days under two months, months beyond', () => {
    expect(waitingSince('2026-11-26T11:30:00.000Z', now)).toBe('depuis moins d’une heure');
    expect(waitingSince('2026-11-26T11:00:00.000Z', now)).toBe('depuis 1 heure');
    expect(waitingSince('2026-11-25T13:00:00.000Z', now)).toBe('depuis 23 heures');
    expect(waitingSince('2026-11-25T12:00:00.000Z', now)).toBe('depuis 1 jour');
    expect(waitingSince('2026-11-23T10:00:00.000Z', now)).toBe('depuis 3 jours');
    expect(waitingSince('2026-07-26T12:00:00.000Z', now)).toBe('depuis 4 mois');
  });
  it('never counts backwards', () => {
    expect(waitingSince('2026-11-27T12:00:00.000Z', now)).toBe('depuis moins d’une heure');
  });
});
