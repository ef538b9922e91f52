import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, parseEuros } from './money.ts';

describe('euros and cents', () => {
  it('converts the euros of a price field to integer cents and back, rounded to the cent', () => {
    expect(eurosToCents(42.5)).toBe(4250);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(12.345)).toBe(1235);
    expect(centsToEuros(4250)).toBe(42.5);
  });
  it('reads euros typed with a comma or a dot', () => {
    expect([parseEuros('12'), parseEuros('12,5'), parseEuros('1 200.25'), parseEuros('1,234')]).toEqual([1200, 1250, 120025, null]);
  });
});
