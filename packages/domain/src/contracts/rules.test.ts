import { describe, expect, it } from 'vitest';
import { CONTRACT_LABELS } from './labels.ts';
import { AD_HOLDING_STATES, adBookingStateFor, contractDeleteRefusal, contractEndDateRefusal, ONGOING_CONTRACT_STATES } from './rules.ts';
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

describe('contract refusals', () => {
  it('refuses deleting a signed, running or ending contract only', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(contractDeleteRefusal)).toEqual([
      null,
      null,
      null,
      CONTRACT_LABELS.deleteRefused,
      CONTRACT_LABELS.deleteRefused,
      CONTRACT_LABELS.deleteRefused,
      null,
    ]);
  });

  it('refuses a second end date', () => {
    expect(contractEndDateRefusal(null)).toBeNull();
    expect(contractEndDateRefusal('2027-01-31')).toBe(CONTRACT_LABELS.endDateExists);
  });
});
