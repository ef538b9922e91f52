import { describe, expect, it } from 'vitest';
import { hasSessionCookie, type LandingFile, landingFileFor } from './landing-pages.ts';

const PAGES: LandingFile[] = [
  { path: '/connexion', signedIn: false, file: 'landing/connexion.html' },
  { path: '/membres', signedIn: true, file: 'landing/membres.html' },
];

describe('hasSessionCookie', () => {
  it('finds the token among other cookies', () => {
    expect(hasSessionCookie('a=1; back_auth_token=abc; b=2')).toBe(true);
    expect(hasSessionCookie('back_auth_token=abc')).toBe(true);
  });

  it('ignores an empty token, a look-alike name and no header', () => {
    expect(hasSessionCookie('back_auth_token=; a=1')).toBe(false);
    expect(hasSessionCookie('old_back_auth_token=abc')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});

describe('landingFileFor', () => {
  it("sends a landing page's file to a visitor in its state", () => {
    expect(landingFileFor(PAGES, '/membres', 'back_auth_token=t')).toBe('landing/membres.html');
    expect(landingFileFor(PAGES, '/connexion', undefined)).toBe('landing/connexion.html');
  });

  it('sends index.html to a visitor the page would redirect, and for any other address', () => {
    expect(landingFileFor(PAGES, '/membres', undefined)).toBe('index.html');
    expect(landingFileFor(PAGES, '/connexion', 'back_auth_token=t')).toBe('index.html');
    expect(landingFileFor(PAGES, '/membres/12', 'back_auth_token=t')).toBe('index.html');
  });
});
