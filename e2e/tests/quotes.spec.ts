import { expect, test } from '@playwright/test';
import { SUPER_ADMIN, signIn } from '../support/session.ts';

const CLIENT = 'member@demo.test';

test('staff write a quote with a line and send it; the client accepts it from the mailed link without signing in', async ({
  page,
  browser,
}) => {
  await signIn(page, SUPER_ADMIN.email, { at: '/devis/nouveau' });
  await page.getByTestId('quote-client').fill('member@demo');
  await page.getByRole('option', { name: new RegExp(CLIENT) }).click();
  const designation = `Domiciliation ${Math.floor(Math.random() * 1e9)}`;
  await page.getByRole('textbox', { name: 'Désignation' }).fill(designation);
  await page.getByRole('textbox', { name: 'Quantité' }).fill('3');
  await page.getByRole('textbox', { name: 'Prix unitaire HT' }).fill('49,90');
  // The totals follow the typing: 3 × 49,90 € = 149,70 € HT, 29,94 € of VAT at 20 %.
  await expect(page.getByTestId('total-Total TTC')).toHaveText(/179,64/);
  await page.getByRole('button', { name: 'Créer le devis' }).click();
  await expect(page).toHaveURL(/\/devis\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Devis D-\d{4}-\d{6}$/);

  await page.getByRole('button', { name: 'Envoyer au client' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Envoyer au client' }).click();
  await expect(page.getByText('Action réussie')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accepter' })).toBeVisible();

  // The mail in the built-in mailbox holds the link to the client's page.
  await page.goto(`/dev/mails?${new URLSearchParams({ to: CLIENT })}`);
  await page.getByRole('row').filter({ hasText: 'Votre devis' }).first().click();
  await page.getByRole('region', { name: 'Liens du mail' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/devis\/accepter\//);
  const client = await (await browser.newContext()).newPage();
  await client.goto(page.url());
  await expect(client.getByRole('heading', { level: 1 })).toHaveText(/^Devis D-/);
  await expect(client.getByRole('cell', { name: designation })).toBeVisible();
  await client.getByRole('button', { name: 'Accepter' }).click();
  await client.getByRole('dialog').getByRole('button', { name: 'Accepter' }).click();
  await expect(client.getByText('Merci : le devis est accepté.').first()).toBeVisible();
  await client.close();
});
