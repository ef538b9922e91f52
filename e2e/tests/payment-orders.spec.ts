import { expect, test } from '@playwright/test';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

/** A collection day a week ahead, as the date field takes it. */
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

test('run a direct-debit order to its file', async ({ page, request }) => {
  await signIn(page, SUPER_ADMIN.email, { at: '/ordres/prelevement' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ordres de prélèvement');

  await page.getByRole('button', { name: 'Nouvel ordre de prélèvement' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('N° de marque (0 : plateforme principale)').fill('0');
  await dialog.getByLabel('Date de prélèvement').fill(inAWeek());
  await dialog.getByRole('button', { name: 'Créer l’ordre' }).click();

  await expect(page).toHaveURL(/\/ordres\/prelevement\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Ordre PRLV-\d{4}-\d{6}$/);
  await expect(page.getByText('Ouvert').first()).toBeVisible();
  const items = page.getByRole('table', { name: 'Lignes' }).getByRole('row');
  await expect(items.nth(1)).toContainText(/F-\d{4}-\d+/);
  await expect(items.nth(1)).toContainText(/FRST|RCUR/);

  const file = page.waitForResponse((r) => /\/api\/ordres\/prelevement\/\d+\/xml$/.test(r.url()));
  await page.getByRole('button', { name: 'Télécharger le fichier XML' }).click();
  const response = await file;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  // The page reads the file into a new tab; the test reads the same address again to look inside.
  const token = await apiToken(request, SUPER_ADMIN.email);
  const xml = await (await request.get(response.url(), { headers: { authorization: `Bearer ${token}` } })).text();
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.02');
  expect(xml).toContain('<Id>FR12ZZZ123456</Id>');
  expect(xml.match(/<DrctDbtTxInf>/g)?.length).toBe((await items.count()) - 1);
});
