import { expect, test } from '@playwright/test';

const NOVA_BLUE = 'rgb(21, 101, 192)'; // #1565C0, brand 9's primary colour
const DEFAULT_ORANGE = 'rgb(248, 168, 0)'; // #F8A800, the main platform's

test('a branded host shows the brand name and colour on the sign-in page', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  await page.goto(`http://brand9.localhost:${port}/connexion`);
  await expect(page.getByTestId('brand-name').filter({ visible: true })).toHaveText('Nova Services');
  await expect(page).toHaveTitle('Nova Services');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveCSS('background-color', NOVA_BLUE);
});

test('the main platform keeps the default colour and the product name', async ({ page }) => {
  await page.goto('/connexion');
  await expect(page.getByTestId('brand-name').filter({ visible: true })).toHaveText('Hubgrade');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveCSS('background-color', DEFAULT_ORANGE);
});

test('a brand administrator sees the brand in the top bar', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  await page.goto(`http://brand9.localhost:${port}/connexion`);
  await page.getByLabel('Adresse email').fill('brand@demo.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('user-name')).toHaveText('Bruno Marchand');
  await expect(page.getByRole('banner').getByTestId('brand-name')).toHaveText('Nova Services');
});
