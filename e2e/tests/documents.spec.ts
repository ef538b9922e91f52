import { expect, test } from '@playwright/test';
import { SUPER_ADMIN, signIn, signOut } from '../support/session.ts';

/** A small PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('staff share a document with one member, who then finds and downloads it', async ({ page }) => {
  const title = `Consignes d’accès ${Math.floor(Math.random() * 1e9)}`;
  await signIn(page, SUPER_ADMIN.email, { at: '/documents' });
  await page.getByRole('button', { name: 'Ajouter un document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau document' });
  await dialog.getByLabel('Titre').fill(title);
  await dialog.getByRole('combobox', { name: 'Partagé avec' }).click();
  await page.getByRole('option', { name: 'Un membre' }).click();
  const member = dialog.getByRole('combobox', { name: 'Membre' });
  await member.fill('Marie Membre');
  await page.getByRole('option', { name: 'Marie Membre', exact: true }).click();
  await dialog.getByTestId('upload-input-ticket').setInputFiles({ name: 'consignes.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('consignes.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Document ajouté')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Un membre : Marie Membre')).toBeVisible();

  await signOut(page);
  await signIn(page, 'member@demo.test', { at: '/documents' });
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Supprimer' })).toBeHidden();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger consignes.pdf' }).first().click();
  expect((await download).suggestedFilename()).toBe('consignes.pdf');
});
