import { describe, expect, it } from 'vitest';
import { doorAccessOffered } from './rules.ts';

describe('doorAccessOffered', () => {
  it('offers door access on the main platform and to a brand with the welcomr module only', () => {
    expect(doorAccessOffered(null, [])).toBe(true);
    expect(doorAccessOffered(5, ['bookings', 'welcomr'])).toBe(true);
    expect(doorAccessOffered(9, ['bookings'])).toBe(false);
  });
});
