import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/session.ts';

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
