import { expect, type Page, test } from '@playwright/test';
import { newMember } from '../support/api.ts';
import { signIn } from '../support/session.ts';

const password = 'un mot de passe sûr';

/** A new member (no company: invoiced at once) buys the first credit pack of /magasin; the order waits for its payment. */
async function buyPack(page: Page, tag: string) {
  const { email } = await newMember(page.request, tag, password);
  await signIn(page, email, { password, at: '/magasin' });
  const pack = page.getByRole('region', { name: 'Packs de crédits' }).getByRole('article').first();
  await pack.getByRole('button', { name: 'Acheter' }).click();
  await page.getByRole('dialog', { name: 'Confirmer l’achat' }).getByRole('button', { name: 'Confirmer l’achat' }).click();
  const waiting = page.getByRole('region', { name: 'Payer par carte' });
  await expect(waiting).toContainText(/^Commande n° \d+ en attente de règlement/);
  return waiting;
}

test('a member buys on /magasin, pays by card on the built-in page and comes back to the order paid', async ({ page }) => {
  const waiting = await buyPack(page, 'card-ok');
  await waiting.getByRole('button', { name: 'Payer par carte' }).click();

  await expect(page).toHaveURL(/\/api\/paiement-carte\/cs_[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Paiement par carte' })).toBeVisible();
  await page.getByRole('button', { name: 'Payer (succès)' }).click();

  await expect(page).toHaveURL(/\/commandes\/commandes\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Paiement par carte accepté' })).toBeVisible();
  await expect(page.getByText('Payée', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payer par carte' })).toHaveCount(0);
});

test('a refused card payment leaves the order waiting, says why and offers to try again', async ({ page }) => {
  const waiting = await buyPack(page, 'card-ko');
  await waiting.getByRole('link', { name: 'Voir la commande' }).click();
  await expect(page.getByText('En attente règlement', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Payer par carte' }).click();

  await page.getByRole('button', { name: 'Refuser le paiement (échec)' }).click();
  await expect(page).toHaveURL(/\/commandes\/commandes\/\d+$/);
  await expect(page.getByText('Paiement refusé : la banque a refusé la carte. Vous pouvez réessayer.')).toBeVisible();
  await expect(page.getByText('En attente règlement', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payer par carte' })).toBeEnabled();
});
