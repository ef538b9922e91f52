import { expect, test } from '@playwright/test';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

interface Ad {
  adId: number;
  brandId: number | null;
  adAdState: number;
  adBookingState: number;
  mandate: number;
  wrongPhoto: boolean;
}

test('taking offline an ad that could not come back warns first, and the sheet then shows "Mettre en ligne" disabled with why', async ({
  page,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(page.request, SUPER_ADMIN.email)}` };
  const list = await page.request.get('/api/annonces?itemsPerPage=100&state=online&mandate=1', { headers });
  expect(list.status()).toBe(200);
  const ad = ((await list.json()).items as Ad[]).find((a) => a.brandId === null && a.adBookingState < 4);
  expect(ad, 'an online ad of the main platform without a signed mandate').toBeDefined();
  const id = (ad as Ad).adId;

  await signIn(page, SUPER_ADMIN.email, { at: `/annonces/${id}` });
  await page.getByRole('button', { name: 'Mettre hors ligne', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mettre hors ligne' });
  await expect(dialog).toContainText('ne pourra pas être remise en ligne');
  await expect(dialog).toContainText("Le mandat de l'annonce n'est pas signé");
  await dialog.getByRole('button', { name: 'Mettre hors ligne' }).click();
  await expect(page.getByText('Annonce mise hors ligne')).toBeVisible();

  const online = page.getByRole('button', { name: 'Mettre en ligne', exact: true });
  await expect(online).toBeDisabled();
  await expect(online).toHaveAccessibleDescription("Le mandat de l'annonce n'est pas signé : elle ne peut pas être mise en ligne.");
});
