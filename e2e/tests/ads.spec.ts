import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openSelect } from '../support/select.ts';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

interface Ad {
  adId: number;
  adAdState: number;
  adBookingState: number;
  mandate: number;
  wrongPhoto: boolean;
  isBoost: boolean;
  adAvailabilityStart: string | null;
}

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await apiToken(request, SUPER_ADMIN.email)}` };
}

/**
 * An ad of the main platform found through the API with the filters given; `pick` chooses among
 * the 100 newest so that the tests running side by side do not take the same ad.
 */
async function findAd(request: APIRequestContext, filters: string, holds: (ad: Ad) => boolean, pick: number): Promise<Ad> {
  const response = await request.get(`/api/annonces?itemsPerPage=100&${filters}`, { headers: await adminHeaders(request) });
  expect(response.status()).toBe(200);
  const candidates = ((await response.json()).items as (Ad & { brandId: number | null })[]).filter(
    (ad) => ad.brandId === null && ad.adBookingState < 4 && holds(ad),
  );
  const ad = candidates[pick % Math.max(1, candidates.length)];
  expect(ad, `an ad for ${filters}`).toBeDefined();
  return ad as Ad;
}

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function adsTable(page: Page) {
  return page.getByRole('table', { name: 'Annonces' });
}

/** Opens the table on one ad (searched by its id) and returns its row. */
async function openRow(page: Page, id: number) {
  await page.goto(`/annonces?search=${id}`);
  const row = adsTable(page)
    .locator('tbody > tr')
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) })
    .first();
  await expect(row).toBeVisible();
  return row;
}

async function rowAction(page: Page, row: ReturnType<Page['locator']>, action: string) {
  await row.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email);
});

test('shows the ads table 25 a page with its columns', async ({ page }) => {
  await page.goto('/annonces');
  await expect(page.getByRole('heading', { level: 1, name: 'Annonces' })).toBeVisible();
  const table = adsTable(page);
  // The sorted column's header also says how it is sorted.
  await expect(table.getByRole('columnheader', { name: /^Id/ })).toBeVisible();
  for (const header of ['Titre', 'Ville', 'Loueur', 'Loyer mensuel', 'État', 'Disponibilité', 'Mandat', 'Boost']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(table.locator('tbody > tr')).toHaveCount(25);
  await page.goto('/annonces?search=introuvable-zzz');
  await expect(page.getByText("Pas d'annonce correspondante à votre recherche")).toBeVisible();
});

test('takes an ad online, then offline', async ({ page }) => {
  const ad = await findAd(page.request, 'state=offline&mandate=2', (a) => a.adAdState >= 3 && !a.wrongPhoto, 0);
  const row = await openRow(page, ad.adId);
  await expect(row.getByText('Hors ligne')).toBeVisible();
  await rowAction(page, row, 'Mettre en ligne');
  await expect(row.getByText('En ligne')).toBeVisible();
  await expect(page.getByText('Annonce mise en ligne')).toBeVisible();

  await rowAction(page, row, 'Mettre hors ligne');
  const dialog = page.getByRole('dialog', { name: 'Mettre hors ligne' });
  await dialog.getByRole('button', { name: 'Mettre hors ligne' }).click();
  await expect(row.getByText('Hors ligne')).toBeVisible();
  await expect(page.getByText('Annonce mise hors ligne')).toBeVisible();
  // An offline ad without a signed mandate shows the action disabled, with the reason.
  const unsigned = await findAd(page.request, 'state=offline&mandate=1', () => true, 1);
  const other = await openRow(page, unsigned.adId);
  await other.getByRole('button', { name: 'Actions sur la ligne' }).click();
  const refused = page.getByRole('menuitem', { name: 'Mettre en ligne', exact: true });
  await expect(refused).toBeDisabled();
  await expect(refused).toHaveAccessibleDescription(/ne peut pas être mise en ligne/);
  await page.keyboard.press('Escape');
});

test('boosts an online ad and removes the boost', async ({ page }) => {
  const ad = await findAd(page.request, 'state=online&boost=false', () => true, 2);
  const row = await openRow(page, ad.adId);
  await rowAction(page, row, 'Booster');
  const dialog = page.getByRole('dialog', { name: "Booster l'annonce" });
  await dialog.getByLabel('60 jours').check();
  await dialog.getByRole('button', { name: 'Booster' }).click();
  await expect(row.getByText(/^Boostée jusqu'au \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  await rowAction(page, row, 'Retirer le boost');
  await expect(row.getByText(/^Boostée jusqu'au/)).toHaveCount(0);
  await row.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await expect(page.getByRole('menuitem', { name: 'Booster', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('makes an ad unavailable for six months, then available again', async ({ page }) => {
  const ad = await findAd(page.request, 'availability=available', () => true, 3);
  const row = await openRow(page, ad.adId);
  await expect(row.getByText('Disponible', { exact: true })).toBeVisible();
  await rowAction(page, row, 'Rendre indisponible');
  await expect(row.getByText(/^Disponible le \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  const sheet = await page.request.get(`/api/annonces/${ad.adId}`, { headers: await adminHeaders(page.request) });
  const start = (await sheet.json()).adAvailabilityStart as string;
  const months = (Date.parse(start) - Date.now()) / (30.4 * 86_400_000);
  expect(months).toBeGreaterThan(5.8);
  expect(months).toBeLessThan(6.2);

  await rowAction(page, row, 'Rendre disponible');
  await expect(row.getByText('Disponible', { exact: true })).toBeVisible();
});

test('creates an ad through the "Déposer une annonce" dialog', async ({ page }) => {
  const title = `Bureau E2E ${Date.now().toString(36)}`;
  await page.goto('/annonces');
  await page.getByRole('button', { name: 'Déposer une annonce' }).click();
  const dialog = page.getByRole('dialog', { name: 'Déposer une annonce' });
  await expect(dialog).toBeVisible();

  // Validation of §5: nothing is sent while required fields are empty.
  await dialog.getByRole('button', { name: 'Déposer' }).click();
  await expect(dialog.getByText('Ce champ est requis.').first()).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Loueur' }).fill('Loueur');
  await page.getByRole('option', { name: /Louis Loueur/ }).click();
  await openSelect(dialog.getByRole('combobox', { name: "Groupe d'annonces" }));
  await page.getByRole('option', { name: 'Créer un nouveau groupe' }).click();
  await dialog.getByLabel('Titre').fill(title);
  const description = dialog.getByRole('textbox', { name: 'Description', exact: true });
  await description.click();
  await page.keyboard.type('Un bureau lumineux créé par le test.');
  await openSelect(dialog.getByRole('combobox', { name: "Type d'espace" }));
  await page.getByRole('option', { name: 'Bureau privé' }).click();
  await dialog.getByLabel('Adresse').fill('8 rue du Test');
  await dialog.getByLabel('Code postal').fill('69002');
  await dialog.getByLabel('Ville').fill('Lyon');
  await dialog.getByLabel('Bail flexible').check();
  await dialog.getByLabel('Surface (m²)').fill('35');
  await dialog.getByLabel('Capacité').fill('4');
  await dialog.getByLabel('Loyer mensuel (€)').fill('0');
  await dialog.getByLabel('Loyer mensuel (€)').blur();
  await expect(dialog.getByText('Le loyer mensuel ne peut pas être nul.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Déposer' })).toBeDisabled();
  await dialog.getByLabel('Loyer mensuel (€)').fill('1 250,50');
  await dialog.getByRole('button', { name: 'Déposer' }).click();

  await expect(page.getByText('Annonce déposée')).toBeVisible();
  // The form starts again empty, and the list shows the new ad.
  await expect(dialog.getByLabel('Titre')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await page.getByLabel('Rechercher (titre, ville, code postal, adresse, id)').fill(title.toLowerCase());
  const row = adsTable(page).getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('1 250,50 €')).toBeVisible();
  await expect(row.getByText('Hors ligne')).toBeVisible();
});

test('edits an ad on its sheet and adds a photo, both kept by the server', async ({ page, request }) => {
  const ad = await findAd(request, 'availability=available', () => true, 7);
  await page.goto(`/annonces/${ad.adId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Annonce n° ${ad.adId}` })).toBeVisible();

  const information = page.getByRole('region', { name: 'Informations' });
  await information.getByRole('button', { name: 'Modifier' }).click();
  const title = `Bureau lumineux ${ad.adId} rénové`;
  await information.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  // The description is rich text: typed in the editor, a word set in bold from its toolbar.
  const description = information.getByRole('textbox', { name: 'Description', exact: true });
  await description.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Loyer < 500 € ');
  await information.getByRole('button', { name: 'Gras' }).click();
  await page.keyboard.type('charges comprises');
  await information.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(information.getByRole('button', { name: 'Modifier' })).toBeVisible();
  await expect(information.getByText(title, { exact: true })).toBeVisible();
  // Shown formatted, its `<` as typed (stored as `&lt;`).
  const shown = information.getByTestId('rich-text-view');
  await expect(shown).toHaveText('Loyer < 500 € charges comprises');
  await expect(shown.locator('strong')).toHaveText('charges comprises');

  const photos = page.getByRole('region', { name: 'Photos' });
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/annonces/${ad.adId}/photos`));
  await photos.getByTestId('upload-input-image').setInputFiles({ name: 'facade.png', mimeType: 'image/png', buffer: PNG });
  expect((await saved).status()).toBeLessThan(300);
  await expect(page.getByText('Photos enregistrées')).toBeVisible();

  // A reload shows what the server kept.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Informations' }).getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Informations' }).getByTestId('rich-text-view').locator('strong')).toHaveText(
    'charges comprises',
  );
  await expect(page.getByRole('region', { name: 'Photos' }).getByRole('img', { name: 'Aperçu de facade.png' })).toBeVisible();
});
