import { describe, expect, it } from 'vitest';
import { adBookingStateFor } from './rules.ts';

describe('adBookingStateFor', () => {
  it('locks the ad from Accepté to Préavis only', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((s) => adBookingStateFor(s as 0))).toEqual([0, 4, 5, 6, 7, 8, 0]);
  });
});
