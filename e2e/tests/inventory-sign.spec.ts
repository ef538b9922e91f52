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

/** The one-time code mailed to the tenant for report `id`, from the built-in mailbox. */
async function mailedCode(page: Page, headers: Record<string, string>, id: number): Promise<string> {
  const mails = await page.request.get('/api/dev/mails?itemsPerPage=100', { headers });
  const mail = ((await mails.json()) as { items: { subject: string; text: string }[] }).items.find(
    (m) => m.subject === `Code de signature de l'état des lieux n° ${id}`,
  );
  const code = /est : (\d{6})/.exec(mail?.text ?? '')?.[1];
  expect(code, 'code mailed to the tenant').toMatch(/^\d{6}$/);
  return code as string;
}

test('staff sign an entry report, then the tenant with the code mailed to them; it turns « Signé » and read-only', async ({ page }) => {
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

  await page.getByRole('button', { name: 'Envoyer le code au locataire' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^Code envoyé à .\*\*\*@/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Renvoyer le code \(\d+ s\)/ })).toBeDisabled();
  await dialog.getByLabel('Nom du signataire').fill('Léa Durand');
  await draw(page);
  // A wrong code is refused under its field; the name stays.
  const code = await mailedCode(page, headers, id);
  await dialog.getByLabel('Code reçu par le locataire').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(dialog.getByText('Code de confirmation incorrect. Il vous reste 4 essais.')).toBeVisible();
  await expect(dialog.getByLabel('Nom du signataire')).toHaveValue('Léa Durand');
  await dialog.getByLabel('Code reçu par le locataire').fill(code);
  await dialog.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(page.getByText(/Signé par Léa Durand le/)).toBeVisible();
  await expect(page.getByText('Signé', { exact: true })).toBeVisible();
  await expect(page.getByText('Cet état des lieux est signé : il ne peut plus être modifié.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Télécharger le PDF' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
});
