import { describe, expect, it } from 'vitest';
import { breaksSingleFileRule, isTooLarge, shortFileName, UPLOAD_MAX_BYTES } from './rules.ts';

describe('shortFileName', () => {
  it('keeps a name of up to 28 characters', () => {
    expect(shortFileName('contrat.pdf')).toBe('contrat.pdf');
    expect(shortFileName('a'.repeat(28))).toBe('a'.repeat(28));
  });

  it('cuts a longer name to 28 characters ending with an ellipsis', () => {
    const short = shortFileName('Contrat de location bureau 12 - signé.pdf');
    expect(short).toBe('Contrat de location bureau …');
    expect(Array.from(short)).toHaveLength(28);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(shortFileName(`${'😀'.repeat(30)}.pdf`)).toBe(`${'😀'.repeat(27)}…`);
  });
});

describe('size limits', () => {
  it('are 10 MB for PDF and tickets and 2 MB for images, inclusive', () => {
    const mb = 1024 * 1024;
    expect(isTooLarge('pdf', 10 * mb)).toBe(false);
    expect(isTooLarge('pdf', 10 * mb + 1)).toBe(true);
    expect(isTooLarge('ticket', 10 * mb + 1)).toBe(true);
    expect(isTooLarge('image', 2 * mb)).toBe(false);
    expect(isTooLarge('image', 2 * mb + 1)).toBe(true);
    expect(UPLOAD_MAX_BYTES).toBe(10 * mb);
  });
});

describe('single-file rule', () => {
  it('refuses several files only in single-file mode', () => {
    expect(breaksSingleFileRule(false, 1)).toBe(false);
    expect(breaksSingleFileRule(false, 2)).toBe(true);
    expect(breaksSingleFileRule(true, 5)).toBe(false);
  });
});
