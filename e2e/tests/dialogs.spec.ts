import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newMember } from '../support/api.ts';
import { DEMO_PASSWORD, SUPER_ADMIN, signIn } from '../support/session.ts';

const CONFIRMATION = 'Confirmez votre inscription sur Hubgrade';
const RESET = 'Réinitialisation de votre mot de passe Hubgrade';
const DATE_TIME_SECONDS = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/;

/** An account registered through the API, left unconfirmed: its confirmation mail is the mailbox's one mail. */
const register = (request: APIRequestContext, tag: string) =>
  newMember(request, tag, 'un mot de passe sûr', { firstName: 'Dialogue', lastName: 'Initial', confirmed: false });

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/login_check', { data: { username: SUPER_ADMIN.email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return { authorization: `Bearer ${(await response.json()).token}` };
}

async function openRowMenu(page: Page, email: string) {
  const row = page.getByRole('table', { name: 'Boîte mail de développement' }).getByRole('row').filter({ hasText: email }).first();
  await row.getByRole('button', { name: 'Actions sur la ligne' }).click();
  return page.getByRole('menu');
}

const snackbar = (page: Page) => page.getByTestId('snackbar');

test('a confirmation dialog: cancelling changes nothing, confirming acts, each says so', async ({ page, request }) => {
  const { email } = await register(request, 'confirmation');
  await signIn(page, SUPER_ADMIN.email, { at: `/dev/mails?${new URLSearchParams({ to: email })}` });
  await expect(page.getByText('1–1 sur 1')).toBeVisible();

  await (await openRowMenu(page, email)).getByRole('menuitem', { name: 'Envoyer un lien de réinitialisation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Envoyer un lien de réinitialisation ?' });
  await expect(dialog).toContainText(`Un mail sera envoyé à l'utilisateur ${email}.`);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(snackbar(page)).toHaveText('Modification annulée');
  await expect(snackbar(page)).toHaveCount(0);
  await expect(page.getByText('1–1 sur 1')).toBeVisible();

  await (await openRowMenu(page, email)).getByRole('menuitem', { name: 'Envoyer un lien de réinitialisation' }).click();
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(snackbar(page)).toHaveText(`Lien de réinitialisation envoyé à ${email}`);
  await expect(page.getByText('1–2 sur 2')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Boîte mail de développement' }).getByRole('row').nth(1)).toContainText(RESET);
});

test('a failed action shows the error snackbar', async ({ page, request }) => {
  const { email } = await register(request, 'erreur');
  await signIn(page, SUPER_ADMIN.email, { at: `/dev/mails?${new URLSearchParams({ to: email })}` });
  // The server fails once, as an unreachable mail server would make it.
  await page.route('**/api/users/request/password/token', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 500, message: 'Une erreur interne est survenue' }),
    }),
  );
  await (await openRowMenu(page, email)).getByRole('menuitem', { name: 'Envoyer un lien de réinitialisation' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Envoyer' }).click();
  await expect(snackbar(page)).toHaveText('Le lien de réinitialisation n’a pas pu être envoyé.');
  await expect(page.getByText('1–1 sur 1')).toBeVisible();
});

test('the link of a mail opens it', async ({ page, context, request, baseURL }) => {
  const { email } = await register(request, 'lien');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, SUPER_ADMIN.email, { at: `/dev/mails?${new URLSearchParams({ to: email })}` });
  await (await openRowMenu(page, email)).getByRole('menuitem', { name: 'Copier le lien du mail' }).click();
  await expect(snackbar(page)).toHaveText('Lien du mail copié');
  const link = String(await page.evaluate('navigator.clipboard.readText()'));
  expect(link).toMatch(new RegExp(`^${baseURL}/dev/mails\\?mail=\\d+$`));

  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: CONFIRMATION });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(page).toHaveURL(/\/dev\/mails$/);
});

test('the history dialog lists a record’s changes, newest first', async ({ page, request }) => {
  const { email, id } = await register(request, 'historique');
  const headers = await adminHeaders(request);
  for (const lastName of ['Premier', 'Second']) {
    const response = await request.patch(`/api/users/${id}`, { headers, data: { hubgrade_user: { lastName } } });
    expect(response.status()).toBe(200);
  }
  await signIn(page, SUPER_ADMIN.email, { at: `/dev/mails?${new URLSearchParams({ to: email })}` });
  await (await openRowMenu(page, email)).getByRole('menuitem', { name: 'Historique du destinataire' }).click();

  const dialog = page.getByRole('dialog', { name: 'Historique des actions' });
  const entries = dialog.getByRole('table', { name: 'Historique des actions' }).getByRole('row');
  await expect(dialog.getByText('1–3 sur 3')).toBeVisible();
  await expect(entries.nth(1)).toContainText(SUPER_ADMIN.email);
  await expect(entries.nth(1)).toContainText('lastName');
  await expect(entries.nth(1).getByRole('deletion')).toHaveText('Premier');
  await expect(entries.nth(1).getByRole('insertion')).toHaveText('Second');
  await expect(entries.nth(1)).toContainText(String(id));
  await expect(entries.nth(1)).toContainText(DATE_TIME_SECONDS);
  await expect(entries.nth(2).getByRole('insertion')).toHaveText('Premier');
  await expect(entries.nth(2).getByRole('deletion')).toHaveText('Initial');
  await expect(dialog.getByRole('combobox', { name: /Lignes par page/ })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the history dialog says when a record has no history', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  // A member of the demo data that nothing changed: the seed writes no history.
  let member: { id: number; email: string } | null = null;
  for (let id = 150; member === null && id < 400; id++) {
    const response = await request.get(`/api/users/${id}`, { headers });
    const found = response.ok() ? await response.json() : null;
    if (found && found.brandId === null && found.email.endsWith('@exemple.fr')) member = found;
  }
  if (member === null) throw new Error('no unbranded demo member between ids 150 and 400');
  const history = await request.get(`/api/history/slug/user-${member.id}`, { headers });
  expect(await history.json()).toEqual({ items: [], total: 0 });
  const reset = await request.post('/api/users/request/password/token', { data: { email: member.email, brand: null } });
  expect(reset.status()).toBe(200);

  await signIn(page, SUPER_ADMIN.email, { at: `/dev/mails?${new URLSearchParams({ to: member.email })}` });
  await (await openRowMenu(page, member.email)).getByRole('menuitem', { name: 'Historique du destinataire' }).click();
  const dialog = page.getByRole('dialog', { name: 'Historique des actions' });
  await expect(dialog.getByText("Pas d'historique")).toBeVisible();
});
