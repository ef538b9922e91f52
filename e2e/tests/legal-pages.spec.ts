import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, fillSignIn } from '../support/session.ts';
import { onHost } from '../support/shell.ts';

test('a brand administrator writes its terms, which a signed-out visitor of the brand’s host then reads', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const text = `Conditions de Nova Services, version ${Date.now()}`;
  await page.goto(onHost(baseURL, 'brand9.localhost', '/connexion'));
  await fillSignIn(page, 'brand@demo.test', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await page.goto(onHost(baseURL, 'brand9.localhost', '/cgu'));
  await expect(page.getByRole('heading', { level: 1, name: "Conditions générales d'utilisation" })).toBeVisible();

  const editor = page.getByRole('textbox', { name: 'Texte de la page' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Page enregistrée')).toBeVisible();

  // The saved text is the newest version, with its author.
  await page.getByRole('button', { name: 'Versions', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Versions enregistrées' });
  const newest = dialog.getByRole('list', { name: 'Versions' }).getByRole('button').first();
  await expect(newest).toContainText('brand@demo.test');
  await expect(newest).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await newest.click();
  await expect(dialog.getByText(text)).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  const visitor = await browser.newPage();
  await visitor.goto(onHost(baseURL, 'brand9.localhost', '/cgu'));
  await expect(visitor.getByRole('heading', { level: 1, name: "Conditions générales d'utilisation" })).toBeVisible();
  await expect(visitor.getByText(text)).toBeVisible();
  await expect(visitor.getByRole('textbox')).toHaveCount(0);
  await expect(visitor.getByRole('navigation')).toHaveCount(0);
  await visitor.getByRole('link', { name: 'Retour à la connexion' }).click();
  await expect(visitor).toHaveURL(/\/connexion$/);
  await visitor.close();
});

test('the registration form links to the terms, opened in a new tab', async ({ page }) => {
  await page.goto('/connexion');
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  const dialog = page.getByRole('dialog');
  const link = dialog.getByRole('link', { name: "Conditions générales d'utilisation" });
  await expect(link).toHaveAttribute('href', '/cgu');
  await expect(link).toHaveAttribute('target', '_blank');
});
