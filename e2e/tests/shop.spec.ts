import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.ts';

/** Euros as the page writes them ("1 234,50 €") back to cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

test('a company owner buys a credit pack on /magasin and sees the credits on their balance', async ({ page }) => {
  await signIn(page, 'owner@demo.test', { at: '/magasin' });
  await expect(page.getByRole('heading', { level: 1, name: 'Acheter un pack de crédits' })).toBeVisible();
  const balance = page.getByTestId('credit-balance');
  const before = cents(await balance.innerText());

  const pack = page.getByRole('region', { name: 'Packs de crédits' }).getByRole('article').first();
  const credits = cents((await pack.getByText(/de crédits valables/).innerText()).split(' de crédits')[0] ?? '');
  expect(credits).toBeGreaterThan(0);
  await pack.getByRole('button', { name: 'Acheter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmer l’achat' });
  await expect(dialog).toContainText('TTC ?');
  await dialog.getByRole('button', { name: 'Confirmer l’achat' }).click();

  await expect(page.getByText(/^Commande enregistrée : votre solde est de/)).toBeVisible();
  await expect.poll(async () => cents(await balance.innerText())).toBe(before + credits);
});
