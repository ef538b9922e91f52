import { expect, test } from '@playwright/test';
import { userIdOf } from '../support/api.ts';
import { SUPER_ADMIN, signIn } from '../support/session.ts';

test('an administrator gives a landlord a rate of their own from the member sheet; the rates screen lists it and its change', async ({
  page,
  request,
}) => {
  // The member sheet loads a dozen tables: room for a busy machine.
  test.setTimeout(180_000);
  const landlordId = await userIdOf(request, 'landlord@demo.test');
  await signIn(page, SUPER_ADMIN.email, { at: `/membres/${landlordId}` });
  await page.getByRole('button', { name: 'Modifier le taux' }).click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog');
  const field = dialog.getByLabel('Taux de commission (%)');
  await field.fill('101');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le taux doit être compris entre 0 et 100 %, avec deux décimales au plus.')).toBeVisible();
  await expect(field).toHaveValue('101');
  await field.fill('8,5');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Taux de commission enregistré.')).toBeVisible();
  await expect(page.getByText('Commission : 8,5 % HT (taux particulier)')).toBeVisible();

  await page.getByRole('link', { name: 'Voir les taux de commission' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Taux de commission' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Loueurs au taux particulier' }).getByRole('row').filter({ hasText: '8,5 %' })).toHaveCount(
    1,
  );
  await expect(
    page.getByRole('region', { name: 'Historique des taux' }).getByRole('row').filter({ hasText: '8,5 %' }).first(),
  ).toBeVisible();
});
