import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openSelect } from '../support/select.ts';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

interface Option {
  id: number;
  name: string;
}
interface Tariff {
  id: number;
  key: Option;
  espace: Option;
}

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await apiToken(request, SUPER_ADMIN.email)}` };
}

/** A site (with a name no other site has) and a key type that have no price yet, so that one can be added. */
async function freePair(request: APIRequestContext): Promise<{ site: Option; type: Option }> {
  const headers = await adminHeaders(request);
  const options = (await (await request.get('/api/key_tarif/options', { headers })).json()) as { types: Option[]; espaces: Option[] };
  const tariffs = (await (await request.get('/api/key_tarif?itemsPerPage=100', { headers })).json()) as { items: Tariff[]; total: number };
  expect(tariffs.total).toBeLessThanOrEqual(100);
  const taken = new Set(tariffs.items.map((t) => `${t.espace.id}:${t.key.id}`));
  const platformTypes = options.types.filter((t) => ['Clé', 'Badge', 'Télécommande parking'].includes(t.name));
  for (const site of options.espaces) {
    if (options.espaces.filter((s) => s.name === site.name).length > 1) continue;
    const type = platformTypes.find((t) => !taken.has(`${site.id}:${t.id}`));
    if (type) return { site, type };
  }
  throw new Error('no free site and key type left');
}

function keysTable(page: Page) {
  return page.getByRole('table', { name: 'Badges / Clefs' });
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await openSelect(scope.getByRole('combobox', { name: label }));
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('adds, edits and deletes a key or badge price', async ({ page }) => {
  const { site, type } = await freePair(page.request);
  await signIn(page, SUPER_ADMIN.email, { at: '/keys' });
  await expect(page.getByRole('heading', { level: 1, name: 'Badges / Clefs' })).toBeVisible();
  const table = keysTable(page);
  for (const header of ['#', 'Type', 'Lieu', 'Prix (€)', 'Actions']) {
    // The sorted column's name also says how it is sorted.
    await expect(table.getByRole('columnheader', { name: new RegExp(`^${header.replace(/[()]/g, '\\$&')}( trié|$)`) })).toBeVisible();
  }

  // Add: the price is required and not negative; Valider stays disabled until the form is valid.
  await page.getByRole('button', { name: 'Ajouter une clé / badge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une clé / badge' });
  const validate = dialog.getByRole('button', { name: 'Valider' });
  await expect(validate).toBeDisabled();
  await choose(page, dialog, 'Lieu', site.name);
  await choose(page, dialog, 'Type', type.name);
  const price = dialog.getByRole('spinbutton', { name: 'Prix (€)' });
  await price.fill('-1');
  await expect(dialog.getByText('Le prix ne peut pas être négatif')).toBeVisible();
  await expect(validate).toBeDisabled();
  await price.fill('');
  await expect(dialog.getByText('Champ requis')).toBeVisible();
  await price.fill('42.5');
  await validate.click();
  await expect(page.getByText('Clé / badge ajouté')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new price in the list of its site.
  await choose(page, page.locator('main'), 'Lieu', site.name);
  await expect(page).toHaveURL(/espace=/);
  const row = table.locator('tbody > tr').filter({ hasText: type.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/42,50\s€/);

  // Edit the price.
  await row.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Modifier la clé / badge' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier la clé / badge' });
  await expect(edit.getByRole('spinbutton', { name: 'Prix (€)' })).toHaveValue('42.5');
  await edit.getByRole('spinbutton', { name: 'Prix (€)' }).fill('50');
  await edit.getByRole('button', { name: 'Valider' }).click();
  await expect(row).toContainText(/50,00\s€/);

  // Delete, after the confirmation of spec §2.6; a cancelled one changes nothing.
  await row.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Êtes-vous sûr de vouloir supprimer cette clé / badge ?' });
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('Modification annulée')).toBeVisible();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(row).toHaveCount(0);

  await page.getByLabel('Rechercher').fill('aucune clé de ce nom');
  await expect(page.getByText('Pas de clé correspondant à votre recherche')).toBeVisible();
});

test('hands a key to a member and marks it returned', async ({ page }) => {
  const headers = await adminHeaders(page.request);
  const tariff = ((await (await page.request.get('/api/key_tarif?sortBy=id&sortDesc=false', { headers })).json()) as { items: Tariff[] })
    .items[0] as Tariff;
  const [member] = (await (await page.request.get(`/api/key_tarif/${tariff.id}/members`, { headers })).json()) as {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
  }[];
  expect(member).toBeDefined();
  const label = `E2E-${Date.now().toString(36)}`;

  await signIn(page, SUPER_ADMIN.email, { at: `/keys/${tariff.id}` });
  await expect(page.getByRole('heading', { level: 1, name: `${tariff.key.name} — ${tariff.espace.name}` })).toBeVisible();

  await page.getByRole('button', { name: 'Attribuer à un membre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attribuer à un membre' });
  await expect(dialog.getByRole('button', { name: 'Valider' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Membre' }).fill(member?.email ?? '');
  await page.getByRole('option', { name: new RegExp(member?.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') ?? '') }).click();
  await dialog.getByRole('textbox', { name: 'Numéro / libellé' }).fill(label);
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog).toBeHidden();

  const assignments = page.getByRole('table', { name: 'Attributions' });
  const row = assignments.locator('tbody > tr').filter({ hasText: label });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${member?.firstName} ${member?.lastName}`);
  await expect(row).toContainText('Détenue');

  await row.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Marquer rendue' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Marquer cette clé / badge comme rendue ?' })
    .getByRole('button', { name: 'Marquer rendue' })
    .click();
  await expect(row).toContainText('Rendue');
  await expect(row.getByRole('button', { name: 'Actions sur la ligne' })).toHaveCount(0);

  // The held filter no longer shows it; the returned one does.
  await page.getByRole('button', { name: 'Détenues', exact: true }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Rendues', exact: true }).click();
  await expect(row).toHaveCount(1);
});
