import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { openSelect } from '../support/select.ts';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

/**
 * The block editors of a static page (/page-statique/{id}): each kind is edited in its own form,
 * refused once with its French message while nothing is saved, then saved and kept after a
 * reload. Each test works on a page of its own, made through the API.
 */

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface Block {
  id: number;
  kind: string;
  content: unknown;
}

async function headers(request: APIRequestContext): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await apiToken(request, SUPER_ADMIN.email)}` };
}

/** A draft page of the main platform with one empty block of each kind given, in that order. */
async function pageWith(request: APIRequestContext, kinds: string[]): Promise<number> {
  const auth = await headers(request);
  const slug = `e2e-blocs-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const created = await request.post('/api/seo-page-new', { headers: auth, data: { title: `Blocs ${slug}`, slug } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const kind of kinds) {
    const added = await request.post(`/api/seo-page-new/${id}/blocs`, { headers: auth, data: { kind } });
    expect(added.status(), await added.text()).toBe(201);
  }
  return id;
}

/** The page's blocks as the API answers them. */
async function blocksOf(request: APIRequestContext, id: number): Promise<Block[]> {
  const response = await request.get(`/api/seo-page-new/${id}`, { headers: await headers(request) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { blocks: Block[] }).blocks;
}

const block = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const field = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const saveOf = (scope: Locator) => scope.getByRole('button', { name: 'Sauvegarder le bloc' });

/** The refused value shows its message and the block cannot be saved. */
async function refused(scope: Locator, message: string) {
  await expect(scope.getByText(message, { exact: true })).toBeVisible();
  await expect(saveOf(scope)).toBeDisabled();
}

/** Saves the block and waits for the snackbar, which is then closed so that the next one can show. */
async function save(page: Page, scope: Locator) {
  await expect(saveOf(scope)).toBeEnabled();
  await saveOf(scope).click();
  const done = page.getByTestId('snackbar').filter({ hasText: 'Bloc sauvegardé' });
  await expect(done).toBeVisible();
  // The message closes by itself after 4 s, which on a slow machine can come first.
  await done
    .getByRole('button')
    .click({ timeout: 3_000 })
    .catch(() => undefined);
  await expect(done).toBeHidden();
}

test('the header, rich text, search and call-to-action blocks refuse a wrong value, then save and keep the right one', async ({
  page,
  request,
}) => {
  const id = await pageWith(request, ['header', 'richText', 'search', 'callToAction']);
  await signIn(page, SUPER_ADMIN.email, { at: `/page-statique/${id}` });

  const header = block(page, '1. Bandeau d’en-tête');
  await field(header, 'Titre').fill('Des bureaux pour chaque équipe');
  await field(header, 'Lien du bouton').fill('javascript:alert(1)');
  await refused(header, 'Lien invalide : une adresse http(s), mailto:, tel: ou un chemin commençant par /');
  await field(header, 'Lien du bouton').fill('/annonces');
  await field(header, 'Texte du bouton').fill('Voir les annonces');
  await save(page, header);

  const rich = block(page, '2. Texte riche');
  const editor = rich.getByRole('textbox', { name: 'Contenu' });
  await editor.click();
  await page.keyboard.type('x');
  await page.keyboard.press('Backspace');
  await refused(rich, 'Texte obligatoire');
  await page.keyboard.type('Un bail flexible vous laisse grandir.');
  await save(page, rich);

  const search = block(page, '3. Formulaire de recherche');
  await field(search, 'Texte du champ de recherche').fill('   ');
  await refused(search, 'Texte obligatoire');
  await field(search, 'Texte du champ de recherche').fill('Ville ou code postal');
  await openSelect(search.getByRole('combobox', { name: 'Type d’espace' }));
  await page.getByRole('option', { name: 'Poste de travail' }).click();
  await search.getByLabel('Coworking seulement').check();
  await save(page, search);

  const cta = block(page, '4. Appel à l’action');
  await field(cta, 'Texte du bouton').fill('Nous contacter');
  await field(cta, 'Adresse du lien').fill('www.exemple.fr');
  await refused(cta, 'Lien invalide : une adresse http(s), mailto:, tel: ou un chemin commençant par /');
  // Nothing was saved of the refused attempts: the call to action is still empty.
  expect((await blocksOf(request, id))[3]?.content).toBeNull();
  await field(cta, 'Adresse du lien').fill('mailto:contact@exemple.fr');
  await save(page, cta);

  await page.reload();
  await expect(field(header, 'Titre')).toHaveValue('Des bureaux pour chaque équipe');
  await expect(field(header, 'Lien du bouton')).toHaveValue('/annonces');
  await expect(rich.getByRole('textbox', { name: 'Contenu' })).toHaveText('Un bail flexible vous laisse grandir.');
  await expect(field(search, 'Texte du champ de recherche')).toHaveValue('Ville ou code postal');
  await expect(search.getByRole('combobox', { name: 'Type d’espace' })).toHaveText('Poste de travail');
  await expect(search.getByLabel('Coworking seulement')).toBeChecked();
  await expect(field(cta, 'Adresse du lien')).toHaveValue('mailto:contact@exemple.fr');
  await expect(field(cta, 'Texte du bouton')).toHaveValue('Nous contacter');
});

test('the ad list, callback, contact form and script blocks refuse a wrong value, then save and keep the right one', async ({
  page,
  request,
}) => {
  const id = await pageWith(request, ['adList', 'callback', 'contactForm', 'script']);
  await signIn(page, SUPER_ADMIN.email, { at: `/page-statique/${id}` });

  const ads = block(page, '1. Liste d’annonces');
  await field(ads, 'Latitude').fill('95');
  await field(ads, 'Longitude').fill('2,35');
  await field(ads, 'Rayon (km)').fill('10');
  await refused(ads, 'Latitude entre -90 et 90');
  await field(ads, 'Latitude').fill('48,85');
  await ads.getByLabel('Bureau privé').check();
  await save(page, ads);

  const callback = block(page, '2. Formulaire de rappel');
  await field(callback, 'Titre').fill('Un conseiller vous rappelle');
  await field(callback, 'Texte du bouton').fill('x');
  await field(callback, 'Texte du bouton').fill('');
  await refused(callback, 'Texte bouton obligatoire');
  await field(callback, 'Texte du bouton').fill('Être rappelé');
  await save(page, callback);

  const contact = block(page, '3. Formulaire de contact');
  await field(contact, 'Titre du formulaire').fill(' ');
  await refused(contact, 'Titre du formulaire obligatoire');
  await field(contact, 'Titre du formulaire').fill('Écrivez-nous');
  await save(page, contact);

  const script = block(page, '4. Script brut');
  await field(script, 'Script (HTML brut)').fill('  ');
  await refused(script, 'Champ obligatoire');
  expect((await blocksOf(request, id))[3]?.content).toBeNull();
  await field(script, 'Script (HTML brut)').fill('<script>window.e2e = 1;</script>');
  await save(page, script);

  await page.reload();
  await expect(field(ads, 'Latitude')).toHaveValue('48.85');
  await expect(field(ads, 'Longitude')).toHaveValue('2.35');
  await expect(field(ads, 'Rayon (km)')).toHaveValue('10');
  await expect(ads.getByLabel('Bureau privé')).toBeChecked();
  await expect(field(callback, 'Texte du bouton')).toHaveValue('Être rappelé');
  await expect(field(contact, 'Titre du formulaire')).toHaveValue('Écrivez-nous');
  await expect(field(script, 'Script (HTML brut)')).toHaveValue('<script>window.e2e = 1;</script>');
});

test('the thumbnails, carousel and tabs blocks refuse a wrong value, then save and keep the right one', async ({ page, request }) => {
  const id = await pageWith(request, ['thumbnails', 'carousel', 'tabs']);
  await signIn(page, SUPER_ADMIN.email, { at: `/page-statique/${id}` });

  const thumbnails = block(page, '1. Vignettes');
  await field(thumbnails, 'Hauteur (px)').fill('320');
  await field(thumbnails, 'Titre').fill('Bureaux privés');
  await field(thumbnails, 'Texte du lien').fill('Voir les bureaux');
  await field(thumbnails, 'Description').fill('Fermés, équipés, prêts à l’emploi.');
  await field(thumbnails, 'Lien').fill('bureaux');
  await refused(thumbnails, 'Lien invalide : une adresse http(s), mailto:, tel: ou un chemin commençant par /');
  await field(thumbnails, 'Lien').fill('/bureaux');
  await save(page, thumbnails);

  const carousel = block(page, '2. Carrousel d’images');
  await field(carousel, 'Hauteur (px)').fill('400');
  await field(carousel, 'Titre').fill('Le hall');
  await field(carousel, 'Lien').fill('https://exemple.fr/hall');
  await field(carousel, 'Texte alternatif (ALT)').fill('x');
  await field(carousel, 'Texte alternatif (ALT)').fill('');
  await refused(carousel, 'ALT obligatoire');
  await field(carousel, 'Texte alternatif (ALT)').fill('Le hall d’entrée');
  // The image is still missing: the carousel says so and cannot be saved without it.
  await refused(carousel, 'Champ obligatoire');
  await carousel.getByLabel('Image : Choisir une image').setInputFiles({ name: 'hall.png', mimeType: 'image/png', buffer: PNG });
  const uploaded = page.getByTestId('snackbar').filter({ hasText: 'Image envoyée' });
  await expect(uploaded).toBeVisible();
  await uploaded.getByRole('button').click();
  await expect(carousel.locator('img')).toHaveAttribute('src', /\/api\/public\/seo-images\/\d+\/webp$/);
  await save(page, carousel);

  const tabs = block(page, '3. Contenu à onglets');
  await field(tabs, 'Titre').fill('Bureaux');
  await field(tabs, 'Description').fill('Des bureaux fermés.');
  await field(tabs, 'Lien').fill('/bureaux');
  await field(tabs, 'Texte du bouton').fill('Découvrir');
  await field(tabs, 'Texte alternatif (ALT)').fill('Un bureau');
  await field(tabs, 'Hauteur (px)').fill('0');
  await refused(tabs, 'Nombre invalide');
  expect((await blocksOf(request, id))[2]?.content).toBeNull();
  await field(tabs, 'Hauteur (px)').fill('300');
  await save(page, tabs);

  await page.reload();
  await expect(field(thumbnails, 'Lien')).toHaveValue('/bureaux');
  await expect(field(thumbnails, 'Hauteur (px)')).toHaveValue('320');
  await expect(field(carousel, 'Texte alternatif (ALT)')).toHaveValue('Le hall d’entrée');
  await expect(carousel.locator('img')).toHaveAttribute('src', /\/api\/public\/seo-images\/\d+\/webp$/);
  await expect(field(tabs, 'Hauteur (px)')).toHaveValue('300');
  await expect(field(tabs, 'Titre')).toHaveValue('Bureaux');
});
