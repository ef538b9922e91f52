import { expect, test } from '@playwright/test';
import { newMember } from '../support/api.ts';
import { signIn } from '../support/session.ts';
import { chooseSpace, futureDay, openDialog } from '../support/workstations.ts';

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

test('a member short of credits buys a pack from the booking dialog, then books', async ({ page }) => {
  const password = 'un mot de passe sûr';
  const { email } = await newMember(page.request, 'pack', password);
  const day = futureDay(3);
  await signIn(page, email, { password, at: '/magasin' });
  await expect(page.getByTestId('credit-balance')).toHaveText(/^0,00\s€$/);

  const dialog = await openDialog(page, day);
  const space = await chooseSpace(page, dialog, /€\/j/);
  await dialog.getByRole('button', { name: 'Ajouter une réservation' }).click();
  const insufficient = page.getByRole('dialog', { name: 'Crédits insuffisants' });
  await insufficient.getByRole('link', { name: 'Acheter un nouveau pack' }).click();

  await expect(page).toHaveURL(/\/magasin$/);
  const pack = page.getByRole('region', { name: 'Packs de crédits' }).getByRole('article').first();
  await pack.getByRole('button', { name: 'Acheter' }).click();
  await page.getByRole('dialog', { name: 'Confirmer l’achat' }).getByRole('button', { name: 'Confirmer l’achat' }).click();
  await expect(page.getByText(/^Commande enregistrée : votre solde est de/)).toBeVisible();
  await expect(page.getByTestId('credit-balance')).not.toHaveText(/^0,00\s€$/);

  const again = await openDialog(page, day);
  await chooseSpace(page, again, new RegExp(`^${space.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
  await again.getByRole('button', { name: 'Ajouter une réservation' }).click();
  await expect(page.getByText('Réservation enregistrée')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: space, exact: true })
      .first()
      .getByText(/^08:00–18:00 /),
  ).toBeVisible();
});
