import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, fillSignIn, SUPER_ADMIN } from '../support/session.ts';

/**
 * The signed-in frame does not wait for its screen. On a busy machine the screen's code arrives
 * late; drawn in the same background pass as the top bar, it held the top bar back until it came
 * (and each update meanwhile started that pass over), so a sign-in showed nothing for seconds.
 * Here the dashboard's code is held back for as long as the test wants: the top bar must show
 * the signed-in user meanwhile, and the screen join it once its code arrives.
 */
test('after sign-in the top bar shows the user while the screen’s code is still on its way', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/\/assets\/dashboard-page-[^/]*\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });

  await page.goto('/connexion');
  await fillSignIn(page, SUPER_ADMIN.email, DEMO_PASSWORD);
  await expect.poll(() => asked).toBe(true);
  await expect(page.getByTestId('user-name')).toHaveText(SUPER_ADMIN.name);
  await expect(page.getByRole('heading', { name: 'Bonjour Alice' })).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { name: 'Bonjour Alice' })).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText(SUPER_ADMIN.name);
});
