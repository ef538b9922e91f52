import { expect, test } from '@playwright/test';
import { newMember } from '../support/api.ts';
import { DEMO_PASSWORD, SUPER_ADMIN, signIn } from '../support/session.ts';

test('a super administrator erases a member’s personal data after a confirmation; the sheet then shows the anonymised member', async ({
  page,
  request,
}) => {
  // The member sheet loads a dozen tables: room for a busy machine.
  test.setTimeout(180_000);
  // A member of its own, registered for this test: nobody else's rows change.
  const { id } = await newMember(request, 'efface', DEMO_PASSWORD, { lastName: 'Oubli', confirmed: false });

  await signIn(page, SUPER_ADMIN.email, { at: `/membres/${id}` });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Camille Oubli', { timeout: 60_000 });
  const card = page.getByRole('region', { name: 'Données personnelles' });
  await expect(card.getByRole('button', { name: 'Export JSON' })).toBeVisible();
  await card.getByRole('button', { name: 'Effacer les données personnelles' }).click();

  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Camille Oubli sera anonymisé');
  await expect(confirm).toContainText('Ses factures et les écritures comptables sont conservées');
  await confirm.getByRole('button', { name: 'Effacer' }).click();

  await expect(page.getByText('Données personnelles effacées : le membre est anonymisé.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Membre effacé');
  await expect(page.getByText(`efface-${id}@anonyme.invalid`)).toBeVisible();
  await expect(card.getByText(/^Données personnelles effacées le/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Effacer les données personnelles' })).toHaveCount(0);
});
