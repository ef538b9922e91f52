import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken } from '../support/api.ts';
import { SUPER_ADMIN, signIn } from '../support/session.ts';

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
  await signIn(page, SUPER_ADMIN.email);
  await page.goto(`/tickets?search=${ticket.id}`);
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
