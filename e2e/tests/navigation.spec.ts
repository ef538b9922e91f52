import { expect, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, fillSignIn, SUPER_ADMIN, signIn } from '../support/session.ts';

test('a protected route sends a signed-out visitor to /connexion and back after sign-in', async ({ page }) => {
  await page.goto('/dev/mails?page=1');
  await expect(page).toHaveURL(/\/connexion\?redirect=%2Fdev%2Fmails%3Fpage%3D1$/);
  await fillSignIn(page, SUPER_ADMIN.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dev\/mails\?page=1$/);
  await expect(page.getByRole('heading', { name: 'Boîte mail de développement' })).toBeVisible();
});

for (const target of ['//evil.example', 'https://evil.example', '/\\evil', 'javascript:alert(1)']) {
  test(`an unsafe redirect target (${target}) is ignored: the visitor lands on /`, async ({ page, baseURL }) => {
    await page.goto(`/connexion?${new URLSearchParams({ redirect: target })}`);
    await fillSignIn(page, SUPER_ADMIN.email, DEMO_PASSWORD);
    await expect(page.getByTestId('user-name')).toHaveText(SUPER_ADMIN.name);
    expect(page.url()).toBe(`${baseURL}/`);
  });
}

test('an unknown route shows the 404 page with a way back to the dashboard', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, { at: '/cette-page-n-existe-pas' });
  await expect(page.getByRole('heading', { name: 'Erreur 404' })).toBeVisible();
  await expect(page.getByText("Il semble y avoir une erreur : la page a été déplacée ou n'existe plus.")).toBeVisible();
  await page.getByRole('link', { name: 'Revenir au tableau de bord' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown route sends a signed-out visitor to /connexion', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');
  await expect(page).toHaveURL(/\/connexion\?redirect=%2Fcette-page-n-existe-pas$/);
});

test('the mailbox is for super admins only', async ({ page }) => {
  await signIn(page, 'commercial@demo.test', { at: '/dev/mails' });
  await expect(page.getByRole('heading', { name: 'Erreur 403' })).toBeVisible();
  await expect(page.getByText("Désolé, nous avons bien vérifié, mais vous n'avez pas accès à cette page.")).toBeVisible();
});

test('automatic sign-in opens the dashboard and keeps the password out of the address', async ({ page }) => {
  await page.goto(`/login/auto?${new URLSearchParams({ email: 'owner@demo.test', password: DEMO_PASSWORD })}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-name')).toHaveText(/^Pierre /);
  await page.goBack();
  expect(page.url()).not.toContain(DEMO_PASSWORD);
});

test('automatic sign-in without an email takes the password parameter as a session token', async ({ page, request }) => {
  const token = await apiToken(request, 'owner@demo.test');
  await page.goto(`/login/auto?${new URLSearchParams({ password: token })}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-name')).toHaveText(/^Pierre /);
  await page.goBack();
  expect(page.url()).not.toContain(token);
});

test('automatic sign-in with a token the API refuses says so and leaves the current session alone', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, { at: '/login/auto?password=jeton-invalide' });
  await expect(page.getByTestId('auto-sign-in-error')).toHaveText('Votre session a expiré. Veuillez vous reconnecter.');
  await page.goto('/');
  await expect(page.getByTestId('user-name')).toHaveText(SUPER_ADMIN.name);
});

test('automatic sign-in without a password says the link is incomplete', async ({ page }) => {
  await page.goto('/login/auto?email=owner%40demo.test');
  await expect(page.getByTestId('auto-sign-in-error')).toHaveText('Le lien de connexion automatique est incomplet.');
  await expect(page.getByRole('link', { name: 'Aller à la page de connexion' })).toHaveAttribute('href', '/connexion');
});

test('a session the API refuses (401) is closed and the visitor is sent to sign in again', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'back_auth_token', value: 'jeton-invalide', url: baseURL ?? '' }]);
  await page.goto('/dev/mails');
  await expect(page).toHaveURL(/\/connexion\?redirect=%2Fdev%2Fmails$/);
  expect((await context.cookies()).find((c) => c.name === 'back_auth_token')).toBeUndefined();
});
