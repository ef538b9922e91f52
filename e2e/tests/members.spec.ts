import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

/**
 * Members (members-bookings-feed §2.2–§2.4, §2.17, /user-incoming). Each test works on members of
 * its own brand so that tests running side by side never touch the same rows.
 */

interface Row {
  userId: number;
  userFirstName: string;
  userLastName: string;
  userEmail: string;
  userEnabled: boolean;
  userIsOwner: boolean;
  companyId: number | null;
  access: Record<string, boolean>;
}

async function listUsers(request: APIRequestContext, query: Record<string, string>): Promise<Row[]> {
  const token = await apiToken(request, SUPER_ADMIN.email);
  const response = await request.get(`/api/users?${new URLSearchParams(query)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Row[] }).items;
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function openRowMenu(page: Page, text: string) {
  await rowOf(page, text).getByRole('button', { name: 'Actions sur la ligne' }).click();
}

test('activates a pending account from the member table', async ({ page, request }) => {
  const [pending] = await listUsers(request, { state: 'pending', brand: '8' });
  if (!pending) throw new Error('the seed has no pending member of brand 8');
  await signIn(page, SUPER_ADMIN.email, { at: '/membres?state=pending&brand=8' });
  await expect(rowOf(page, pending.userEmail)).toContainText('En attente de validation');
  await openRowMenu(page, pending.userEmail);
  await page.getByRole('menuitem', { name: 'Activer le compte' }).click();
  await expect(page.getByText('Compte activé')).toBeVisible();
  // No longer pending: it leaves the filtered list, and the whole table shows it Inactif (enabled, never signed in).
  await expect(rowOf(page, pending.userEmail)).toHaveCount(0);
  await page.goto(`/membres?search=${encodeURIComponent(pending.userEmail)}`);
  await expect(rowOf(page, pending.userEmail)).toContainText('Inactif');
});

test('validates new collaborators in bulk', async ({ page, request }) => {
  const search = 'brand10.exemple.fr';
  const pending = await listUsers(request, { state: 'pending', brand: '10', search, itemsPerPage: '25' });
  expect(pending.length).toBeGreaterThan(1);
  await signIn(page, SUPER_ADMIN.email, { at: `/user-incoming?search=${search}` });
  await expect(page.getByRole('heading', { name: 'Nouveaux collaborateurs' })).toBeVisible();
  await expect(rowOf(page, pending[0]?.userEmail as string)).toBeVisible();

  const selectAll = page.getByRole('checkbox', { name: 'Tout sélectionner' });
  await page.getByRole('checkbox', { name: 'Sélectionner la ligne' }).first().check();
  // One ticked of several: the select-all box is indeterminate.
  await expect(selectAll).toHaveAttribute('data-indeterminate', 'true');
  await selectAll.check();
  const toolbar = page.getByRole('toolbar');
  await toolbar.getByRole('button', { name: 'Valider' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText(`${pending.length} comptes validés`)).toBeVisible();
  // The validated accounts leave the list (more may wait on the next page).
  for (const row of pending) await expect(rowOf(page, row.userEmail)).toHaveCount(0);
  const still = await listUsers(request, { state: 'pending', brand: '10', search, itemsPerPage: '100' });
  expect(still.filter((row) => pending.some((p) => p.userId === row.userId))).toEqual([]);
});

test('sets a company owner from the row menu', async ({ page, request }) => {
  const employee = (await listUsers(request, { brand: '5', state: 'active', itemsPerPage: '100' })).find(
    (row) => row.companyId !== null && !row.userIsOwner && row.userEmail.endsWith('exemple.fr'),
  );
  if (!employee) throw new Error('the seed has no brand 5 employee');
  await signIn(page, SUPER_ADMIN.email, { at: `/membres?companyId=${employee.companyId}` });
  await openRowMenu(page, employee.userEmail);
  await page.getByRole('menuitem', { name: 'Définir comme propriétaire' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Définir comme propriétaire' }).click();
  await expect(page.getByText('Propriétaire de la société défini')).toBeVisible();
  // The owner's menu no longer offers the company actions (§6).
  await openRowMenu(page, employee.userEmail);
  await expect(page.getByRole('menuitem', { name: 'Fiche membre' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Définir comme propriétaire' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Gérer les droits de consultations' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const owners = (await listUsers(request, { companyId: String(employee.companyId), itemsPerPage: '100' })).filter((r) => r.userIsOwner);
  expect(owners.map((r) => r.userId)).toEqual([employee.userId]);
});

test('toggles consultation rights with the operation/invoice coupling', async ({ page, request }) => {
  const employee = (await listUsers(request, { brand: '9', state: 'active', itemsPerPage: '100' })).find(
    (row) => row.companyId !== null && !row.userIsOwner && row.userEmail.endsWith('exemple.fr') && !row.access.operation,
  );
  if (!employee) throw new Error('the seed has no brand 9 employee');
  await signIn(page, SUPER_ADMIN.email, { at: `/membres/${employee.userId}` });
  const operation = page.getByRole('switch', { name: 'Opérations' });
  const invoice = page.getByRole('switch', { name: 'Factures' });
  await expect(operation).not.toBeChecked();
  await operation.check();
  await expect(invoice).toBeChecked();
  await expect(page.getByText('Droits enregistrés')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Opérations' })).toBeChecked();
  await page.getByRole('switch', { name: 'Factures' }).uncheck();
  await expect(page.getByRole('switch', { name: 'Opérations' })).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Factures' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Opérations' })).not.toBeChecked();
});

test('a bookmark to /membres asks for the user and the first page once each, from index.html', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email);
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/user/my' || path === '/api/users') calls.push(path);
  });
  await page.goto('/membres');
  await expect(page.getByRole('table', { name: 'Membres' }).locator('tbody tr')).toHaveCount(25);
  await page.waitForLoadState('networkidle');
  // Sent before the code loaded and used by the app: a call the app made itself would come twice.
  expect(calls.sort()).toEqual(['/api/user/my', '/api/users']);
});

test('the filters above the table share a line on a large screen and stack on a phone', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, { at: '/membres' });
  const search = page.getByRole('textbox', { name: 'Rechercher (nom, email, société)' });
  const state = page.getByRole('combobox', { name: 'État' });
  const role = page.getByRole('combobox', { name: 'Rôle' });
  await expect(role).toBeVisible();
  const top = async (locator: typeof search) => Math.round((await locator.boundingBox())?.y ?? -1);
  const width = async (locator: typeof search) => (await locator.boundingBox())?.width ?? 0;
  expect(await top(state)).toBe(await top(search));
  expect(await width(role)).toBeLessThan(300);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await top(state)) > (await top(search))).toBe(true);
  expect(await width(state)).toBeGreaterThan(300);
});
