import { describe, expect, it } from 'vitest';
import { audienceNeedsTarget, nextVersionNumber } from './rules.ts';

describe('audienceNeedsTarget', () => {
  it('names a target for a site, a company or a member, none for all members', () => {
    expect(audienceNeedsTarget('all')).toBe(false);
    expect(audienceNeedsTarget('site')).toBe(true);
    expect(audienceNeedsTarget('company')).toBe(true);
    expect(audienceNeedsTarget('member')).toBe(true);
  });
});

describe('nextVersionNumber', () => {
  it('starts at 1 and follows the highest number, gaps kept', () => {
    expect(nextVersionNumber([])).toBe(1);
    expect(nextVersionNumber([1, 2])).toBe(3);
    expect(nextVersionNumber([3, 1])).toBe(4);
  });
});
