import { expect, test } from '@playwright/test';
import { SUPER_ADMIN, signIn, signOut } from '../support/session.ts';

test('a purchase without validation is invoiced at once, and staff follow the order to its invoice', async ({ page }) => {
  await signIn(page, 'owner@demo.test', { at: '/magasin' });
  // A service, not a pack: the credit balances stay the shop test's.
  const service = page.getByRole('region', { name: 'Produits et services' }).getByRole('article').filter({ hasNotText: 'Épuisé' }).first();
  await service.getByRole('button', { name: 'Acheter' }).click();
  await page.getByRole('dialog', { name: 'Confirmer l’achat' }).getByRole('button', { name: 'Confirmer l’achat' }).click();
  await expect(page.getByText(/^Commande enregistrée/)).toBeVisible();

  // The newest order awaiting payment is the one just bought; the member is told it is invoiced.
  await page.goto('/commandes/commandes?state=4');
  const row = page.getByRole('row').nth(1);
  await row.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Voir', exact: true }).click();
  await expect(page).toHaveURL(/\/commandes\/commandes\/\d+$/);
  const sheet = page.url();
  await expect(page.getByText('Émise', { exact: true })).toBeVisible();

  await signOut(page);
  await signIn(page, SUPER_ADMIN.email, { at: sheet });
  await page.getByRole('link', { name: 'Voir la facture' }).click();
  await expect(page).toHaveURL(/\/factures\/\d+$/);
  await expect(page.getByText('Commande n°').first()).toBeVisible();
});
