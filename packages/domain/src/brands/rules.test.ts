import { describe, expect, it } from 'vitest';
import { contrastIssues, contrastRatio, formatRatio, HOST_PATTERN, MODULE_KEY_PATTERN, normaliseHost } from './rules.ts';

describe('contrast (WCAG 2)', () => {
  it('measures black on white at 21:1 and a colour on itself at 1:1, whichever comes first', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#6A1B9A', '#6A1B9A')).toBe(1);
  });

  it('measures the reference values of the WCAG examples', () => {
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it('warns of each theme colour under 4.5:1 on white, and of none that reaches it', () => {
    expect(contrastIssues({ primary: '#F8A800', secondary: '#1565C0', error: '#C62828' })).toEqual([
      { color: 'primary', value: '#F8A800', ratio: expect.closeTo(1.98, 2) },
    ]);
    expect(contrastIssues({ primary: '#767676', accent: '#777777' }).map((i) => i.color)).toEqual(['accent']);
    expect(contrastIssues({ primary: '#123456', info: '' })).toEqual([]);
  });

  it('ignores a colour still being typed', () => {
    expect(contrastIssues({ primary: '#FFF' })).toEqual([]);
  });

  it('writes a ratio the French way, cut so that it never reads as passing when it does not', () => {
    expect(formatRatio(4.48)).toBe('4,4:1');
    expect(formatRatio(4.5)).toBe('4,5:1');
    expect(formatRatio(21)).toBe('21,0:1');
  });
});

describe('hosts and module keys', () => {
  it('reads a host as typed or as a browser sends it: lower case, without scheme, port or path', () => {
    expect(normaliseHost(' HTTPS://Back.Exemple.fr:8443/connexion?x=1 ')).toBe('back.exemple.fr');
    expect(normaliseHost('brand9.localhost:5173')).toBe('brand9.localhost');
  });

  it('accepts a host name and refuses what is not one', () => {
    for (const host of ['localhost', 'brand9.localhost', 'back-office.exemple.fr']) expect(HOST_PATTERN.test(host), host).toBe(true);
    for (const host of ['', 'pas un hôte', '-back.fr', 'back..fr', 'exemple.fr/back']) expect(HOST_PATTERN.test(host), host).toBe(false);
  });

  it('takes module keys written as the built-in ones', () => {
    for (const key of ['sdr', 'reservationPosteDeTravail', 'conciergerie2']) expect(MODULE_KEY_PATTERN.test(key), key).toBe(true);
    for (const key of ['x', 'Tickets', 'salle de sport', 'café', 'a-b']) expect(MODULE_KEY_PATTERN.test(key), key).toBe(false);
  });
});
