import { expect, test } from '@playwright/test';
import { apiToken, userIdOf } from '../support/api.ts';
import { openSelect } from '../support/select.ts';
import { signIn } from '../support/session.ts';

/** Euros as the page writes them ("1 234,50 €") back to cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

test('a company owner buys a credit pack on /magasin and sees the credits on their balance', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/magasin');
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

test('a member with too few credits buys a pack from the booking dialog’s « Acheter un nouveau pack », then books', async ({
  page,
  request,
}) => {
  // Brand 5's owner, on an account of their own at 0: their packs and bookings use it, not their company's.
  const email = 'owner.brand5@demo.test';
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin.brand5@demo.test')}` };
  const id = await userIdOf(request, email);
  const entry = (kind: 'grant' | 'adjustment', amount: number) =>
    request.post(`/api/credits/members/${id}/entries`, { headers, data: { kind, label: 'Remise à zéro', amount } });
  expect((await entry('grant', 1)).status()).toBe(201);
  const { balance } = (await (await request.get(`/api/credits/members/${id}`, { headers })).json()) as { balance: number };
  expect((await entry('adjustment', -balance)).status()).toBe(201);

  const day = new Date(Date.UTC(2033, 0, 3) + Math.floor(Math.random() * 400) * 86_400_000).toISOString().slice(0, 10);
  const book = async () => {
    await page.goto(`/coworking/planning?vue=day&date=${day}`);
    await page.getByRole('button', { name: 'Ajouter une réservation' }).click();
    const dialog = page.getByRole('dialog', { name: "Réservation d'un poste de travail" });
    await openSelect(dialog.getByRole('combobox', { name: 'Espace de coworking' }));
    await page.getByRole('option', { name: /€\/j/ }).and(page.locator(':not([aria-disabled="true"])')).first().click();
    await dialog.getByRole('button', { name: 'Ajouter une réservation' }).click();
  };
  await signIn(page, email);
  await book();
  const insufficient = page.getByRole('dialog', { name: 'Crédits insuffisants' });
  await expect(insufficient).toBeVisible();
  await insufficient.getByRole('link', { name: 'Acheter un nouveau pack' }).click();

  await expect(page).toHaveURL(/\/magasin$/);
  await expect(page.getByTestId('credit-balance')).toHaveText(/^0,00/);
  await page.getByRole('region', { name: 'Packs de crédits' }).getByRole('article').last().getByRole('button', { name: 'Acheter' }).click();
  await page.getByRole('dialog', { name: 'Confirmer l’achat' }).getByRole('button', { name: 'Confirmer l’achat' }).click();
  await expect(page.getByText(/^Commande enregistrée : votre solde est de/)).toBeVisible();

  await book();
  await expect(page.getByText('Réservation enregistrée')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Crédits insuffisants' })).toHaveCount(0);
});
