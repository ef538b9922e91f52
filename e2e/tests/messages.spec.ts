import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

interface Row {
  message_id: number;
  discussion_id: number;
  ad_id: number;
  message_state: number;
  archived: boolean;
}
interface Conversation {
  discussion_id: number;
  archived: boolean;
  messages: { message_id: number; message_state: number; message_sender: number }[];
}

const snackbar = (page: Page) => page.getByTestId('snackbar');

async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${await apiToken(request, SUPER_ADMIN.email)}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Main-platform messages of the demo data in a state (the tests share one database, so each takes its own). */
async function messagesIn(request: APIRequestContext, state: number): Promise<Row[]> {
  return (await adminGet<{ items: Row[] }>(request, `/api/messages?state=${state}&archived=false&itemsPerPage=100`)).items;
}

/** Active conversations whose latest message is `state`, i.e. that the reply box can answer or that nothing else touches. */
async function conversationsEndingIn(request: APIRequestContext, state: number): Promise<Conversation[]> {
  const found: Conversation[] = [];
  for (const row of await messagesIn(request, state)) {
    const conversation = await adminGet<Conversation>(request, `/api/discussions/${row.discussion_id}`);
    if (conversation.messages.at(-1)?.message_id === row.message_id) found.push(conversation);
    if (found.length >= 3) break;
  }
  expect(found.length).toBeGreaterThan(0);
  return found;
}

function rowOf(page: Page, messageId: number) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(messageId), exact: true }) });
}

test('a moderator validates one pending message and refuses another from the table', async ({ page, request }) => {
  const pending = await messagesIn(request, 1);
  // Two pending messages of two different ads; the first ones are left to the other tests.
  const [first, second] = pending.slice(-2);
  expect(first && second).toBeTruthy();
  if (!first || !second) return;

  await signIn(page, SUPER_ADMIN.email, { at: `/messages?adId=${first.ad_id}` });
  const row = rowOf(page, first.message_id);
  await expect(row.getByTestId('message-state')).toHaveText('En attente');
  await row.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Valider' }).click();
  await expect(snackbar(page)).toHaveText('Message validé : il est transmis à son destinataire');
  await expect(row.getByTestId('message-state')).toHaveText('Non lu');

  await page.goto(`/messages?state=1&adId=${second.ad_id}`);
  const other = rowOf(page, second.message_id);
  await other.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Refuser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refuser le message' });
  await dialog.getByRole('button', { name: 'Refuser' }).click();
  await expect(snackbar(page)).toHaveText('Message refusé');
  // Refused, it leaves the list of messages waiting for moderation.
  await expect(other).toHaveCount(0);
  await page.goto(`/messages?adId=${second.ad_id}`);
  await expect(rowOf(page, second.message_id).getByTestId('message-state')).toHaveText('Refusé');
});

test('a moderator answers a conversation: the answer waits for moderation, the original is read', async ({ page, request }) => {
  const [conversation] = await conversationsEndingIn(request, 3);
  if (!conversation) return;
  const original = conversation.messages.at(-1);

  await signIn(page, SUPER_ADMIN.email, { at: `/messages/${conversation.discussion_id}` });
  const thread = page.getByTestId('thread-message');
  await expect(thread).toHaveCount(conversation.messages.length);
  await expect(thread.last().getByTestId('message-state')).toHaveText('Non lu');

  const box = page.getByRole('textbox', { name: 'Votre réponse' });
  const send = page.getByRole('button', { name: 'Envoyer' });
  await expect(send).toBeDisabled();
  await box.fill('   \n?!');
  await expect(send).toBeDisabled();
  await box.fill('Bonjour,\n\nOui, une visite est possible jeudi.');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(snackbar(page)).toHaveText('Réponse envoyée : en attente de modération');

  await expect(thread).toHaveCount(conversation.messages.length + 1);
  await expect(thread.last().getByTestId('message-state')).toHaveText('En attente');
  await expect(thread.last().getByTestId('message-text')).toContainText('Oui, une visite est possible jeudi.');
  await expect(thread.nth(conversation.messages.length - 1).getByTestId('message-state')).toHaveText('Lu');
  await expect(box).toHaveValue('');
  expect(original).toBeTruthy();
});

test('a moderator archives a conversation after confirming, and can unarchive it', async ({ page, request }) => {
  const candidates = await conversationsEndingIn(request, 4);
  const conversation = candidates.at(-1);
  if (!conversation) return;

  await signIn(page, SUPER_ADMIN.email, { at: `/messages/${conversation.discussion_id}` });
  await page.getByRole('button', { name: 'Archiver la conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archiver la conversation' });
  await expect(dialog).toContainText('La conversation sera archivée');
  await dialog.getByRole('button', { name: 'Archiver la conversation' }).click();
  await expect(snackbar(page)).toHaveText('Conversation archivée');
  await expect(page.getByText('Archivée', { exact: true })).toBeVisible();
  // An archived conversation takes no answer until it is unarchived.
  await expect(page.getByRole('button', { name: 'Envoyer' })).toBeDisabled();

  await page.goto(
    `/messages?archived=true&adId=${(await adminGet<{ ad: { id: number } }>(request, `/api/discussions/${conversation.discussion_id}`)).ad.id}`,
  );
  const last = conversation.messages.at(-1);
  if (last) await expect(rowOf(page, last.message_id)).toContainText('Archivée');

  await page.goto(`/messages/${conversation.discussion_id}`);
  await page.getByRole('button', { name: 'Désarchiver la conversation' }).click();
  await page
    .getByRole('dialog', { name: 'Désarchiver la conversation' })
    .getByRole('button', { name: 'Désarchiver la conversation' })
    .click();
  await expect(snackbar(page)).toHaveText('Conversation désarchivée');
  await expect(page.getByRole('button', { name: 'Archiver la conversation' })).toBeVisible();
});
