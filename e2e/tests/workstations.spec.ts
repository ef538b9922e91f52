import { expect, test } from '@playwright/test';
import { SUPER_ADMIN, signIn } from '../support/session.ts';
import { chooseSpace, futureDay, openDialog } from '../support/workstations.ts';

test('a member books a seat for themselves and finds it on the day’s planning', async ({ page }) => {
  const day = futureDay(0);
  await signIn(page, 'member@demo.test');
  const dialog = await openDialog(page, day);
  await expect(dialog.getByLabel('Membre')).not.toHaveValue('');
  await expect(dialog.getByLabel('Date de réservation')).toHaveValue(day);
  await expect(dialog.getByLabel('Heure de début')).toHaveValue('08:00');
  await expect(dialog.getByLabel('Heure de fin')).toHaveValue('18:00');
  const space = await chooseSpace(page, dialog, /place/);
  await dialog.getByRole('button', { name: 'Ajouter une réservation' }).click();
  await expect(page.getByText('Réservation enregistrée')).toBeVisible();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: space, exact: true }).first();
  await expect(table.getByText(/^08:00–18:00 /)).toBeVisible();
});

test('staff book for a member without credits: "Crédits insuffisants", then Continuer forces it', async ({ page }) => {
  const day = futureDay(1);
  await signIn(page, SUPER_ADMIN.email);
  const dialog = await openDialog(page, day);
  const member = dialog.getByRole('combobox', { name: 'Membre' });
  await member.fill('landlord');
  await page.getByRole('option', { name: /landlord@demo\.test/ }).click();
  await chooseSpace(page, dialog, /€\/j/);
  await dialog.getByRole('button', { name: 'Ajouter une réservation' }).click();
  const insufficient = page.getByRole('dialog', { name: 'Crédits insuffisants' });
  await expect(
    insufficient.getByText('Les crédits du client sont insuffisants pour faire cette réservation.', { exact: false }),
  ).toBeVisible();
  await insufficient.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Réservation enregistrée')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a member changes their booking from the planning: the dialog opens filled, « Modifier » saves it', async ({ page }) => {
  const day = futureDay(2);
  await signIn(page, 'member@demo.test');
  const dialog = await openDialog(page, day);
  const space = await chooseSpace(page, dialog, /place/);
  await dialog.getByLabel('Accès aux portes (WelcomR)').check();
  await dialog.getByRole('button', { name: 'Ajouter une réservation' }).click();
  await expect(page.getByText('Réservation enregistrée')).toBeVisible();
  const table = page.getByRole('table', { name: space, exact: true }).first();
  await table.getByText(/^08:00–18:00 /).click();
  const edit = page.getByRole('dialog', { name: "Modification d'une réservation de poste de travail" });
  await expect(edit.getByLabel('Date de réservation')).toHaveValue(day);
  await expect(edit.getByLabel('Heure de début')).toHaveValue('08:00');
  await expect(edit.getByLabel('Accès aux portes (WelcomR)')).toBeChecked();
  await edit.getByLabel('Heure de fin').fill('12:00');
  await edit.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByText('Réservation modifiée')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(table.getByText(/^08:00–12:00 /)).toBeVisible();
});

test('the planning reads the meeting-room planning’s words for its view, and the older ones', async ({ page }) => {
  const day = futureDay(3);
  await signIn(page, 'member@demo.test');
  for (const [vue, shown] of [
    ['day', 'Jour'],
    ['jour', 'Jour'],
    ['week', 'Semaine'],
    ['semaine', 'Semaine'],
  ] as const) {
    await page.goto(`/coworking/planning?vue=${vue}&date=${day}`);
    await expect(page.getByRole('button', { name: shown, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByRole('button', { name: 'Jour', exact: true }).click();
  await expect(page).toHaveURL(/vue=day/);
});
