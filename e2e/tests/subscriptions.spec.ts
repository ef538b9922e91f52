import { expect, test } from '@playwright/test';
import { SUPER_ADMIN, signIn } from '../support/session.ts';

test('a subscription created and invoiced: staff subscribe a member, invoice the month and open its invoice', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, { at: '/abonnements' });
  await page.getByRole('button', { name: 'Nouvel abonnement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel abonnement' });
  await dialog.getByRole('combobox', { name: 'Abonnement' }).click();
  await page.getByRole('option', { name: 'Abonnement Nomade · Plateforme principale' }).click();
  // The landlord pays for themselves: the credit balances of the other tests stay as seeded.
  await dialog.getByRole('combobox', { name: 'Membre' }).fill('landlord@demo.test');
  await page.getByRole('option', { name: /landlord@demo\.test/ }).click();
  await dialog.getByRole('radio', { name: 'Le membre' }).check();
  await dialog.getByRole('button', { name: 'Créer l’abonnement' }).click();
  await expect(page.getByText('Abonnement créé')).toBeVisible();
  await expect(page).toHaveURL(/\/abonnements\/\d+$/);
  await expect(page.getByText('En attente facturation').first()).toBeVisible();

  await page.getByRole('button', { name: 'Facturer le mois' }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Facture émise et crédits versés')).toBeVisible();
  await expect(page.getByText('En attente paiement').first()).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Factures' });
  await expect(invoices.getByRole('row')).toHaveCount(2);
  await invoices.getByRole('link').click();
  await expect(page).toHaveURL(/\/factures\/\d+$/);
  await expect(page.getByText(/Abonnement n° \d+/).first()).toBeVisible();
});
