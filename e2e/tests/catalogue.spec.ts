import { expect, type Page, test } from '@playwright/test';
import { openSelect } from '../support/select.ts';
import { SUPER_ADMIN, signIn } from '../support/session.ts';

async function choose(page: Page, label: string, option: string) {
  await openSelect(page.getByRole('combobox', { name: label }));
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('creates a category and a credit pack in it, then finds the pack in the product list', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const categoryName = `Packs d’hiver ${suffix}`;
  const packName = `Pack Hiver ${suffix}`;
  await signIn(page, SUPER_ADMIN.email);

  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Catégories' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter une catégorie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une catégorie' });
  await dialog.getByRole('textbox', { name: 'Nom' }).fill(categoryName);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Catégorie ajoutée')).toBeVisible();
  await expect(page.getByTestId('category-row').filter({ hasText: categoryName })).toContainText('Aucun produit');

  await page.goto('/services/nouveau');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau produit' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nom' }).fill(packName);
  // The main platform's staff see every shop's categories, each named with its shop.
  await choose(page, 'Catégorie', `${categoryName} — Plateforme`);
  await page.getByRole('textbox', { name: 'Prix unitaire HT' }).fill('89,90');
  await page.getByRole('textbox', { name: 'Crédits (€)' }).fill('100');
  await page.getByRole('spinbutton', { name: 'Validité (mois)' }).fill('6');
  await page.getByRole('group', { name: 'Lieux' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Produit ajouté')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: packName })).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText(/89,90\s€/);

  await page.goto('/services');
  await page.getByLabel('Rechercher').fill(packName);
  const row = page.getByRole('table', { name: 'Produits' }).locator('tbody > tr').filter({ hasText: packName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pack de crédits');
  await expect(row).toContainText(categoryName);
  await expect(row).toContainText('Actif');
});

test('refuses to delete a category that products use, and says why', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, { at: '/categories' });
  const row = page.getByTestId('category-row').filter({ hasText: 'Packs de crédits' }).first();
  await expect(row).toContainText(/\d+ produits/);
  await row.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(
    page.getByText(/^Cette catégorie contient \d+ produits : déplacez-les dans une autre catégorie avant de la supprimer\.$/),
  ).toBeVisible();
  await expect(row).toBeVisible();
});
