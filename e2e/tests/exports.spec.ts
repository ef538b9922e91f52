import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { SUPER_ADMIN, signIn } from '../support/session.ts';

test('export brand 9’s members to XLSX: the file opens with its header and a member’s row', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, { at: '/exports' });
  await expect(page.getByRole('combobox', { name: 'Espace' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('combobox', { name: 'Marque' }).click();
  await page.getByRole('option', { name: 'Nova Services' }).click();
  await expect(page.getByRole('combobox', { name: 'Espace' })).not.toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('radio', { name: 'Excel (XLSX)' }).check();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter' }).click()]);
  expect(download.suggestedFilename()).toBe('export-membres.xlsx');
  await expect(page.getByText(/^export-membres\.xlsx téléchargé : \d+ lignes\.$/)).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Membres');
  if (!sheet) throw new Error('no « Membres » sheet');
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual([
    'ID',
    'Date d’inscription',
    'Prénom',
    'Nom',
    'E-mail',
    'Mobile',
    'Entreprise',
    'Espace',
    'Type de compte',
    'Actif',
    'Dernière connexion',
    'Marque',
  ]);
  const rows: unknown[][] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push((row.values as unknown[]).slice(1));
  });
  expect(rows.length).toBeGreaterThan(1);
  const admin = rows.find((row) => row[4] === 'brand@demo.test');
  expect(admin?.[11]).toBe('Nova Services');
  expect(admin?.[1]).toBeInstanceOf(Date);
  expect(rows.every((row) => row[11] === 'Nova Services')).toBe(true);
});
