import { describe, expect, it } from 'vitest';
import { likePattern, lowerLikePattern } from './like-pattern.ts';

describe('likePattern', () => {
  it('looks for the characters LIKE reads as wildcards as themselves', () => {
    expect(likePattern('50%_off\\x')).toBe('%50\\%\\_off\\\\x%');
  });

  it('lower-cases for the lower-cased search columns only when asked', () => {
    expect(likePattern('Éric')).toBe('%Éric%');
    expect(lowerLikePattern('Éric')).toBe('%éric%');
  });
});
