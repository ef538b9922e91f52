import { expect, test } from '@playwright/test';
import { SUPER_ADMIN, signIn, signOut } from '../support/session.ts';

test('an administrator saves a setting after a refused value, which stays where it was typed', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, { at: '/settings' });
  await expect(page.getByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible();
  // The terrace defaults only go to the terrace of a new site: saving them changes no other screen.
  const duration = page.getByRole('textbox', { name: 'Durée maximale (minutes)' });
  await expect(duration).toHaveAttribute('placeholder', '30');
  await duration.fill('5');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Une durée entre 15 et 600 minutes')).toBeVisible();
  await expect(duration).toHaveValue('5');
  await duration.fill('45');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Paramètres enregistrés')).toBeVisible();
  await page.reload();
  // A busy machine may take a while to answer after the reload.
  await expect(page.getByRole('textbox', { name: 'Durée maximale (minutes)' })).toHaveValue('45', { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Paramètres des notifications' })).toHaveAttribute('href', '/settings/notifications');
});

test('an office administrator reads the settings without changing them; a member finds their notifications and the legal pages', async ({
  page,
}) => {
  await signIn(page, 'office@demo.test', { at: '/settings' });
  await expect(page.getByText('Seuls les administrateurs de la marque modifient ces paramètres.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Durée maximale (minutes)' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);

  await signOut(page);
  await signIn(page, 'member@demo.test', { at: '/settings' });
  await expect(page.getByRole('heading', { level: 1, name: 'Réglages' })).toBeVisible();
  await page.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
});
