import { expect, type Page, test } from '@playwright/test';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

/** Draws a stroke across the signature pad of the open dialog. */
async function draw(page: Page) {
  const box = await page.getByRole('dialog').getByLabel('Signature', { exact: true }).boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 30, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 120, { steps: 8 });
  await page.mouse.move(box.x + 220, box.y + 60, { steps: 8 });
  await page.mouse.up();
}

test('staff then tenant sign an entry report, which turns « Signé » and read-only', async ({ page }) => {
  const headers = { authorization: `Bearer ${await apiToken(page.request, SUPER_ADMIN.email)}` };
  const options = (await (await page.request.get('/api/edl/options', { headers })).json()) as { contracts: { id: number }[] };
  const entry = await page.request.post('/api/edl', { headers, data: { contract: options.contracts[0]?.id } });
  const id = ((await entry.json()) as { id: number }).id;
  const rooms = [
    {
      name: 'Bureau',
      items: [
        { name: 'Sol', condition: 'good' },
        { name: 'Store', condition: 'na' },
      ],
    },
  ];
  expect((await page.request.put(`/api/edl/${id}`, { headers, data: { rooms } })).status()).toBe(200);

  await signIn(page, SUPER_ADMIN.email, { at: `/edl/${id}` });
  await page.getByRole('button', { name: 'Signer (représentant)' }).click();
  await page.getByRole('dialog').getByLabel('Nom du signataire').fill('Camille Martin');
  await draw(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(page.getByText(/Signé par Camille Martin le/)).toBeVisible();

  await page.getByRole('button', { name: 'Signer (locataire)' }).click();
  await page.getByRole('dialog').getByLabel('Nom du signataire').fill('Léa Durand');
  await draw(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(page.getByText(/Signé par Léa Durand le/)).toBeVisible();
  await expect(page.getByText('Signé', { exact: true })).toBeVisible();
  await expect(page.getByText('Cet état des lieux est signé : il ne peut plus être modifié.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Télécharger le PDF' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
});
