import { describe, expect, it } from 'vitest';
import { MODULES } from '../brands/modules.ts';
import { SCREEN_TITLES } from './screen-labels.ts';
import { matchesRoute, SCREEN_ROUTES } from './screens.ts';
import { sidebarFor, sidebarLinks } from './sidebar.ts';

describe('SCREEN_ROUTES (spec shell §2.1)', () => {
  it('registers each path once', () => {
    const paths = SCREEN_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every screen title a route', () => {
    const screens = new Set(SCREEN_ROUTES.map((r) => r.screen));
    expect(Object.keys(SCREEN_TITLES).filter((id) => !screens.has(id as keyof typeof SCREEN_TITLES))).toEqual([]);
  });

  it('has a route behind every internal sidebar entry', () => {
    const everything = sidebarLinks(sidebarFor({ brandId: 5, brandModules: [...MODULES], roles: ['ROLE_ADMIN'] }));
    const internal = everything.filter((l) => !l.external);
    expect(internal.length).toBe(everything.length - 1);
    for (const entry of internal)
      expect(
        SCREEN_ROUTES.some((r) => matchesRoute(r.path, entry.to)),
        entry.to,
      ).toBe(true);
  });

  it('covers the paths the spec lists, with their parameters', () => {
    for (const path of [
      '/bookings/12/contrat/34',
      '/bookings-coworking/3/contrat/8',
      '/groupes-annonces',
      '/groupes-annonces/7',
      '/edl/pdt',
      '/edl/pdt/4',
      '/rdg',
      '/rdg/abc123',
      '/project/screen',
      '/project/screen/2',
      '/commandes/paniers',
      '/commandes/commandes/9',
      '/commandes/9',
      '/ordres/virement',
      '/ordres/prelevement/5',
      '/ordres/5',
      '/panneau/contenu-par-defaut',
      '/tickets/view',
      '/settings/notifications',
      '/magasin',
    ]) {
      expect(
        SCREEN_ROUTES.some((r) => matchesRoute(r.path, path)),
        path,
      ).toBe(true);
    }
  });
});

describe('matchesRoute', () => {
  it('matches static segments exactly and a parameter against one segment', () => {
    expect(matchesRoute('/membres/:id', '/membres/12')).toBe(true);
    expect(matchesRoute('/membres/:id', '/membres')).toBe(false);
    expect(matchesRoute('/membres/:id', '/membres/12/extra')).toBe(false);
    expect(matchesRoute('/tickets/view', '/tickets/viewx')).toBe(false);
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/membres', '/membres?page=2')).toBe(true);
  });
});
