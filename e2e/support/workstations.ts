import { expect, type Locator, type Page } from '@playwright/test';
import { openSelect } from './select.ts';

/** A working day far ahead of the seeded bookings, its own per test and per run. */
export function futureDay(offset: number): string {
  const start = Date.UTC(2032, 0, 5) + (offset + Math.floor(Math.random() * 300) * 7) * 86_400_000;
  return new Date(start).toISOString().slice(0, 10);
}

export async function openDialog(page: Page, day: string) {
  await page.goto(`/coworking/planning?vue=day&date=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Planning des postes de travail' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter une réservation' }).click();
  return page.getByRole('dialog', { name: "Réservation d'un poste de travail" });
}

/** Picks the first space whose option matches (colour, name, €/j or Gratuit, seats left). */
export async function chooseSpace(page: Page, dialog: Locator, option: RegExp) {
  await openSelect(dialog.getByRole('combobox', { name: 'Espace de coworking' }));
  const choice = page.getByRole('option', { name: option }).and(page.locator(':not([aria-disabled="true"])')).first();
  const name = (await choice.textContent()) ?? '';
  await choice.click();
  return name.split(' · ')[0] ?? '';
}
