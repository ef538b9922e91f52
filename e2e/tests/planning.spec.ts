import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { userIdOf } from '../support/api.ts';
import { openSelect } from '../support/select.ts';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

const MEMBER = 'member@demo.test';

interface Room {
  id: number;
  name: string;
  espace: { id: number; name: string };
}

/** A Tuesday past the demo bookings (thirteen weeks ahead), one week per test so that the tests never meet. */
function dayAhead(weeks: number, weekday = 2): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + weeks * 7 + ((weekday - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}

const frenchDay = (day: string) => day.split('-').reverse().join('/');

/** A room of that name the member may book, on the first of their sites, read from their planning. */
async function roomNamed(request: APIRequestContext, name: string, day: string): Promise<Room> {
  const headers = { authorization: `Bearer ${await apiToken(request, MEMBER)}` };
  const planning = (await (await request.get(`/api/specific/sdr-reservation/${day}/day/null/true`, { headers })).json()) as {
    rooms: Room[];
  };
  const room = planning.rooms.find((r) => r.name === name);
  if (!room) throw new Error(`no room ${name}`);
  return room;
}

async function choose(page: Page, select: Locator, option: string | RegExp) {
  await openSelect(select);
  await page
    .getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option })
    .first()
    .click();
}

/** Staff pick the member the booking is for. */
async function pickMember(page: Page, dialog: Locator) {
  await dialog.getByRole('combobox', { name: 'Utilisateur' }).fill(MEMBER);
  await page
    .getByRole('option', { name: new RegExp(MEMBER) })
    .first()
    .click();
}

/** The free slot from `from` to `to` (HH:mm). */
async function freeHours(page: Page, dialog: Locator, from: string, to: string) {
  await choose(page, dialog.getByRole('combobox', { name: 'Durée' }), 'Créneau libre');
  const [fh, fm] = from.split(':');
  const [th, tm] = to.split(':');
  await choose(page, dialog.getByTestId('booking-from-hour').locator('xpath=..').getByRole('combobox'), fh ?? '');
  await choose(page, dialog.getByTestId('booking-from-minute').locator('xpath=..').getByRole('combobox'), fm ?? '');
  await choose(page, dialog.getByTestId('booking-to-hour').locator('xpath=..').getByRole('combobox'), th ?? '');
  await choose(page, dialog.getByTestId('booking-to-minute').locator('xpath=..').getByRole('combobox'), tm ?? '');
}

test('staff book a room from a free slot of the planning', async ({ page }) => {
  const day = dayAhead(14);
  const room = await roomNamed(page.request, 'Salle Montaigne', day);
  await signIn(page, SUPER_ADMIN.email, { at: `/planning?vue=day&date=${day}&espace=${room.espace.id}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Réservations de salles de réunion' })).toBeVisible();
  // The day view has the site's rooms as columns; a click at 10:00 in the Montaigne column opens the dialog there.
  const headers = page.locator('.rbc-time-header .rbc-row-resource .rbc-header');
  await expect(headers.filter({ hasText: 'Salle Montaigne' })).toBeVisible();
  const column = await headers.allTextContents().then((names) => names.indexOf('Salle Montaigne'));
  const slot = page.locator('.rbc-time-content .rbc-day-slot').nth(column);
  const ten = page.locator('.rbc-time-gutter .rbc-label', { hasText: /^10:00$/ });
  await ten.scrollIntoViewIfNeeded();
  const [slotBox, tenBox] = [await slot.boundingBox(), await ten.boundingBox()];
  await page.mouse.click((slotBox?.x ?? 0) + 20, (tenBox?.y ?? 0) + 4);

  const dialog = page.getByRole('dialog', { name: 'Réserver une salle de réunion' });
  await expect(dialog.getByRole('combobox', { name: 'Salle de réunion' })).toContainText('Salle Montaigne');
  await expect(dialog.getByTestId('booking-from-hour')).toHaveValue('10');
  await choose(page, dialog.getByTestId('booking-to-hour').locator('xpath=..').getByRole('combobox'), '11');
  await pickMember(page, dialog);
  await dialog.getByLabel('Objet de la réunion').fill('Comité de pilotage');
  // Off quota: staff book without the quota check.
  await dialog.getByLabel('Ne pas décompter du quota').check();
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Réservation enregistrée')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.rbc-event', { hasText: 'Comité de pilotage' })).toBeVisible();
});

test('a member books a room for themselves', async ({ page }) => {
  const day = dayAhead(15);
  await signIn(page, MEMBER, { at: `/planning?vue=week&date=${day}` });
  await page.getByRole('button', { name: 'Réserver une salle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Réserver une salle de réunion' });
  // A member books for themselves: no user to pick.
  await expect(dialog.getByRole('combobox', { name: 'Utilisateur' })).toHaveCount(0);
  await dialog.getByTestId('booking-date').fill(day);
  await choose(page, dialog.getByRole('combobox', { name: 'Salle de réunion' }), /^Salle Montaigne/);
  await choose(page, dialog.getByRole('combobox', { name: 'Durée' }), 'Matin (09h00 - 13h00)');
  const subject = await dialog.getByLabel('Objet de la réunion').inputValue();
  expect(subject).toMatch(/^Réservation - /);
  await dialog.getByRole('button', { name: 'Valider' }).click();
  // A member short of credits is asked before booking past them.
  const credits = page.getByRole('dialog', { name: 'Crédits insuffisants' });
  await expect(page.getByText('Réservation enregistrée').or(credits.getByRole('button', { name: 'Continuer' }))).toBeVisible();
  if (await credits.isVisible()) await credits.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Réservation enregistrée')).toBeVisible();
  await expect(page.locator('.rbc-event', { hasText: subject }).first()).toBeVisible();
});

test('booking past the daily quota asks "Quota atteint" first', async ({ page }) => {
  const day = dayAhead(16);
  const room = await roomNamed(page.request, 'Salle Rivoli', day);
  await signIn(page, SUPER_ADMIN.email, { at: `/planning?vue=day&date=${day}&espace=${room.espace.id}` });
  await page.getByRole('button', { name: 'Réserver une salle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Réserver une salle de réunion' });
  await pickMember(page, dialog);
  await dialog.getByTestId('booking-date').fill(day);
  // Salle Rivoli allows 4 hours a day per user: five hours go past it.
  await freeHours(page, dialog, '09:00', '14:00');
  await choose(page, dialog.getByRole('combobox', { name: 'Salle de réunion' }), /^Salle Rivoli/);
  await dialog.getByRole('button', { name: 'Valider' }).click();
  const question = page.getByRole('dialog', { name: 'Quota atteint' });
  await expect(
    question.getByText(
      'Cet utilisateur a dépassé son quota journalier pour cette salle de réunion. Souhaitez-vous tout de même continuer ?',
    ),
  ).toBeVisible();
  await question.getByRole('button', { name: 'Annuler' }).click();
  // Cancelled: nothing is booked and the dialog keeps what was chosen.
  await expect(dialog.getByRole('combobox', { name: 'Salle de réunion' })).toContainText('Salle Rivoli');
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await question.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Réservation enregistrée')).toBeVisible();
});

test('a weekly series shows the date it could not book', async ({ page }) => {
  const day = dayAhead(17);
  const room = await roomNamed(page.request, 'Salle Haussmann', day);
  const blocked = dayAhead(18);
  // The second Tuesday is taken already.
  const headers = { authorization: `Bearer ${await apiToken(page.request, SUPER_ADMIN.email)}` };
  const taken = await page.request.post('/api/sdr-reservation', {
    headers,
    data: {
      hubgrade_sdr_reservation: { user: await userIdOf(page.request, MEMBER), sdr: room.id, date: blocked, quotaFree: true },
      selectedTime: 1,
    },
  });
  expect(taken.status(), await taken.text()).toBe(201);

  await signIn(page, SUPER_ADMIN.email, { at: `/planning?vue=week&date=${day}&espace=${room.espace.id}` });
  await page.getByRole('button', { name: 'Réserver une salle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Réserver une salle de réunion' });
  await pickMember(page, dialog);
  await dialog.getByTestId('booking-date').fill(day);
  await choose(page, dialog.getByRole('combobox', { name: 'Durée' }), 'Matin (09h00 - 13h00)');
  await choose(page, dialog.getByRole('combobox', { name: 'Salle de réunion' }), /^Salle Haussmann/);
  await dialog.getByLabel('Événement récurrent').check();
  const recurrence = page.getByRole('dialog', { name: 'Mettre en place une récurrence' });
  await recurrence.getByTestId('recurrence-count').fill('3');
  await recurrence.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog.getByTestId('booking-recurrence')).toHaveValue(/^Toutes les semaines le mardi, 3 fois$/);
  await dialog.getByRole('button', { name: 'Valider' }).click();
  const question = page.getByRole('dialog', { name: /Quota atteint|Crédits insuffisants/ });
  const exceptions = page.getByTestId('booking-exceptions');
  await expect(exceptions.or(question)).toBeVisible();
  if (await question.isVisible()) await question.getByRole('button', { name: 'Continuer' }).click();
  await expect(exceptions.getByText('Créneaux non disponibles')).toBeVisible();
  await expect(exceptions.getByText(frenchDay(blocked))).toBeVisible();
  await page.getByRole('button', { name: 'Retourner au planning' }).click();
  await expect(exceptions).toBeHidden();
});

test('the planning reads the workstation planning’s older words for its view, and shows one site by day, every site by month', async ({
  page,
}) => {
  const day = dayAhead(16);
  await signIn(page, MEMBER, { at: `/planning?vue=jour&date=${day}` });
  await expect(page.locator('.rbc-time-view .rbc-time-header')).toBeVisible();
  await expect(page.locator('.rbc-month-view')).toHaveCount(0);
  // The day view puts one site's rooms side by side: the first site is chosen, not « every site ».
  const site = page.getByRole('combobox', { name: 'Espace' });
  await expect(site).not.toHaveText(/^\s*$/);
  await expect(site).not.toHaveText('Tous les espaces');
  await page.goto(`/planning?vue=mois&date=${day}`);
  await expect(page.locator('.rbc-month-view')).toBeVisible();
  await expect(site).toHaveText('Tous les espaces');
});
