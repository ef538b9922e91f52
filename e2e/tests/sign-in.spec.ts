import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, fillSignIn, followMailLink, SUPER_ADMIN, signIn, signOut } from '../support/session.ts';

test('the super admin signs in, lands on /, stays signed in after a reload, and signs out', async ({ page, context }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/connexion$/);
  await expect(page).toHaveTitle('Hubgrade');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await fillSignIn(page, SUPER_ADMIN.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-name')).toHaveText(SUPER_ADMIN.name);
  await expect(page.getByRole('heading', { name: 'Bonjour Alice' })).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name.startsWith('back'));
  expect(cookie, 'the token is kept in a cookie whose key starts with "back"').toBeDefined();
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.secure, 'localhost is a secure context, so the cookie is Secure (spec shell §9)').toBe(true);
  const lifetimeHours = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 3_600_000;
  expect(lifetimeHours).toBeGreaterThan(47);
  expect(lifetimeHours).toBeLessThanOrEqual(48);

  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText(SUPER_ADMIN.name);

  await page.getByRole('button', { name: 'Déconnexion' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Déconnexion' })).toBeVisible();
  await signOut(page);
  expect((await context.cookies()).find((c) => c.name.startsWith('back'))).toBeUndefined();
  await page.goto('/');
  await expect(page).toHaveURL(/\/connexion$/);
});

test('a wrong password shows the French error and keeps the visitor on /connexion', async ({ page }) => {
  await page.goto('/connexion');
  await fillSignIn(page, 'member@demo.test', 'pas-le-bon-mot-de-passe');
  await expect(page.getByTestId('sign-in-error')).toHaveText('Identifiants invalides.');
  await expect(page).toHaveURL(/\/connexion$/);
});

test('the sign-in form explains what is missing before calling the API', async ({ page }) => {
  await page.goto('/connexion');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Adresse email obligatoire')).toBeVisible();
  await expect(page.getByText('Mot de passe obligatoire')).toBeVisible();
  await page.getByLabel('Adresse email').fill('pas-une-adresse');
  await page.getByLabel('Adresse email').blur();
  await expect(page.getByText('Adresse email invalide')).toBeVisible();
});

test('a locked account shows the banner, and a reset through the mailed link unlocks it', async ({ page }) => {
  const email = 'landlord@demo.test';
  await page.goto('/connexion');
  for (let attempt = 1; attempt <= 5; attempt++) {
    await fillSignIn(page, email, `mauvais-${attempt}`);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  }
  const banner = page.getByTestId('locked-account');
  await expect(banner).toContainText('Votre compte est bloqué');

  await banner.getByRole('button', { name: 'Réinitialiser mon mot de passe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mot de passe oublié' });
  await expect(dialog.getByLabel('Adresse email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(dialog.getByTestId('password-request-done')).toHaveText(
    'Si un compte correspond à cette adresse, vous allez recevoir un mail contenant un lien pour réinitialiser votre mot de passe.',
  );
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  await followMailLink(page, email);
  await expect(page).toHaveURL(/\/reinitialisation\/[^/]+$/);
  await page.getByLabel('Mot de passe', { exact: true }).fill('un nouveau mot de passe');
  await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill('un autre');
  await page.getByLabel('Confirmation du mot de passe', { exact: true }).blur();
  await expect(page.getByText('Les deux mots de passe ne correspondent pas')).toBeVisible();
  await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill('un nouveau mot de passe');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByTestId('password-reset-done')).toBeVisible();

  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signOut(page);
  await signIn(page, email, { password: 'un nouveau mot de passe' });
  await expect(page.getByTestId('user-name')).toHaveText('Louis Loueur');
});

test('the forgot-password dialog answers the same for an unknown address', async ({ page }) => {
  await page.goto('/connexion');
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mot de passe oublié' });
  await dialog.getByLabel('Adresse email').fill('personne@exemple.fr');
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(dialog.getByTestId('password-request-done')).toBeVisible();
});

test('the forgot-password dialog says what is wrong with the address before calling the API', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/users/request/password/token')) requests.push(request.url());
  });
  await page.goto('/connexion');
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mot de passe oublié' });
  const email = dialog.getByLabel('Adresse email');
  await expect(email).toHaveValue('');
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(dialog.getByText('Adresse email obligatoire', { exact: true })).toBeVisible();
  await email.fill('pas-une-adresse');
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(dialog.getByText('Adresse email invalide', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Adresse email obligatoire', { exact: true })).toBeHidden();
  expect(requests).toEqual([]);
  await email.fill('personne@exemple.fr');
  await expect(dialog.getByText('Adresse email invalide', { exact: true })).toBeHidden();
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(dialog.getByTestId('password-request-done')).toBeVisible();
  expect(requests).toHaveLength(1);
});
