import { describe, expect, it } from 'vitest';
import { distinctIds, labelsAbsorbed, normaliseLabelName, sameLabelName } from './rules.ts';

describe('normaliseLabelName', () => {
  it('trims and keeps one space between words', () => {
    expect(normaliseLabelName('  Vue   sur mer ')).toBe('Vue sur mer');
  });
});

describe('sameLabelName', () => {
  it('ignores case, accents kept, and extra spaces', () => {
    expect(sameLabelName('Calme', 'calme')).toBe(true);
    expect(sameLabelName(' ÉTÉ ', 'été')).toBe(true);
    expect(sameLabelName('Ete', 'Été')).toBe(false);
    expect(sameLabelName('Vue  mer', 'vue mer')).toBe(true);
  });
});

describe('distinctIds', () => {
  it('keeps the first occurrence of each id', () => {
    expect(distinctIds([3, 1, 3, 2, 1])).toEqual([3, 1, 2]);
  });
});

describe('labelsAbsorbed', () => {
  it('gives the labels that go away', () => {
    expect(labelsAbsorbed([1, 2, 3], 2)).toEqual([1, 3]);
    expect(labelsAbsorbed([1, 2, 2, 1], 1)).toEqual([2]);
  });
  it('refuses a kept label outside the choice, or a choice of one', () => {
    expect(labelsAbsorbed([1, 2], 3)).toBeNull();
    expect(labelsAbsorbed([1, 1], 1)).toBeNull();
    expect(labelsAbsorbed([], 1)).toBeNull();
  });
});
