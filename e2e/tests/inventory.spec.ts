import { expect, test } from '@playwright/test';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

/** A 1×1 PNG, as the phone's camera would send a photo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('the visit fills an exit report on a phone: a condition, a photo, and the difference with the entry', async ({ page }) => {
  const headers = { authorization: `Bearer ${await apiToken(page.request, SUPER_ADMIN.email)}` };
  const options = (await (await page.request.get('/api/edl/options', { headers })).json()) as { contracts: { id: number }[] };
  const entry = await page.request.post('/api/edl', { headers, data: { contract: options.contracts[0]?.id } });
  expect(entry.status()).toBe(201);
  const entryId = ((await entry.json()) as { id: number }).id;
  await page.request.put(`/api/edl/${entryId}`, {
    headers,
    data: {
      rooms: [
        {
          name: 'Bureau',
          items: [
            { name: 'Sol', condition: 'good' },
            { name: 'Murs', condition: 'good' },
          ],
        },
      ],
    },
  });
  const exit = await page.request.post(`/api/edl/${entryId}/exit`, { headers });
  expect(exit.status()).toBe(201);
  const exitId = ((await exit.json()) as { id: number }).id;

  await signIn(page, SUPER_ADMIN.email, { at: `/edl/pdt/${exitId}` });
  await expect(page.getByRole('heading', { name: 'État des lieux de sortie' })).toBeVisible();
  await expect(page.getByText('0 / 2 éléments renseignés')).toBeVisible();

  const floor = page.getByTestId('inventory-item').filter({ hasText: 'Sol' });
  await floor.getByRole('button', { name: /Sol/ }).tap();
  await expect(floor.getByTestId('entry-values')).toContainText('Bon état');
  await floor.getByRole('button', { name: 'Mauvais état' }).tap();
  await floor.getByLabel('Observations').fill('Parquet rayé');
  await floor.getByTestId('upload-input-ticket').setInputFiles({ name: 'sol.jpg', mimeType: 'image/png', buffer: PNG });
  await expect(floor.getByTestId('upload-preview')).toBeVisible();
  await expect(page.getByTestId('differences')).toContainText('Bon état → Mauvais état');

  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/edl/${exitId}` && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Enregistrer' }).tap();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('État des lieux enregistré.')).toBeVisible();
  await expect(page.getByText('1 / 2 éléments renseignés')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
