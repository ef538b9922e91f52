import { describe, expect, it } from 'vitest';
import { commitmentDone, commitmentEnd, contractAmounts } from './amounts.ts';

describe('contractAmounts', () => {
  it('rounds the VAT on each line before summing', () => {
    // 333.33 € at 20 %: 66.666 → 66.67; discount 0.05 €: 0.01 → -0.01.
    expect(contractAmounts(33_333, 5, 2000)).toEqual({ ht: 33_333, remise: 5, tva: 6_666, ttc: 39_994 });
  });
  it('has no VAT at a zero rate and no discount line when there is none', () => {
    expect(contractAmounts(100_000, 0, 0)).toEqual({ ht: 100_000, remise: 0, tva: 0, ttc: 100_000 });
    expect(contractAmounts(100_000, 0, 2000)).toEqual({ ht: 100_000, remise: 0, tva: 20_000, ttc: 120_000 });
  });
});

describe('commitment', () => {
  it('ends after its months, clamping to the end of a shorter month', () => {
    expect(commitmentEnd('2026-01-15', 12)).toBe('2027-01-15');
    expect(commitmentEnd('2026-01-31', 1)).toBe('2026-02-28');
  });
  it('is done from its end day on', () => {
    expect(commitmentDone('2026-01-15', 3, '2026-04-14')).toBe(false);
    expect(commitmentDone('2026-01-15', 3, '2026-04-15')).toBe(true);
  });
});
