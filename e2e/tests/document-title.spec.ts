import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, fillSignIn, SUPER_ADMIN, signIn } from '../support/session.ts';

test('each screen names the browser tab after its heading, then the product', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email);
  for (const [address, title] of [
    ['/membres', 'Membres'],
    ['/bookings', 'Contrats plateforme'],
    ['/booking-hp', 'Contrats hors plateforme'],
    ['/annonces', 'Annonces'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Hubgrade`);
  }
});

test('on a brand’s host the tab names the brand', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  await page.goto(`http://brand9.localhost:${port}/connexion`);
  await fillSignIn(page, 'brand@demo.test', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await page.goto(`http://brand9.localhost:${port}/membres`);
  await expect(page).toHaveTitle('Membres · Nova Services');
});
