import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newMember } from '../support/api.ts';
import { SUPER_ADMIN, signIn } from '../support/session.ts';

const CONFIRMATION = 'Confirmez votre inscription sur Hubgrade';
const RESET = 'Réinitialisation de votre mot de passe Hubgrade';

/** An account (its confirmation mail first), then `resets` reset mails: `1 + resets` mails to its address, which this gives. */
async function mailsFor(request: APIRequestContext, tag: string, resets: number): Promise<string> {
  const { email } = await newMember(request, tag, 'un mot de passe sûr', { firstName: 'Tableau', lastName: 'Serveur', confirmed: false });
  const answers = await Promise.all(
    Array.from({ length: resets }, () => request.post('/api/users/request/password/token', { data: { email, brand: null } })),
  );
  expect(answers.map((answer) => answer.status())).toEqual(answers.map(() => 200));
  return email;
}

/** Waits until the address holds these values (null: the key is absent), whatever the order of its keys. */
async function expectParams(page: Page, expected: Record<string, string | null>): Promise<void> {
  const keys = Object.keys(expected);
  await expect
    .poll(() => {
      const params = new URL(page.url()).searchParams;
      return Object.fromEntries(keys.map((key) => [key, params.get(key)]));
    })
    .toEqual(expected);
}

function mailbox(page: Page) {
  return page.getByRole('table', { name: 'Boîte mail de développement' });
}

function rowsTo(page: Page, email: string) {
  return mailbox(page).getByRole('row').filter({ hasText: email });
}

test('a page change and a sort are kept in the address and survive a reload', async ({ page, request }) => {
  const email = await mailsFor(request, 'pages', 29);
  await signIn(page, SUPER_ADMIN.email, { at: `/dev/mails?${new URLSearchParams({ to: email })}` });

  await expect(page.getByText('1–25 sur 30')).toBeVisible();
  await expect(rowsTo(page, email)).toHaveCount(25);
  await expect(page.getByRole('combobox', { name: /Lignes par page/ })).toBeDisabled();

  await page.getByRole('button', { name: 'Page suivante' }).click();
  await expectParams(page, { page: '2' });
  await expect(page.getByText('26–30 sur 30')).toBeVisible();
  await expect(rowsTo(page, email)).toHaveCount(5);
  await expect(rowsTo(page, email).last()).toContainText(CONFIRMATION);
  await page.reload();
  await expect(page.getByText('26–30 sur 30')).toBeVisible();
  await expect(rowsTo(page, email)).toHaveCount(5);

  // Another sort starts again from the first page.
  await mailbox(page)
    .getByRole('button', { name: /^Créé le/ })
    .click();
  await expectParams(page, { sortBy: null, sortDesc: 'false', page: null, to: email });
  await expect(page.getByText('1–25 sur 30')).toBeVisible();
  await expect(rowsTo(page, email).first()).toContainText(CONFIRMATION);
  await expect(mailbox(page).getByRole('columnheader', { name: /^Créé le/ })).toHaveAttribute('aria-sort', 'ascending');

  await mailbox(page).getByRole('button', { name: 'Objet' }).click();
  await expectParams(page, { sortBy: 'subject', sortDesc: 'false' });
  await expect(rowsTo(page, email).first()).toContainText(CONFIRMATION);
  await mailbox(page)
    .getByRole('button', { name: /^Objet/ })
    .click();
  await expectParams(page, { sortBy: 'subject', sortDesc: null });
  await expect(rowsTo(page, email).first()).toContainText(RESET);

  await page.reload();
  await expect(mailbox(page).getByRole('columnheader', { name: /^Objet/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(rowsTo(page, email).first()).toContainText(RESET);
  await page.getByRole('button', { name: 'Dernière page' }).click();
  await expectParams(page, { page: '2' });
  await expect(rowsTo(page, email).last()).toContainText(CONFIRMATION);

  // The browser's back button walks back through the views.
  await page.goBack();
  await expectParams(page, { page: null, sortBy: 'subject' });
  await expect(page.getByText('1–25 sur 30')).toBeVisible();
});

test('the search is kept in the address', async ({ page, request }) => {
  const email = await mailsFor(request, 'recherche', 2);
  const localPart = email.split('@')[0] ?? email;
  await signIn(page, SUPER_ADMIN.email, { at: '/dev/mails' });

  await page.getByLabel('Rechercher (destinataire ou objet)').fill(localPart);
  await expectParams(page, { search: localPart });
  await expect(page.getByText('1–3 sur 3')).toBeVisible();
  await expect(rowsTo(page, email)).toHaveCount(3);

  await page.reload();
  await expect(page.getByLabel('Rechercher (destinataire ou objet)')).toHaveValue(localPart);
  await expect(page.getByText('1–3 sur 3')).toBeVisible();

  await page.getByLabel('Rechercher (destinataire ou objet)').fill(`${localPart} introuvable`);
  await page.getByLabel('Rechercher (destinataire ou objet)').press('Enter');
  await expect(mailbox(page).getByText('Aucun mail')).toBeVisible();

  await page.getByRole('button', { name: 'Effacer la recherche' }).click();
  await expectParams(page, { search: null });
  await expect(page.getByLabel('Rechercher (destinataire ou objet)')).toHaveValue('');
});

test('expanding a row loads its detail on demand', async ({ page, request }) => {
  const email = await mailsFor(request, 'detail', 1);
  await signIn(page, SUPER_ADMIN.email, { at: `/dev/mails?${new URLSearchParams({ to: email })}` });
  const newest = rowsTo(page, email).first();
  await expect(newest).toContainText(RESET);

  const detailCall = page.waitForResponse((response) => /\/api\/dev\/mails\/\d+$/.test(new URL(response.url()).pathname));
  const expand = newest.getByRole('button', { name: 'Afficher le détail' });
  await expand.focus();
  await page.keyboard.press('Enter');
  expect((await detailCall).status()).toBe(200);

  const detail = page.getByTestId('mail-detail');
  await expect(detail).toContainText("Tentatives d'envoi : 0");
  await expect(detail.getByRole('region', { name: 'Liens du mail' }).getByRole('link')).toHaveText(/^\/reinitialisation\//);
  await expect(newest.getByRole('button', { name: 'Masquer le détail' })).toHaveAttribute('aria-expanded', 'true');
  // Opening the detail is not opening the mail.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await newest.getByRole('button', { name: 'Masquer le détail' }).click();
  await expect(detail).toHaveCount(0);
});
