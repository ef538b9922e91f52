import { describe, expect, it } from 'vitest';
import { offeredVatRates, pastHorizon } from './rules.ts';

describe('settings rules', () => {
  it('offers every legal VAT rate until the brand chooses, then its choice in the legal order', () => {
    expect(offeredVatRates(null)).toEqual([2000, 1000, 550, 210, 0]);
    expect(offeredVatRates([])).toEqual([2000, 1000, 550, 210, 0]);
    expect(offeredVatRates([550, 2000])).toEqual([2000, 550]);
  });

  it('refuses a day past the horizon only when there is one, across a month end', () => {
    expect(pastHorizon('2030-01-01', '2026-03-30', null)).toBe(false);
    expect(pastHorizon('2026-04-06', '2026-03-30', 7)).toBe(false);
    expect(pastHorizon('2026-04-07', '2026-03-30', 7)).toBe(true);
  });
});
