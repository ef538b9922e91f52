import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

const MEMBER = 'member@demo.test';

/** A draft of the main platform sent to every one of its sites, made through the API. */
async function draft(request: APIRequestContext, title: string): Promise<number> {
  const headers = { authorization: `Bearer ${await apiToken(request, SUPER_ADMIN.email)}` };
  const espaces = (await (await request.get('/api/brand/true/feed/espaces', { headers })).json()) as { id: number }[];
  const response = await request.post('/api/brand/true/feed/messages', {
    headers,
    data: { title, description: '<p>Un message <strong>de test</strong></p>', espaces: espaces.map((e) => e.id), messageState: 1 },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const rowsOf = (page: Page, title: string) =>
  page.getByRole('table', { name: "Fil d'actualités" }).getByRole('row').filter({ hasText: title });

test('duplicates a message to the top of the table, then deletes it after confirmation', async ({ page }) => {
  const title = `Actualité ${Date.now()}`;
  await draft(page.request, title);
  await signIn(page, SUPER_ADMIN.email, { at: `/actualites?search=${encodeURIComponent(title)}` });
  await expect(rowsOf(page, title)).toHaveCount(1);

  await rowsOf(page, title).getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Dupliquer' }).click();
  await expect(page.getByText('Message dupliqué')).toBeVisible();
  await expect(rowsOf(page, title)).toHaveCount(2);
  // The copy is a draft with the highest id: first in the default order.
  const first = rowsOf(page, title).first();
  await expect(first.getByRole('img', { name: 'Brouillon' })).toBeVisible();

  await first.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer le message' });
  await expect(dialog).toContainText('Êtes-vous sûr de vouloir supprimer ce message ?');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Message supprimé')).toBeVisible();
  await expect(rowsOf(page, title)).toHaveCount(1);
});

test('publishes a message from its page and a member of its sites reads it in their feed', async ({ page, browser }) => {
  const title = `Publication ${Date.now()}`;
  const id = await draft(page.request, title);
  await signIn(page, SUPER_ADMIN.email, { at: `/actualites/${id}` });
  await expect(page.getByRole('heading', { level: 1, name: `Message n° ${id}` })).toBeVisible();
  await page.getByRole('button', { name: 'Publier maintenant' }).click();
  await expect(page.getByText('Message enregistré')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Publié' }).first()).toBeVisible();

  const member = await browser.newPage();
  await signIn(member, MEMBER);
  await member.goto('/actualites');
  const card = member.getByTestId('feed-card').filter({ hasText: title });
  await expect(card).toContainText('Office Manager');
  await expect(card.locator('strong', { hasText: 'de test' })).toBeVisible();
  await card.getByRole('button', { name: "J'aime" }).click();
  await expect(card.getByRole('button', { name: "Je n'aime plus" })).toBeVisible();
  await member.close();
});
