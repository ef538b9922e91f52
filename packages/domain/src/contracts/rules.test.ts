import { describe, expect, it } from 'vitest';
import { AD_HOLDING_STATES, adBookingStateFor, ONGOING_CONTRACT_STATES } from './rules.ts';
import { CONTRACT_STATE_LABELS } from './states.ts';

describe('adBookingStateFor', () => {
  it('locks the ad from Accepté to Préavis only', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((s) => adBookingStateFor(s as 0))).toEqual([0, 4, 5, 6, 7, 8, 0]);
  });
});

describe('ONGOING_CONTRACT_STATES', () => {
  it('are En cours and Préavis, contracts that still hold their ad', () => {
    expect(ONGOING_CONTRACT_STATES.map((s) => CONTRACT_STATE_LABELS[s])).toEqual(['En cours', 'Préavis']);
    expect(ONGOING_CONTRACT_STATES.every((s) => s >= AD_HOLDING_STATES.from && s <= AD_HOLDING_STATES.to)).toBe(true);
  });
});
