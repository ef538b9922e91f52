import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

/** A fresh ticket of the main platform in state Problème, reported by the demo member, its own per test. */
async function freshTicket(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'member@demo.test')}` };
  const options = (await (await request.get('/api/tickets/options', { headers })).json()) as { espaces: { id: number }[] };
  const title = `Porte qui grince ${Math.floor(Math.random() * 1e9)}`;
  const res = await request.post('/api/tickets', {
    headers,
    data: { espace: options.espaces[0]?.id, category: 'maintenance', title, description: '<p>Elle grince.</p>' },
  });
  expect(res.status()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, title };
}

async function openBoard(page: Page, ticket: { id: number }) {
  await signIn(page, SUPER_ADMIN.email, { at: `/tickets?search=${ticket.id}` });
  return (name: string) => page.getByRole('region', { name, exact: true });
}

test('the desk drags a ticket from Problème to Ouvert on the board', async ({ page }) => {
  const ticket = await freshTicket(page.request);
  const column = await openBoard(page, ticket);
  const card = column('Problème').getByRole('listitem', { name: new RegExp(ticket.title) });
  await expect(card).toBeVisible();
  await card.dragTo(column('Ouvert'));
  await expect(page.getByText('État du ticket changé')).toBeVisible();
  await expect(column('Ouvert').getByRole('listitem', { name: new RegExp(ticket.title) })).toBeVisible();
  await expect(column('Problème').getByRole('listitem', { name: new RegExp(ticket.title) })).toBeHidden();
});

test('a move the state machine does not allow is refused and the card stays', async ({ page }) => {
  const ticket = await freshTicket(page.request);
  const column = await openBoard(page, ticket);
  const card = column('Problème').getByRole('listitem', { name: new RegExp(ticket.title) });
  await card.dragTo(column('Clôturé'));
  await expect(page.getByText('Un ticket « Problème » ne peut pas passer en « Clôturé ».')).toBeVisible();
  await expect(card).toBeVisible();
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the desk adds a file to a ticket’s sheet and removes it, each saved at once', async ({ page, request }) => {
  const ticket = await freshTicket(request);
  await signIn(page, SUPER_ADMIN.email, { at: `/tickets/${ticket.id}` });
  const files = page.getByRole('region', { name: 'Photos et documents' });
  const saved = () =>
    page.waitForResponse((r) => new URL(r.url()).pathname === `/api/tickets/${ticket.id}` && r.request().method() === 'PATCH');

  const added = saved();
  await files.getByTestId('upload-input-ticket').setInputFiles({ name: 'fuite.png', mimeType: 'image/png', buffer: PNG });
  const answer = await added;
  expect(answer.status()).toBe(200);
  expect(
    ((await answer.json()) as { documents: { upload: { originalName: string } }[] }).documents.map((d) => d.upload.originalName),
  ).toEqual(['fuite.png']);
  await page.reload();
  await expect(files.getByText('fuite.png')).toBeVisible();

  const removed = saved();
  await files.getByRole('button', { name: 'Supprimer le fichier fuite.png' }).click();
  expect(((await (await removed).json()) as { documents: unknown[] }).documents).toEqual([]);
  await page.reload();
  await expect(files.getByText('Glissez-déposez vos fichiers ici ou cliquez pour les choisir')).toBeVisible();
  await expect(files.getByText('fuite.png')).toBeHidden();
});
