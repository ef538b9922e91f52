import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

interface Row {
  id: number;
  number: number;
  pieceRef: string;
  reversesId: number | null;
  reversedById: number | null;
}

/** A bank operation of the main platform nobody reversed yet, read through the API. */
async function reversibleOperation(request: APIRequestContext): Promise<Row> {
  const headers = { authorization: `Bearer ${await apiToken(request, SUPER_ADMIN.email)}` };
  const res = await request.get('/api/operations?journal=BQ&itemsPerPage=100', { headers });
  expect(res.status()).toBe(200);
  const row = ((await res.json()) as { items: Row[] }).items.find((o) => o.reversesId === null && o.reversedById === null);
  if (!row) throw new Error('no operation left to reverse');
  return row;
}

test('the journal lists operations and an operation shows its balanced lines', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, { at: '/operations?journal=VE' });
  await expect(page.getByRole('heading', { name: 'Opérations', level: 1 })).toBeVisible();
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText('VE · Ventes');
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { name: /^Opération n° \d+$/ })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Opération équilibrée' });
  await expect(lines.getByRole('cell', { name: '411000' })).toBeVisible();
  const totals = lines.getByRole('row').last();
  await expect(totals).toContainText('Totaux');
  const [debit, credit] = await totals.getByRole('cell').evaluateAll((cells) => cells.slice(1).map((c) => c.textContent));
  expect(debit).toBe(credit);
});

test('an operation is reversed by a new one after a confirmation', async ({ page }) => {
  const operation = await reversibleOperation(page.request);
  await signIn(page, SUPER_ADMIN.email, { at: `/operations/${operation.id}` });
  await page.getByRole('button', { name: 'Extourner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extourner cette opération ?' });
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Opération extournée')).toBeVisible();
  await expect(page.getByRole('link', { name: `Extourne de l’opération n° ${operation.number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Extourner' })).toBeHidden();
});

test('the FEC of a fiscal year downloads under its legal name', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, { at: '/operations' });
  await page.getByRole('button', { name: 'Export FEC' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export du fichier des écritures comptables' });
  await expect(dialog.getByRole('combobox', { name: 'Exercice' })).toHaveText(/Exercice \d{4}/);
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Télécharger le FEC' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^\d{9}FEC\d{4}1231\.txt$/);
  await expect(dialog).toBeHidden();
});
