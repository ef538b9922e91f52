import { expect, test } from '@playwright/test';
import { apiToken, signIn } from '../support/session.ts';

test('a member puts a product in their cart from /magasin, opens it and orders it', async ({ page }) => {
  await signIn(page, 'member@demo.test', { at: '/magasin' });
  const product = page
    .getByRole('region', { name: 'Produits et services' })
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Ajouter au panier' }) })
    .first();
  const name = (await product.getByRole('heading', { level: 3 }).innerText()).trim();
  await product.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText(`« ${name} » ajouté au panier`)).toBeVisible();

  await page.getByRole('link', { name: /^Mon panier \(\d+\)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Panier n° \d+$/ })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Lignes' });
  await expect(lines.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(lines.getByText('Total TTC')).toBeVisible();

  await page.getByRole('button', { name: 'Passer la commande' }).click();
  const confirm = page.getByRole('dialog', { name: 'Passer la commande' });
  await expect(confirm).toContainText('Les prix sont ceux du catalogue à cet instant.');
  await confirm.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page.getByText(/^Commande n° \d+ enregistrée$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Commande n° \d+$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lignes' }).getByText(name)).toBeVisible();
});

test('staff empty a member’s cart after a confirmation', async ({ page, request }) => {
  // A cart of brand 5's member, filled through the API as the member would from the shop.
  const headers = { authorization: `Bearer ${await apiToken(request, 'member.brand5@demo.test')}` };
  const shop = (await (await request.get('/api/magasin', { headers })).json()) as { products: { id: number; stock: number | null }[] };
  const product = shop.products.find((p) => p.stock === null);
  expect(product).toBeDefined();
  const added = await request.post('/api/panier/lignes', { headers, data: { productId: product?.id, quantity: 1 } });
  expect(added.status()).toBe(200);
  const cart = (await added.json()) as { id: number; memberName: string };

  await signIn(page, 'admin.brand5@demo.test', { at: '/commandes/paniers' });
  await expect(page.getByRole('heading', { level: 1, name: 'Paniers' })).toBeVisible();
  const row = page.locator('tbody > tr').filter({ has: page.getByRole('cell', { name: String(cart.id), exact: true }) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Vider le panier', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Vider le panier' });
  await expect(confirm).toContainText(`Vider le panier de ${cart.memberName} ?`);
  await confirm.getByRole('button', { name: 'Vider le panier' }).click();
  await expect(page.getByText('Panier vidé')).toBeVisible();
  await expect(row).toHaveCount(0);
});
