import { expect, test } from '@playwright/test';
import { SUPER_ADMIN, signIn } from '../support/session.ts';

test('a campaign’s test goes to the writer, merge fields filled, and shows in the built-in mailbox', async ({ page }) => {
  const subject = `Journée portes ouvertes ${Math.floor(Math.random() * 1e9)}`;
  await signIn(page, SUPER_ADMIN.email, { at: '/emailing' });
  await page.getByRole('button', { name: 'Nouvelle campagne' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle campagne' });
  await dialog.getByLabel('Objet').fill(`${subject} pour {{prenom}}`);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Venez nombreux !');
  await dialog.getByRole('button', { name: 'Insérer le champ Prénom' }).click();
  // The count of recipients follows the segment.
  const count = dialog.getByTestId('segment-count');
  await expect(count).toHaveText(/\d+ destinataires/);
  const everyone = await count.textContent();
  await dialog.getByRole('combobox', { name: 'Types de compte' }).click();
  await page.getByRole('option', { name: 'Locataire' }).click();
  await expect(count).not.toHaveText(everyone ?? '');
  await dialog.getByRole('button', { name: 'M’envoyer un test' }).click();
  await expect(page.getByText(`Test envoyé à ${SUPER_ADMIN.email}`)).toBeVisible();

  await page.goto(`/dev/mails?${new URLSearchParams({ to: SUPER_ADMIN.email })}`);
  await expect(page.getByRole('row').filter({ hasText: `[Test] ${subject} pour Alice` })).toBeVisible();
});
