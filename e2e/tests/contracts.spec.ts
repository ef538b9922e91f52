import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

interface ContractRow {
  id: number;
  stateName: number;
  bookingEnd: string | null;
  senderId: number;
}

const snackbar = (page: Page) => page.getByTestId('snackbar');

async function adminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiToken(request, SUPER_ADMIN.email)}` };
}

/** A fresh main-platform off-platform contract (POST /api/bookings-hp), so that each test owns its record. */
async function freshContract(request: APIRequestContext, landlordName: string, state: 0 | 3 = 0): Promise<number> {
  const headers = await adminHeaders(request);
  const tenants = await request.get('/api/bookings?itemsPerPage=1', { headers });
  const tenantId = ((await tenants.json()) as { items: ContractRow[] }).items[0]?.senderId;
  const response = await request.post('/api/bookings-hp', {
    headers,
    data: { tenantId, landlordName, city: 'Lyon', startDate: '2026-11-01', rentCents: 120_000, contractType: 1, state },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function contractStatus(request: APIRequestContext, id: number): Promise<number> {
  return (await request.get(`/api/bookings/${id}`, { headers: await adminHeaders(request) })).status();
}

async function openRowMenu(page: Page, id: number) {
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
  await row.getByRole('button', { name: 'Actions sur la ligne' }).click();
}

test('sets the end date of a contract that has none', async ({ page, request }) => {
  const id = await freshContract(request, 'SCI Date de fin', 3);
  await signIn(page, SUPER_ADMIN.email, { at: `/booking-hp?search=${id}` });
  await openRowMenu(page, id);
  await page.getByRole('menuitem', { name: 'Ajouter une date de sortie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Date de fin du contrat' });
  await expect(dialog.getByRole('button', { name: 'Valider' })).toBeDisabled();
  // A mistyped year is refused by the server (400): the dialog stays open, with its words and the date typed.
  const input = dialog.getByTestId('end-date-input');
  await input.fill('22026-06-30');
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog.locator('.MuiFormHelperText-root.Mui-error')).toBeVisible();
  await expect(input).toHaveValue('22026-06-30');
  await input.fill('2031-06-30');
  await expect(dialog.locator('.MuiFormHelperText-root.Mui-error')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(snackbar(page)).toContainText('Date de fin enregistrée');
  await expect(dialog).toBeHidden();
  const sheet = await request.get(`/api/bookings/${id}`, { headers: await adminHeaders(request) });
  expect(((await sheet.json()) as ContractRow).bookingEnd).toBe('2031-06-30');
  // Once an end date exists, the action shows disabled with the reason.
  await openRowMenu(page, id);
  const again = page.getByRole('menuitem', { name: 'Ajouter une date de sortie' });
  await expect(again).toBeDisabled();
  await expect(again).toHaveAccessibleDescription('Ce contrat a déjà une date de fin.');
});

test('deletes a draft contract after confirmation', async ({ page, request }) => {
  const id = await freshContract(request, 'SCI Suppression');
  await signIn(page, SUPER_ADMIN.email, { at: '/booking-hp?search=suppression' });
  await openRowMenu(page, id);
  await page.getByRole('menuitem', { name: 'Supprimer le contrat' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer le contrat' }).click();
  await expect(snackbar(page)).toContainText('Contrat supprimé');
  expect(await contractStatus(request, id)).toBe(404);
  await expect(page.getByText('Pas de contrat correspondant à votre recherche')).toBeVisible();
});

test('does not offer the deletion to a user without the right, whom the API refuses, and keeps the contract', async ({ page, request }) => {
  const id = await freshContract(request, 'SCI Sans droits');
  await signIn(page, 'commercial@demo.test', { at: '/booking-hp?search=sans%20droits' });
  await openRowMenu(page, id);
  await expect(page.getByRole('menuitem', { name: 'Voir le contrat' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Supprimer le contrat' })).toHaveCount(0);
  const refused = await request.delete(`/api/bookings/${id}`, {
    headers: { authorization: `Bearer ${await apiToken(request, 'commercial@demo.test')}` },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe("Vous n'avez pas les droits pour réaliser cette action");
  expect(await contractStatus(request, id)).toBe(200);
});

test('moves a contract through its states on its sheet', async ({ page, request }) => {
  const id = await freshContract(request, 'SCI États');
  await signIn(page, SUPER_ADMIN.email, { at: `/bookings/${id}` });
  const state = page.getByRole('region', { name: 'État du contrat' });
  await expect(state.getByTestId('contract-state')).toHaveText('Brouillon');
  for (const next of ['Accepté', 'Signature', 'Signé', 'En cours']) {
    await state.getByRole('button', { name: `Passer à l’état ${next}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect(state.getByTestId('contract-state')).toHaveText(next);
    await expect(snackbar(page)).toContainText(`Contrat passé à l’état ${next}`);
  }
  // A running contract can no longer go back to an unsigned state.
  await expect(state.getByRole('button', { name: 'Passer à l’état Brouillon' })).toHaveCount(0);
  await expect(state.getByTestId('state-history').getByRole('listitem')).toHaveCount(5);
  const sheet = await request.get(`/api/bookings/${id}`, { headers: await adminHeaders(request) });
  expect(((await sheet.json()) as ContractRow).stateName).toBe(4);
});
