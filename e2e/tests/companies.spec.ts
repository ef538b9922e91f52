import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openSelect } from '../support/select.ts';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

const DELETE_CONFIRM = 'Êtes-vous sûr de vouloir supprimer cette société ?';
const DELETE_REFUSED = 'Impossible de supprimer cette société : elle a des contrats en cours ou à venir.';

function unique(tag: string): string {
  return `E2E ${tag} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await apiToken(request, SUPER_ADMIN.email)}` };
}

/** A main-platform company made through the API (POST /api/companies). */
async function createCompany(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.post('/api/companies', {
    headers: await adminHeaders(request),
    data: { name, address: '5 rue des Tests', zipcode: '69003', city: 'Lyon' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

function companiesTable(page: Page) {
  return page.getByRole('table', { name: 'Sociétés' });
}

/** The row of a company, found by its ID cell (names are not unique). */
function rowOf(page: Page, id: number) {
  return companiesTable(page)
    .locator('tbody > tr')
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) })
    .first();
}

async function searchCompanies(page: Page, text: string) {
  await page.getByLabel('Rechercher une société ou une ville').fill(text);
  await expect(page).toHaveURL(/search=/);
}

test('browses the companies table and opens a row onto its users', async ({ page }) => {
  // Several screens and calls in a row: slow on a loaded machine.
  test.slow();
  await signIn(page, SUPER_ADMIN.email, { at: '/societe' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sociétés' })).toBeVisible();
  const table = companiesTable(page);
  const headers = table.getByRole('row').first();
  for (const header of ['ID', 'Nom', 'Adresse', 'Ville', 'Contrat en cours', "Nombre d'utilisateurs", 'Catégorie']) {
    await expect(headers).toContainText(header);
  }
  // 25 a page, the selector shown but disabled.
  await expect(table.locator('tbody > tr')).toHaveCount(25);
  await expect(page.getByText(/^1–25 sur \d+/)).toBeVisible();

  // A company of the first page with users: expanding its row loads them, each with a button to the member sheet.
  const firstPage = await page.request.get('/api/companies', { headers: await adminHeaders(page.request) });
  const populated = ((await firstPage.json()).items as { id: number; usersNumber: number }[]).find((c) => c.usersNumber > 0);
  expect(populated).toBeDefined();
  const row = rowOf(page, populated?.id as number);
  await row.getByRole('button', { name: 'Afficher le détail' }).click();
  const users = page.getByRole('table', { name: 'Utilisateurs de la société' });
  await expect(users).toBeVisible();
  const memberLink = users.getByRole('link', { name: 'Fiche membre' }).first();
  await expect(memberLink).toHaveAttribute('href', /^\/membres\/\d+$/);
  for (const header of ['Id', 'Nom complet', 'Email', 'Téléphone']) {
    await expect(users.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  // A company without users says so.
  const name = unique('Vide');
  await createCompany(page.request, name);
  await searchCompanies(page, name);
  const empty = table.getByRole('row').filter({ hasText: name });
  await expect(empty).toHaveCount(1);
  await empty.getByRole('button', { name: 'Afficher le détail' }).click();
  await expect(page.getByText("Pas d'utilisateur correspondant à votre recherche")).toBeVisible();
});

test('filters on a category and keeps the view in the address', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, { at: '/societe' });
  await openSelect(page.getByLabel('Catégorie'));
  const option = page.getByRole('option').nth(1);
  const category = (await option.innerText()).trim();
  await option.click();
  await expect(page).toHaveURL(/categoryId=\d+/);
  const chips = companiesTable(page).locator('tbody > tr').locator('.MuiChip-root');
  // The previous page stays on screen while the filtered one loads: wait for the answer.
  await expect.poll(async () => [...new Set(await chips.allInnerTexts())]).toEqual([category]);
  await page.reload();
  await expect.poll(async () => [...new Set(await chips.allInnerTexts())]).toEqual([category]);
});

test('creates a company, opens its sheet and edits it', async ({ page }) => {
  // Several screens and calls in a row: slow on a loaded machine.
  test.slow();
  const name = unique('Création');
  await signIn(page, SUPER_ADMIN.email, { at: '/societe' });
  await page.getByRole('button', { name: 'Créer une société' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle société' });
  await dialog.getByLabel('Nom').fill(name);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  // The main platform asks for the address; a bad SIRET is refused before anything is sent.
  await expect(dialog.getByText('Ce champ est requis')).toHaveCount(3);
  await dialog.getByLabel('Adresse').fill('18 rue de la République');
  await dialog.getByLabel('Code postal').fill('69002');
  await dialog.getByLabel('Ville').fill('Lyon');
  await dialog.getByLabel('SIRET').fill('732 829 320 00075');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Numéro SIRET invalide (14 chiffres)')).toBeVisible();
  await dialog.getByLabel('SIRET').fill('732 829 320 00074');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(/\/societe\/\d+$/);
  await expect(page.getByText('Société créée')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const identity = page.getByRole('region', { name: 'Identité' });
  await expect(identity.getByText('73282932000074')).toBeVisible();
  await expect(identity.getByText('18 rue de la République')).toBeVisible();
  for (const section of ['Membres', 'Contrats', 'Factures', 'Documents du propriétaire']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier la société' });
  await edit.getByLabel('Ville').fill('Villeurbanne');
  await edit.getByLabel('Code postal').fill('6910');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit.getByText('Code postal invalide')).toBeVisible();
  await edit.getByLabel('Code postal').fill('69100');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toBeHidden();
  await expect(identity.getByText('Villeurbanne')).toBeVisible();
  await expect(page.getByText('Société enregistrée')).toBeVisible();
});

test('deletes a company after confirmation, and explains a refusal', async ({ page, request }) => {
  // Several screens and calls in a row: slow on a loaded machine.
  test.slow();
  const name = unique('Suppression');
  await createCompany(request, name);
  await signIn(page, SUPER_ADMIN.email, { at: '/societe' });
  await searchCompanies(page, name);
  const row = companiesTable(page).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer la société' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer la société' });
  await expect(confirm).toContainText(DELETE_CONFIRM);
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('Modification annulée')).toBeVisible();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer la société' }).click();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Société supprimée')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Pas de société correspondant à votre recherche')).toBeVisible();

  // A company with a running contract stays, and the reason is shown.
  const headers = await adminHeaders(request);
  const running = await request.get('/api/companies?itemsPerPage=100', { headers });
  const busy = (
    (await running.json()).items as { id: number; companyName: string; ongoingBooking: unknown; ongoingBookingOs: unknown }[]
  ).find((c) => c.ongoingBooking || c.ongoingBookingOs);
  expect(busy).toBeDefined();
  await searchCompanies(page, busy?.companyName ?? '');
  const busyRow = rowOf(page, busy?.id as number);
  await busyRow.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer la société' }).click();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(DELETE_REFUSED)).toBeVisible();
});

test('hands a contract over to another salesperson on the sales staff page', async ({ page, request }) => {
  // Several screens and calls in a row: slow on a loaded machine.
  test.slow();
  const headers = await adminHeaders(request);
  const staff = (await (await request.get('/api/commerciaux?itemsPerPage=100', { headers })).json()).items as {
    id: number;
    firstName: string;
    lastName: string;
    brandId: number | null;
    contractsCount: number;
    email: string;
  }[];
  const main = staff.filter((c) => c.brandId === null);
  const from = main.find((c) => c.contractsCount > 0);
  const to = main.find((c) => c.id !== from?.id);
  expect(from && to).toBeTruthy();
  if (!from || !to) return;
  const contracts = (await (await request.get(`/api/commerciaux/${from.id}/contracts`, { headers })).json()).items as { id: number }[];
  const contractId = contracts[0]?.id as number;

  await signIn(page, SUPER_ADMIN.email, { at: '/commerciaux' });
  await expect(page.getByRole('heading', { level: 1, name: 'Commerciaux' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Commerciaux' });
  const fromRow = table.getByRole('row').filter({ hasText: from.email });
  await fromRow.getByRole('button', { name: 'Afficher le détail' }).click();
  const followed = page.getByRole('table', { name: 'Contrats suivis' });
  const contractRow = followed.getByRole('row').filter({ has: page.getByRole('link', { name: String(contractId), exact: true }) });
  // The dialog's list of salespeople comes late, as on a loaded machine: its select waits for it, disabled.
  await page.route(/\/api\/commerciaux\?.*sortBy=lastName/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await contractRow.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Changer de commercial' }).click();

  const dialog = page.getByRole('dialog', { name: `Commercial du contrat n° ${contractId}` });
  await openSelect(dialog.getByLabel('Commercial'));
  await page.getByRole('option', { name: `${to.firstName} ${to.lastName}`, exact: true }).click();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Commercial du contrat n° ${contractId} enregistré`)).toBeVisible();
  await expect(contractRow).toHaveCount(0);

  const toRow = table.getByRole('row').filter({ hasText: to.email });
  await toRow.getByRole('button', { name: 'Afficher le détail' }).click();
  await expect(page.getByRole('link', { name: String(contractId), exact: true })).toBeVisible();

  // The toolbar's dialog takes a contract by its number, and says when there is none.
  await page.getByRole('button', { name: 'Affecter un contrat' }).click();
  const byNumber = page.getByRole('dialog', { name: 'Affecter un contrat' });
  await byNumber.getByLabel('N° du contrat').fill('999999999');
  await byNumber.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(byNumber.getByText('Contrat introuvable')).toBeVisible();
  await byNumber.getByLabel('N° du contrat').fill(String(contractId));
  await openSelect(byNumber.getByLabel('Commercial'));
  await page.getByRole('option', { name: `${from.firstName} ${from.lastName}`, exact: true }).click();
  await byNumber.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(byNumber).toBeHidden();
});
