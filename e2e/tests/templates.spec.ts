import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, fillSignIn } from '../support/session.ts';

/** Brand staff work on their brand's host (brandN.localhost on the same port). */
async function signInOnBrand(page: Page, baseURL: string | undefined, brand: number, email: string): Promise<string> {
  const origin = `http://brand${brand}.localhost:${new URL(baseURL ?? '').port}`;
  await page.goto(`${origin}/connexion`);
  await fillSignIn(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible({ timeout: 45_000 });
  return origin;
}

/** §2.7: a brand administrator creates a contract model from selected articles on /contrats. */
test('creates a contract model with selected articles', async ({ page, baseURL }) => {
  test.slow();
  const origin = await signInOnBrand(page, baseURL, 10, 'admin.brand10@demo.test');
  await page.goto(`${origin}/contrats`);
  await expect(page.getByRole('heading', { name: 'Contrats', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Voir les contrats plateforme' })).toHaveAttribute('href', '/bookings');

  await page.getByRole('button', { name: 'Nouveau modèle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau modèle' });
  const validate = dialog.getByRole('button', { name: 'Valider' });
  await expect(validate).toBeDisabled();

  await dialog.getByRole('checkbox', { name: 'Article 3 - Prix et paiement' }).check();
  await dialog.getByRole('checkbox', { name: 'Article 1 - Objet' }).check();
  await expect(dialog.getByText('2 articles sélectionnés')).toBeVisible();
  await dialog.getByLabel('Filtrer les articles sélectionnés').check();
  await expect(dialog.getByRole('row')).toHaveCount(3);
  await expect(validate).toBeDisabled();
  const reference = `Contrat e2e ${Date.now()}`;
  await dialog.getByLabel('Référence').fill(reference);
  await expect(validate).toBeEnabled();
  await validate.click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
});

/** §2.7: an article's content is rich text, written in the editor and shown formatted in the list. */
test('writes an article with a heading and a list', async ({ page, baseURL }) => {
  test.slow();
  const origin = await signInOnBrand(page, baseURL, 10, 'admin.brand10@demo.test');
  await page.goto(`${origin}/contrats`);
  await page.getByRole('button', { name: 'Nouvel article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel article' });
  const reference = `Article e2e ${Date.now()}`;
  await dialog.getByLabel('Référence').fill(reference);
  const content = dialog.getByRole('textbox', { name: 'Contenu' });
  await content.click();
  await page.keyboard.type('Durée');
  await dialog.getByRole('combobox', { name: 'Style du paragraphe' }).click();
  await page.getByRole('option', { name: 'Titre 3' }).click();
  await content.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Trois mois & plus, du {{contrat.debut}}');
  await dialog.getByRole('button', { name: 'Liste à puces' }).click();
  await dialog.getByRole('textbox', { name: 'Page', exact: true }).fill('007');
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('table', { name: 'Articles' }).getByRole('row').filter({ hasText: reference });
  await expect(row.locator('h3')).toHaveText('Durée');
  await expect(row.locator('li')).toHaveText('Trois mois & plus, du {{contrat.debut}}');
});

test('refuses the legal templates to an office administrator', async ({ page, baseURL }) => {
  const origin = await signInOnBrand(page, baseURL, 5, 'office@demo.test');
  await page.goto(`${origin}/mandats`);
  await expect(page.getByText("Désolé, nous avons bien vérifié, mais vous n'avez pas accès à cette page.")).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Mandats', level: 1 })).toBeHidden();
});
