import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, signIn } from '../support/session.ts';

const unique = (name: string) => `${name} ${Math.floor(Math.random() * 1e6)}`;

async function createLabel(page: Page, name: string) {
  await page.getByRole('button', { name: 'Nouvelle étiquette' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle étiquette' });
  await dialog.getByLabel('Nom').fill(name);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Étiquette créée')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a brand admin creates, renames, merges and deletes labels', async ({ page }) => {
  test.slow();
  const run = unique('E2E');
  const first = `${run} Lumière`;
  const second = `${run} Soleil`;
  await signIn(page, 'brand@demo.test', { at: '/etiquettes' });
  await expect(page.getByRole('heading', { name: 'Etiquettes', level: 1 })).toBeVisible();
  // The demo labels show with their counts.
  await expect(page.getByRole('row').filter({ hasText: 'Calme' })).toHaveCount(1);

  await createLabel(page, first);
  await createLabel(page, `${run} Ombre`);
  // A name taken, whatever its case, is refused with the API's words and the dialog stays.
  await page.getByRole('button', { name: 'Nouvelle étiquette' }).click();
  const again = page.getByRole('dialog', { name: 'Nouvelle étiquette' });
  await again.getByLabel('Nom').fill(first.toUpperCase());
  await again.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(again.getByText('Une étiquette porte déjà ce nom dans cette marque.')).toBeVisible();
  await again.getByRole('button', { name: 'Annuler' }).click();

  await page.getByLabel('Rechercher une étiquette').fill(run);
  const rows = page.getByRole('row').filter({ hasText: run });
  await expect(rows).toHaveCount(2);

  // Rename.
  await rows.filter({ hasText: 'Ombre' }).getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Renommer' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier l’étiquette' });
  await edit.getByLabel('Nom').fill(second);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Étiquette enregistrée')).toBeVisible();
  await expect(rows.filter({ hasText: second })).toHaveCount(1);

  // Merge the second into the first.
  await page.getByRole('button', { name: 'Fusionner' }).click();
  const merge = page.getByRole('dialog', { name: 'Fusionner des étiquettes' });
  const choice = merge.getByRole('combobox', { name: 'Étiquettes à fusionner' });
  for (const name of [first, second]) {
    await choice.fill(name);
    await page.getByRole('option', { name }).click();
  }
  await merge.getByRole('combobox', { name: 'Étiquette conservée' }).click();
  await page.getByRole('option', { name: first }).click();
  await merge.getByRole('button', { name: 'Fusionner' }).click();
  await expect(page.getByText('1 étiquette(s) fusionnée(s)')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.filter({ hasText: first })).toHaveCount(1);

  // Delete, after a confirmation that tells what is lost.
  await rows.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer' });
  await expect(confirm).toContainText(`Supprimer l’étiquette « ${first} » ? 0 annonce(s) et 0 page(s) la perdront.`);
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Étiquette supprimée')).toBeVisible();
  await expect(rows).toHaveCount(0);
});

const BRAND_ADMIN = 'brand@demo.test';

async function brandHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await apiToken(request, BRAND_ADMIN)}` };
}

/** A label of brand 9 of the test's own, so that no other test sees it come or go. */
async function newLabel(request: APIRequestContext, name: string): Promise<void> {
  const response = await request.post('/api/labels', { headers: await brandHeaders(request), data: { name, colour: 'purple' } });
  expect(response.status(), await response.text()).toBe(201);
}

/** Chooses `name` in the sheet's labels card and saves; the card then shows it among its chips, after a reload too. */
async function setLabel(page: Page, name: string) {
  const card = page.getByRole('region', { name: 'Étiquettes', exact: true });
  await card.getByRole('button', { name: 'Modifier les étiquettes' }).click();
  await card.getByRole('combobox', { name: 'Étiquettes de la fiche' }).fill(name);
  await page.getByRole('option', { name }).click();
  await card.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Étiquettes enregistrées')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Étiquettes' }).getByText(name, { exact: true })).toBeVisible();
  await page.reload();
  await expect(card.getByRole('list', { name: 'Étiquettes' }).getByText(name, { exact: true })).toBeVisible();
}

test('a brand admin puts a label on an ad and on a static page from their sheets', async ({ page, request }) => {
  const name = unique('E2E Fiche');
  await newLabel(request, name);
  const headers = await brandHeaders(request);
  const ads = await request.get('/api/annonces?itemsPerPage=50', { headers });
  expect(ads.status()).toBe(200);
  const items = ((await ads.json()) as { items: { adId: number }[] }).items;
  const ad = items[Math.floor(Math.random() * items.length)];
  expect(ad, 'an ad of brand 9').toBeDefined();
  const slug = `e2e-etiquettes-${Date.now()}`;
  const created = await request.post('/api/seo-page-new', { headers, data: { title: `Étiquettes ${slug}`, slug } });
  expect(created.status(), await created.text()).toBe(201);
  const { id: pageId } = (await created.json()) as { id: number };

  await signIn(page, BRAND_ADMIN, { at: `/annonces/${ad?.adId}` });
  await setLabel(page, name);

  await page.goto(`/page-statique/${pageId}`);
  await expect(page.getByRole('region', { name: 'Étiquettes', exact: true }).getByText('Aucune étiquette')).toBeVisible();
  await setLabel(page, name);

  // The labels screen counts them.
  const counted = await request.get(`/api/labels?search=${encodeURIComponent(name)}`, { headers });
  expect(((await counted.json()) as { items: { ads: number; pages: number }[] }).items).toMatchObject([{ ads: 1, pages: 1 }]);
});
