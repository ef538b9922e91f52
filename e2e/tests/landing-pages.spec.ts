import { expect, type Page, test } from '@playwright/test';
import { SUPER_ADMIN, signIn } from '../support/session.ts';

const INTRO = 'Tous les comptes de la plateforme : état, société, rôles et actions sur chaque membre.';
/** The app's entry: without it, the page shows what its HTML alone draws. */
const ENTRY = /\/assets\/index-[^/]*\.js$/;

async function heading(page: Page, scope: string) {
  const title = page.locator(scope).locator('h1', { hasText: 'Membres' });
  const intro = page.locator(scope).getByText(INTRO, { exact: true });
  return {
    title: await title.boundingBox(),
    intro: await intro.boundingBox(),
    colors: await Promise.all([title, intro].map((text) => text.evaluate('(element) => getComputedStyle(element).color'))),
  };
}

const VIEWPORTS = [
  ['a phone', { width: 412, height: 823 }],
  ['a large screen', { width: 1440, height: 900 }],
] as const;

for (const [device, viewport] of VIEWPORTS) {
  for (const dark of [false, true]) {
    test(`on ${device}${dark ? ' in dark mode' : ''}, /membres draws its frame and heading before its code, where the screen then draws them`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signIn(page, SUPER_ADMIN.email);
      if (dark) await page.evaluate("localStorage.setItem('back_dark_mode', 'true')");

      await page.route(ENTRY, (route) => route.abort());
      await page.goto('/membres');
      await expect(page.locator('#boot-frame h1')).toHaveText('Membres');
      const before = await heading(page, '#boot-frame');

      await page.unroute(ENTRY);
      await page.goto('/membres');
      await expect(page.getByRole('heading', { level: 1, name: 'Membres' })).toBeVisible();
      await expect(page.locator('#boot-frame')).toHaveCount(0);
      const after = await heading(page, 'main');

      for (const part of ['title', 'intro'] as const) {
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs((before[part]?.[side] ?? -1) - (after[part]?.[side] ?? 1)), `${part} ${side}`).toBeLessThanOrEqual(1);
        }
      }
      expect(before.colors).toEqual(after.colors);
    });
  }
}

test('a visitor without a session gets the plain page on /membres and is sent to the sign-in page', async ({ page }) => {
  await page.goto('/membres');
  await expect(page).toHaveURL(/\/connexion/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.locator('#boot-frame')).toHaveCount(0);
});
