import { expect, type Page, test, type WebSocketRoute } from '@playwright/test';
import { newestNotificationId, resetNotifications, sendNotifications, userIdOf } from '../support/api.ts';
import { signIn } from '../support/session.ts';

/**
 * Each test works on its own account, so that tests running side by side never see each other's
 * notifications; none of these accounts is notified by the other browser tests.
 */
const ACCOUNTS = {
  live: 'member@demo.test',
  many: 'owner@demo.test',
  actions: 'landlord@demo.test',
  links: 'admin.brand10@demo.test',
} as const;

const bell = (page: Page) => page.getByTestId('notification-bell');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const item = (page: Page, text: string) => panel(page).getByRole('listitem').filter({ hasText: text });

test('a notification arrives live in the open panel and the badge, and is caught up after a drop', async ({ page, request }) => {
  const userId = await userIdOf(request, ACCOUNTS.live);
  await resetNotifications(request, ACCOUNTS.live);

  // The real socket, relayed: the test can cut it and hold the reconnection.
  const sockets: { route: WebSocketRoute; url: URL }[] = [];
  let releaseReconnection: () => void = () => {};
  const reconnectionHeld = new Promise<void>((release) => {
    releaseReconnection = release;
  });
  await page.routeWebSocket(/\/api\/ws\?/, async (route) => {
    sockets.push({ route, url: new URL(route.url()) });
    if (sockets.length > 1) await reconnectionHeld;
    route.connectToServer();
  });

  await signIn(page, ACCOUNTS.live);
  await expect.poll(() => sockets.length).toBe(1);
  expect(sockets[0]?.url.searchParams.get('since')).toBe('0');
  await bell(page).click();
  await expect(panel(page).getByText('Pas de notification')).toBeVisible();

  await sendNotifications(request, userId, [{ content: 'Nouvelle réservation de la salle Confluence' }]);
  await expect(item(page, 'Nouvelle réservation de la salle Confluence')).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, 1 non lue(s)');
  await expect(bell(page)).toContainText('1');
  await expect(panel(page).getByTestId('unread-summary')).toHaveText('1 non lue');

  // The connection drops; a notification raised meanwhile comes with the catch-up from the last id seen.
  const firstId = await newestNotificationId(request, ACCOUNTS.live);
  await sockets[0]?.route.close({ code: 1012, reason: 'restart' });
  await expect.poll(() => sockets.length).toBe(2);
  await sendNotifications(request, userId, [{ content: 'Contrat signé pendant la coupure' }]);
  expect(sockets[1]?.url.searchParams.get('since')).toBe(String(firstId));
  releaseReconnection();
  await expect(item(page, 'Contrat signé pendant la coupure')).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, 2 non lue(s)');
  // Each notification once: the catch-up does not repeat what was already shown.
  await expect(panel(page).getByRole('listitem')).toHaveCount(2);

  // Pushed while connected again.
  await sendNotifications(request, userId, [{ content: 'Réponse à votre ticket' }]);
  await expect(item(page, 'Réponse à votre ticket')).toBeVisible();
  await expect(panel(page).getByRole('listitem').first()).toContainText('Réponse à votre ticket');
});

test('above 99 unread the badge shows 99+, and the panel loads older notifications as it scrolls', async ({ page, request }) => {
  const userId = await userIdOf(request, ACCOUNTS.many);
  await resetNotifications(request, ACCOUNTS.many);
  await sendNotifications(
    request,
    userId,
    Array.from({ length: 105 }, (_, i) => ({ content: `Notification numéro ${i + 1}` })),
  );

  await signIn(page, ACCOUNTS.many);
  await expect(bell(page)).toContainText('99+');
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, 99+ non lue(s)');

  await bell(page).click();
  const items = panel(page).getByRole('listitem');
  await expect(items).toHaveCount(20);
  await expect(items.first()).toContainText('Notification numéro 105');
  await items.last().scrollIntoViewIfNeeded();
  await expect(items).toHaveCount(40);
  // Down to the oldest one, page after page.
  for (let shown = 40; shown < 105; shown = Math.min(shown + 20, 105)) {
    await items.last().scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(Math.min(shown + 20, 105));
  }
  await expect(items.last()).toContainText('Notification numéro 1');
  await expect(panel(page).getByTestId('unread-summary')).toHaveText('105 non lues');

  await panel(page).getByRole('button', { name: 'Lire tout' }).click();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
  await expect(panel(page).getByTestId('unread-summary')).toHaveText('Tout est lu');
  await page.reload();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
});

test('read, unread, delete, read all and delete all, each kept by the server', async ({ page, request }) => {
  const userId = await userIdOf(request, ACCOUNTS.actions);
  await resetNotifications(request, ACCOUNTS.actions);
  await sendNotifications(request, userId, [
    { content: 'Premier message' },
    { content: 'Deuxième message' },
    { content: 'Troisième message' },
  ]);

  await signIn(page, ACCOUNTS.actions);
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, 3 non lue(s)');
  await bell(page).click();

  await item(page, 'Premier message').getByRole('button', { name: 'Marquer comme lue' }).click();
  await expect(item(page, 'Premier message').getByRole('button', { name: 'Marquer comme non lue' })).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, 2 non lue(s)');

  await item(page, 'Premier message').getByRole('button', { name: 'Marquer comme non lue' }).click();
  await expect(item(page, 'Premier message').getByRole('button', { name: 'Marquer comme lue' })).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, 3 non lue(s)');

  await item(page, 'Deuxième message').getByRole('button', { name: 'Supprimer' }).click();
  await expect(item(page, 'Deuxième message')).toHaveCount(0);
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, 2 non lue(s)');

  await item(page, 'Troisième message').getByRole('button', { name: 'Marquer comme lue' }).click();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, 1 non lue(s)');

  await page.reload();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, 1 non lue(s)');
  await bell(page).click();
  await expect(panel(page).getByRole('listitem')).toHaveCount(2);
  await expect(item(page, 'Troisième message').getByRole('button', { name: 'Marquer comme non lue' })).toBeVisible();
  await expect(item(page, 'Premier message').getByRole('button', { name: 'Marquer comme lue' })).toBeVisible();

  await panel(page).getByRole('button', { name: 'Lire tout' }).click();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
  await expect(panel(page).getByRole('button', { name: 'Marquer comme lue' })).toHaveCount(0);

  // Supprimer tout asks first; answering no keeps everything.
  await panel(page).getByRole('button', { name: 'Supprimer tout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer tout' });
  await expect(confirm).toContainText('Êtes-vous sûr ?');
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel(page).getByRole('listitem')).toHaveCount(2);

  await panel(page).getByRole('button', { name: 'Supprimer tout' }).click();
  await page.getByRole('dialog', { name: 'Supprimer tout' }).getByRole('button', { name: 'Supprimer tout' }).click();
  await expect(panel(page).getByText('Pas de notification')).toBeVisible();
  await page.reload();
  await bell(page).click();
  await expect(panel(page).getByText('Pas de notification')).toBeVisible();
});

test('opening a notification marks it read and follows its link; the full page and the settings', async ({ page, request }) => {
  const userId = await userIdOf(request, ACCOUNTS.links);
  await resetNotifications(request, ACCOUNTS.links);
  await sendNotifications(request, userId, [
    { content: 'Un membre attend votre validation', link: '/membres' },
    { content: 'Bienvenue sur la plateforme' },
  ]);

  await signIn(page, ACCOUNTS.links);
  await bell(page).click();
  await panel(page)
    .getByRole('button', { name: /Un membre attend votre validation/ })
    .click();
  await expect(page).toHaveURL(/\/membres$/);
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, 1 non lue(s)');

  // The panel leads to the full list and to the settings.
  await bell(page).click();
  await panel(page).getByRole('link', { name: 'Voir toutes les notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const list = page.getByRole('main').getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('main').getByText('Vous avez tout vu.')).toBeVisible();

  await bell(page).click();
  await panel(page).getByRole('link', { name: 'Paramètres des notifications' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  const system = page.getByRole('switch', { name: 'Informations de la plateforme' });
  await expect(system).toBeChecked();
  await system.click();
  await expect(system).not.toBeChecked();
  await page.reload();
  await expect(system).not.toBeChecked();

  // Switched off: an operator's message no longer reaches this user.
  await sendNotifications(request, userId, [{ content: 'Message que vous ne recevrez pas' }]);
  await page.goto('/notifications');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Message que vous ne recevrez pas')).toHaveCount(0);

  await page.goto('/settings/notifications');
  await system.click();
  await expect(system).toBeChecked();
});
