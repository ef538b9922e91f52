import { expect, test } from '@playwright/test';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

/** An execution day a week ahead, as the date field takes it. */
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

interface LandlordDue {
  landlordName: string;
  brandId: number | null;
  brandName: string;
  account: object | null;
}

test('create a transfer order from the statements due, after giving a landlord their RIB, and download its file', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, SUPER_ADMIN.email);
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const due = (await (await request.get('/api/ordres/virement/bailleurs', auth)).json()) as { items: LandlordDue[] };
  const landlord = due.items.find((d) => d.account === null);
  if (!landlord) throw new Error('the demo has no landlord owed without a RIB');

  await signIn(page, SUPER_ADMIN.email, { at: '/ordres/virement' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ordres de virement');
  const row = page
    .getByRole('table', { name: 'Reversements dus' })
    .getByRole('row')
    .filter({ hasText: landlord.landlordName })
    .filter({ hasText: landlord.brandName })
    .first();
  await row.getByRole('button', { name: 'RIB à renseigner' }).click();
  const rib = page.getByRole('dialog');
  await rib.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 188');
  await rib.getByLabel('BIC').fill('AGRIFRPP');
  await rib.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(rib.getByText('IBAN invalide : vérifiez le pays, la longueur et la clé de contrôle.')).toBeVisible();
  await rib.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 189');
  await rib.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(row.getByRole('button', { name: /^FR76 \*{4}/ })).toBeVisible();

  await page.getByRole('button', { name: 'Nouvel ordre de virement' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('N° de marque (0 : plateforme principale)').fill(String(landlord.brandId ?? 0));
  await dialog.getByLabel('Date d’exécution').fill(inAWeek());
  await dialog.getByRole('button', { name: 'Créer l’ordre' }).click();

  await expect(page).toHaveURL(/\/ordres\/virement\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Ordre VIR-\d{4}-\d{6}$/);
  const items = page.getByRole('table', { name: 'Lignes' }).getByRole('row');
  await expect(items.filter({ hasText: landlord.landlordName })).toContainText(/R-\d{4}-\d{6}/);

  const file = page.waitForResponse((r) => /\/api\/ordres\/virement\/\d+\/xml$/.test(r.url()));
  await page.getByRole('button', { name: 'Télécharger le fichier XML' }).click();
  const response = await file;
  expect(response.status()).toBe(200);
  // The page reads the file into a new tab; the test reads the same address again to look inside.
  const xml = await (await request.get(response.url(), auth)).text();
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
  expect(xml).toContain('<IBAN>FR7630006000011234567890189</IBAN>');
  expect(xml.match(/<CdtTrfTxInf>/g)?.length).toBe((await items.count()) - 1);
});
