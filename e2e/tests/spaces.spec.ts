import { expect, test } from '@playwright/test';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

async function apiGet<T>(request: import('@playwright/test').APIRequestContext, url: string): Promise<T> {
  const headers = { authorization: `Bearer ${await apiToken(request, SUPER_ADMIN.email)}` };
  return (await (await request.get(url, { headers })).json()) as T;
}

test('creates a site with its opening hours, open on Saturday', async ({ page }) => {
  const name = `Espace Test ${Date.now()}`;
  await signIn(page, SUPER_ADMIN.email, { at: '/espace' });
  await expect(page.getByRole('heading', { level: 1, name: 'Espaces' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter un espace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un espace' });
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Adresse', exact: true }).fill('8 rue de la Paix');
  await dialog.getByRole('textbox', { name: 'Code postal' }).fill('750');
  await dialog.getByRole('textbox', { name: 'Ville' }).fill('Paris');
  await dialog.getByRole('button', { name: 'Valider' }).click();
  // A wrong zip code keeps the dialog open with what was typed.
  await expect(dialog.getByText('Code postal invalide (5 chiffres)')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Code postal' }).fill('75002');
  await dialog.getByRole('switch', { name: 'Samedi : Ouvert' }).check();
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Espace ajouté')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const hours = page.getByRole('region', { name: 'Horaires d’ouverture' });
  await expect(hours).toContainText('Lundi08:00 – 19:00');
  await expect(hours).toContainText('Samedi09:00 – 18:00');
  await expect(hours).toContainText('DimancheFermé');
});

test('edits the prices of a meeting room, typed in euros', async ({ page }) => {
  const rooms = await apiGet<{ items: { id: number; name: string }[] }>(page.request, '/api/sdr?itemsPerPage=1&sdrType=1');
  const room = rooms.items[0];
  if (!room) throw new Error('no meeting room in the demo data');
  await signIn(page, SUPER_ADMIN.email, { at: `/sdr/${room.id}` });
  await page.getByRole('region', { name: 'Salle' }).getByRole('button', { name: 'Modifier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier la salle de réunion' });
  await dialog.getByRole('textbox', { name: 'Prix par heure' }).fill('32,50');
  await dialog.getByRole('textbox', { name: 'Prix journée' }).fill('240');
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Salle de réunion enregistrée')).toBeVisible();
  await expect(page.getByTestId('room-price')).toHaveText(/32,50\s€/);
  await expect(page.getByTestId('room-price-day')).toHaveText(/240,00\s€/);
});

test('opens a coworking space and sees the contracts holding its seats', async ({ page }) => {
  const spaces = await apiGet<{ items: { id: number; seatsHeld: number }[] }>(
    page.request,
    '/api/coworking?itemsPerPage=25&sortBy=name&sortDesc=false',
  );
  const space = spaces.items.find((s) => s.seatsHeld > 0);
  if (!space) throw new Error('no coworking space with contracts in the demo data');
  await signIn(page, SUPER_ADMIN.email, { at: '/coworking' });
  await page.locator(`a[href="/coworking/${space.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/coworking/${space.id}$`));
  const contracts = page.getByRole('table', { name: 'Contrats' });
  await expect(contracts.getByRole('row')).not.toHaveCount(0);
  const link = contracts.getByRole('link').first();
  await expect(link).toHaveAttribute('href', /^\/bookings-coworking\/\d+$/);
});
