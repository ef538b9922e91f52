import { SESSION_COOKIE } from '@hubgrade/domain/shell/landing-pages';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Demo sign-ins of the seed (README); every demo account uses this password. */
export const DEMO_PASSWORD = 'demo1234';
export const SUPER_ADMIN = { email: 'admin@demo.test', name: 'Alice Administratrice' };

/** Signs in through the API (POST /api/login_check) and returns the token. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/login_check', { data: { username: email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * Signs in as the sign-in page would, without drawing it: the token comes from the same call and
 * goes in the same cookie, then `at` opens (the landing page by default) with the signed-in frame.
 * Opening the test's page straight away spares the server the dashboard's calls each test would
 * otherwise start and leave running. The sign-in form itself has its own tests (sign-in.spec.ts).
 */
export async function signIn(
  page: Page,
  email: string,
  { at = '/', password = DEMO_PASSWORD }: { at?: string; password?: string } = {},
): Promise<void> {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is set by the global setup');
  const token = await apiToken(page.request, email, password);
  await page.context().addCookies([{ name: SESSION_COOKIE, value: encodeURIComponent(token), url: baseURL, sameSite: 'Lax' }]);
  await page.goto(at);
  if (at === '/') await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
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
  await signIn(page, SUPER_ADMIN.email, { at: `/dev/mails?${new URLSearchParams({ to })}` });
  const row = page.getByRole('row').filter({ hasText: to }).first();
  await row.click();
  const links = page.getByRole('region', { name: 'Liens du mail' });
  await links.getByRole('link').first().click();
}
