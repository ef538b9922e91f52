import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

const MEMBER = 'member@demo.test';

/** A Monday far ahead of the seeded bookings, its own per test and per run. */
function monday(offsetWeeks: number): string {
  const start = Date.UTC(2032, 0, 5) + (offsetWeeks + Math.floor(Math.random() * 200) * 2) * 7 * 86_400_000;
  return new Date(start).toISOString().slice(0, 10);
}

/** The main platform's first terrace, the one the member books. */
async function platformTerrace(request: APIRequestContext): Promise<{ id: number; headers: Record<string, string> }> {
  const headers = { authorization: `Bearer ${await apiToken(request, SUPER_ADMIN.email)}` };
  const terraces = (await (await request.get('/api/terrasse', { headers })).json()) as { id: number; brandId: number | null }[];
  const terrace = terraces.find((t) => t.brandId === null);
  if (!terrace) throw new Error('no terrace on the main platform');
  return { id: terrace.id, headers };
}

async function openBooking(page: Page, terrace: number, day: string) {
  await signIn(page, MEMBER, { at: `/terrasse?terrasse=${terrace}&date=${day}` });
  await page.getByRole('button', { name: 'Réserver', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Réserver la terrasse' });
  await dialog.getByLabel('Date de début').fill(day);
  return dialog;
}

test('a member books the terrace for themselves and finds the booking in the day’s list', async ({ page }) => {
  const { id } = await platformTerrace(page.request);
  const day = monday(0);
  const dialog = await openBooking(page, id, day);
  await expect(dialog.getByText(/^Durée maximale d’une réservation/)).toBeVisible();
  await expect(dialog.getByText(/Il reste \d+ places? disponibles?\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Réservation enregistrée')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Réservations du jour' }).getByRole('cell', { name: '10:00 – 10:30' })).toBeVisible();
});

test('a booking is refused when the terrace is full on the slot', async ({ page }) => {
  const { id, headers } = await platformTerrace(page.request);
  const day = monday(1);
  // No place at all from 09:00 to 12:00 that day.
  const full = await page.request.post(`/api/terrasse/${id}/restrictions`, {
    headers,
    data: { dateBegin: `${day}T08:00:00Z`, dateEnd: `${day}T11:00:00Z`, capacityUpdate: 0, reason: 'Privatisée' },
  });
  expect(full.status()).toBe(201);
  const dialog = await openBooking(page, id, day);
  await expect(dialog.getByText('La terrasse est complète sur ce créneau.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Valider' })).toBeDisabled();
});

test('a member changes their booking from the day’s list: the dialog opens filled, « Modifier » saves it', async ({ page }) => {
  const { id } = await platformTerrace(page.request);
  const day = monday(2);
  const dialog = await openBooking(page, id, day);
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Réservation enregistrée')).toBeVisible();
  const list = page.getByRole('table', { name: 'Réservations du jour' });
  await list.getByRole('cell', { name: '10:00 – 10:30' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier la réservation de la terrasse' });
  await expect(edit.getByLabel('Date de début')).toHaveValue(day);
  await edit.getByRole('combobox', { name: 'Minute de fin' }).click();
  await page.getByRole('option', { name: '45', exact: true }).click();
  await edit.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByText('Réservation modifiée')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(list.getByRole('cell', { name: '10:00 – 10:45' })).toBeVisible();
});
