import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../support/api.ts';
import { followMailLink, signIn, signOut } from '../support/session.ts';

async function openRegistration(page: Page) {
  await page.goto('/connexion');
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  return page.getByRole('dialog', { name: 'Créer un compte' });
}

async function fillValid(dialog: ReturnType<Page['getByRole']>, email: string) {
  await dialog.getByLabel('Adresse email').fill(email);
  await dialog.getByLabel('Prénom').fill('Jeanne');
  await dialog.getByLabel('Nom', { exact: true }).fill('Dupont');
  await dialog.getByLabel('Téléphone portable').fill('0612345678');
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('un mot de passe sûr');
  await dialog.getByLabel('Confirmation du mot de passe', { exact: true }).fill('un mot de passe sûr');
  await dialog.getByLabel('Je recherche des bureaux').check();
  await dialog.getByLabel("J'accepte les conditions générales d'utilisation").check();
}

test('the registration form shows the validation messages and stays disabled until valid', async ({ page }) => {
  const dialog = await openRegistration(page);
  const submit = dialog.getByRole('button', { name: 'Créer mon compte' });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByLabel('Téléphone portable')).toHaveValue('06');

  await dialog.getByLabel('Adresse email').fill('jeanne@');
  await dialog.getByLabel('Prénom').focus();
  await expect(dialog.getByText('Adresse email invalide')).toBeVisible();
  await dialog.getByLabel('Adresse email').fill('');
  await dialog.getByLabel('Prénom').focus();
  await expect(dialog.getByText('Adresse email obligatoire')).toBeVisible();

  await dialog.getByLabel('Nom', { exact: true }).focus();
  await expect(dialog.getByText('Champ obligatoire')).toBeVisible();

  await dialog.getByLabel('Téléphone portable').fill('0123');
  await dialog.getByLabel('Mot de passe', { exact: true }).focus();
  await expect(dialog.getByText('Numéro de portable invalide')).toBeVisible();

  await dialog.getByLabel('Mot de passe', { exact: true }).fill('court');
  await dialog.getByLabel('Confirmation du mot de passe', { exact: true }).focus();
  await expect(dialog.getByText('Votre mot de passe est trop court')).toBeVisible();

  await fillValid(dialog, uniqueEmail('valid'));
  await expect(submit).toBeEnabled();
  await dialog.getByLabel("J'accepte les conditions générales d'utilisation").uncheck();
  await expect(dialog.getByText("Vous devez accepter les conditions générales d'utilisation")).toBeVisible();
  await expect(submit).toBeDisabled();
});

test('a new account is recorded, confirmed through the mailed link, and can sign in', async ({ page }) => {
  const email = uniqueEmail('ok');
  const dialog = await openRegistration(page);
  await fillValid(dialog, email.toUpperCase());
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(dialog.getByTestId('registration-done')).toHaveText(
    'Votre inscription a bien été enregistrée. Un mail de confirmation va vous être envoyé pour valider votre compte.',
  );
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();

  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('un mot de passe sûr');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('sign-in-error')).toHaveText(
    "Votre compte n'est pas encore activé. Validez-le depuis le mail de confirmation.",
  );

  await followMailLink(page, email);
  await expect(page).toHaveURL(/\/confirmation\/[^/]+$/);
  await expect(page.getByTestId('confirmation-done')).toHaveText('Votre compte est activé. Vous pouvez vous connecter.');
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await signOut(page);
  await signIn(page, email, { password: 'un mot de passe sûr' });
  await expect(page.getByTestId('user-name')).toHaveText('Jeanne Dupont');
});

test('an address already in use is reported on the form', async ({ page }) => {
  const dialog = await openRegistration(page);
  await fillValid(dialog, 'member@demo.test');
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(dialog.getByTestId('registration-error')).toContainText('Une erreur a été détectée dans le formulaire.');
  await expect(dialog.getByText('Un compte existe déjà avec cette adresse email.')).toBeVisible();
});

test('a branded host asks for the brand terms as well', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  await page.goto(`http://brand9.localhost:${port}/connexion`);
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un compte' });
  await fillValid(dialog, uniqueEmail('brand'));
  const submit = dialog.getByRole('button', { name: 'Créer mon compte' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("J'accepte les conditions générales de Nova Services").check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog.getByTestId('registration-done')).toBeVisible();
});
