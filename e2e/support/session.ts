import { expect, type Page } from '@playwright/test';

/** Demo sign-ins of the seed (README); every demo account uses this password. */
export const DEMO_PASSWORD = 'demo1234';
export const SUPER_ADMIN = { email: 'admin@demo.test', name: 'Alice Administratrice' };

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs in from /connexion and waits for the signed-in frame. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/connexion');
  await fillSignIn(page, email, password);
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/connexion$/);
}

/**
 * Opens the newest mail sent to `to` in the built-in mailbox (as the super admin) and follows
 * its first link inside the back-office.
 */
export async function followMailLink(page: Page, to: string): Promise<void> {
  await signIn(page, SUPER_ADMIN.email);
  await page.goto(`/dev/mails?${new URLSearchParams({ to })}`);
  const row = page.getByRole('row').filter({ hasText: to }).first();
  await row.click();
  const links = page.getByRole('region', { name: 'Liens du mail' });
  await links.getByRole('link').first().click();
}
