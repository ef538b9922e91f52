import { expect, test } from '@playwright/test';
import { SUPER_ADMIN, signIn } from '../support/session.ts';

test('staff quote a product of the catalogue: picked by name with its price HT and unit, its quantity typed', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, SUPER_ADMIN.email, { at: '/devis/nouveau' });
  await page.getByTestId('quote-client').fill('member@demo');
  await page.getByRole('option', { name: /member@demo\.test/ }).click();
  await page.getByRole('button', { name: 'Produit du catalogue' }).click();
  await page.getByRole('combobox', { name: 'Produit du catalogue' }).click();
  const first = page.getByRole('option').first();
  await expect(first).toContainText('HT ·');
  // The option reads the product's name, then its price and unit underneath.
  const name = (await first.evaluate((option) => option.firstChild?.textContent ?? '')).trim();
  await first.click();
  await expect(page.getByText(`Produit du catalogue : ${name} ·`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Quantité' }).fill('2');
  await page.screenshot({ path: test.info().outputPath('editor-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('editor-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Créer le devis' }).click();
  await expect(page).toHaveURL(/\/devis\/\d+$/);
  // The draft opens in its editor, the line written with the catalogue's product.
  await expect(page.getByRole('textbox', { name: 'Désignation' })).toHaveValue(name);
  await expect(page.getByText(`Produit du catalogue : ${name} ·`)).toBeVisible();
});
