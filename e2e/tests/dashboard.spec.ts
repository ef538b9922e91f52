import { expect, type Locator, type Page, test } from '@playwright/test';
import { newMember } from '../support/api.ts';
import { apiToken, DEMO_PASSWORD, fillSignIn, SUPER_ADMIN, signIn } from '../support/session.ts';

interface Count {
  value: number;
  link: string | null;
}
interface Comparison {
  current: number;
  previous: number;
  /** First and last Paris days of the period, YYYY-MM-DD. */
  from: string;
  to: string;
  link: string | null;
}
type Widget =
  | { id: 'members.new'; title: string; data: { week: Comparison; month: Comparison } }
  | { id: 'signIns.daily'; title: string; data: { total: number; users: number } }
  | { id: 'members.byCategory'; title: string; data: { items: { name: string | null; count: number; link: string | null }[] } }
  | { id: 'contracts.byState'; title: string; data: { items: { state: number; platform: number; coworking: number }[] } }
  | { id: 'bookings.today'; title: string; data: { items: { kind: string; bookings: number }[] } }
  | { id: 'tickets.open'; title: string; data: TicketsOpen }
  | { id: string; title: string; data: Count };
interface TicketsOpen {
  total: number;
  items: { state: number; count: number; link: string | null }[];
  oldest: { id: number; title: string; createdAt: string } | null;
}
interface Dashboard {
  scope: { kind: string; brandId: number | null };
  widgets: Widget[];
}

const count = new Intl.NumberFormat('fr-FR');
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });
const CONTRACT_STATES = ['Brouillon', 'Accepté', 'Signature', 'Signé', 'En cours', 'Préavis', 'Terminé'];
const TICKET_STATES: Record<number, string> = { 1: 'Problème', 2: 'Ouvert', 3: 'En cours' };

/** The answer of GET /api/dashboard that the page itself receives, once it has drawn it. */
function dashboardAnswer(page: Page): Promise<Dashboard> {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/api/dashboard' && r.request().method() === 'GET' && r.ok())
    .then((r) => r.json());
}

/** Every figure on the page is the API's, widget by widget. */
async function expectFiguresOf(page: Page, dashboard: Dashboard): Promise<void> {
  expect(dashboard.widgets.length).toBeGreaterThan(0);
  for (const widget of dashboard.widgets) {
    const card: Locator = page.getByTestId(`widget-${widget.id}`);
    await expect(card.getByRole('heading', { name: widget.title })).toBeVisible();
    const values = card.getByTestId('widget-value');
    if (widget.id === 'members.new') {
      const { week, month } = widget.data as { week: Comparison; month: Comparison };
      await expect(values).toHaveText([count.format(week.current), count.format(month.current)]);
    } else if (widget.id === 'signIns.daily') {
      const { total } = widget.data as { total: number };
      await expect(values).toHaveText(`${count.format(total)} ${total > 1 ? 'connexions' : 'connexion'}`);
    } else if (widget.id === 'members.byCategory') {
      const { items } = widget.data as { items: { name: string | null; count: number }[] };
      for (const item of items) {
        await expect(card.getByText(`${item.name ?? 'Sans catégorie'} : ${count.format(item.count)}`, { exact: true })).toBeVisible();
      }
    } else if (widget.id === 'contracts.occupancy') {
      const { value, total } = widget.data as Count & { total: number };
      await expect(values).toHaveText(count.format(value));
      await expect(card.getByTestId('widget-share')).toHaveText(
        `sur ${count.format(total)} annonces, soit ${percent.format(total === 0 ? 0 : value / total)}`,
      );
    } else if (widget.id === 'bookings.today') {
      const { items } = widget.data as { items: { kind: string; bookings: number }[] };
      for (const item of items) {
        await expect(card.getByTestId(`bookings-today-${item.kind}`).getByRole('link')).toHaveText(
          `${count.format(item.bookings)} ${item.bookings > 1 ? 'réservations' : 'réservation'}`,
        );
      }
    } else if (widget.id === 'tickets.open') {
      const { total, items, oldest } = widget.data as TicketsOpen;
      await expect(values).toHaveText(`${count.format(total)} ${total > 1 ? 'tickets à traiter' : 'ticket à traiter'}`);
      for (const item of items) {
        await expect(card.getByTestId(`tickets-state-${item.state}`).getByRole('link')).toHaveText(count.format(item.count));
      }
      if (oldest) {
        await expect(card.getByTestId('tickets-oldest').getByRole('link')).toHaveText(oldest.title);
        await expect(card.getByTestId('tickets-oldest')).toContainText(/depuis (moins d’une heure|\d+ (heures?|jours?|mois))/);
      }
    } else if (widget.id === 'contracts.byState') {
      const { items } = widget.data as { items: { state: number; platform: number; coworking: number }[] };
      for (const item of items) {
        const state = CONTRACT_STATES[item.state];
        const cells = card.getByRole('row', { name: state }).getByRole('cell');
        await expect(cells).toHaveText([count.format(item.platform), count.format(item.coworking)]);
      }
    } else {
      await expect(values).toHaveText(count.format((widget.data as Count).value));
    }
  }
}

test('the super admin sees the figures the API answers, over the whole platform', async ({ page }) => {
  const answer = dashboardAnswer(page);
  await signIn(page, SUPER_ADMIN.email);
  const dashboard = await answer;
  expect(dashboard.scope).toMatchObject({ kind: 'platform', brandId: null });
  await expect(page.getByRole('heading', { name: 'Bonjour Alice' })).toBeVisible();
  await expect(page.getByTestId('dashboard-scope')).toHaveText('Toute la plateforme, toutes marques confondues');
  expect(dashboard.widgets.map((w) => w.id)).toEqual(
    expect.arrayContaining([
      'members.new',
      'members.pending',
      'members.inactive',
      'companies.count',
      'spaces.count',
      'signIns.daily',
      'contracts.occupancy',
      'bookings.today',
    ]),
  );
  await expectFiguresOf(page, dashboard);
});

test('a brand administrator on the brand’s host sees the brand’s figures only', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  const adminAnswer = dashboardAnswer(page);
  await signIn(page, SUPER_ADMIN.email);
  const platform = await adminAnswer;
  await page.getByRole('button', { name: 'Déconnexion' }).click();

  await page.goto(`http://brand9.localhost:${port}/connexion`);
  const answer = dashboardAnswer(page);
  await fillSignIn(page, 'brand@demo.test', DEMO_PASSWORD);
  const dashboard = await answer;
  expect(dashboard.scope).toMatchObject({ kind: 'brand', brandId: 9 });
  await expect(page.getByRole('heading', { name: 'Bonjour Bruno' })).toBeVisible();
  await expect(page.getByTestId('dashboard-scope')).toHaveText('Marque Nova Services');
  await expectFiguresOf(page, dashboard);

  // Brand 9 is one part of the platform: fewer companies and sites than the super admin counts.
  const figure = (d: Dashboard, id: string) => (d.widgets.find((w) => w.id === id)?.data as Count | undefined)?.value ?? Number.NaN;
  expect(figure(dashboard, 'companies.count')).toBeGreaterThan(0);
  expect(figure(dashboard, 'companies.count')).toBeLessThan(figure(platform, 'companies.count'));
  expect(figure(dashboard, 'spaces.count')).toBeLessThan(figure(platform, 'spaces.count'));
});

test('a figure leads to its list, filtered in the address', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email);
  await page.getByTestId('widget-members.pending').getByRole('link').click();
  await expect(page).toHaveURL(/\/membres\?state=pending$/);
  await page.goBack();
  await page.getByTestId('widget-members.new').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/membres\?createdFrom=\d{4}-\d{2}-\d{2}&createdTo=\d{4}-\d{2}-\d{2}$/);
});

test('the new members figure opens the members created in those days, shown as a filter, as many as counted', async ({ page, request }) => {
  // An account registered now: this week has at least one new member whatever the demo's dates.
  await newMember(request, 'tableau', 'un mot de passe sûr', { firstName: 'Nina', confirmed: false });

  const answer = dashboardAnswer(page);
  await signIn(page, SUPER_ADMIN.email);
  const fresh = (await answer).widgets.find((w) => w.id === 'members.new')?.data as { week: Comparison };
  const { week } = fresh;
  expect(week.current).toBeGreaterThan(0);

  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users' && r.request().method() === 'GET' && r.ok());
  await page.getByTestId('widget-members.new').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/membres\\?createdFrom=${week.from}&createdTo=${week.to}$`));
  const list = await listed;
  expect(new URL(list.url()).searchParams.get('createdFrom')).toBe(week.from);
  expect(new URL(list.url()).searchParams.get('createdTo')).toBe(week.to);
  expect(((await list.json()) as { total: number }).total).toBe(week.current);

  const frenchDay = (day: string) => day.split('-').reverse().join('/');
  const chip = page.getByRole('button', { name: `Inscrits du ${frenchDay(week.from)} au ${frenchDay(week.to)}` });
  await expect(chip).toBeVisible();
  const shown = Math.min(25, week.current);
  await expect(page.getByRole('table', { name: 'Membres' }).locator('tbody > tr')).toHaveCount(shown);
  await expect(page.getByText(`1–${shown} sur ${week.current}`, { exact: true })).toBeVisible();

  // Clearing the filter (the chip's Delete key, as its cross) lists every member again.
  await chip.press('Delete');
  await expect(page).toHaveURL(/\/membres$/);
  await expect(chip).toBeHidden();
  await expect(page.getByText(/^1–25 sur (plus de )?[\d\s\u202f]+$/)).toBeVisible();
});

test('a failed load shows an error with a retry that brings the figures', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email);
  await page.route('**/api/dashboard', (route) => route.fulfill({ status: 500, json: { status: 500, message: 'Erreur' } }));
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Le tableau de bord n’a pas pu être chargé.' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/api/dashboard');
  const answer = dashboardAnswer(page);
  await alert.getByRole('button', { name: 'Réessayer' }).click();
  await expectFiguresOf(page, await answer);
});

test('today’s bookings lead to the meeting-room planning on today', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email);
  const card = page.getByTestId('widget-bookings.today');
  await expect(card.getByText('Salles de réunion', { exact: true })).toBeVisible();
  await expect(card.getByText('Postes de travail', { exact: true })).toBeVisible();
  await expect(card.getByText('Terrasse', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: /^Salles de réunion : / }).click();
  await expect(page).toHaveURL(/\/planning\?date=\d{4}-\d{2}-\d{2}&vue=day$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the tickets card leads each state to the detailed view filtered on it, and the oldest to its sheet', async ({ page }) => {
  const answer = dashboardAnswer(page);
  await signIn(page, SUPER_ADMIN.email);
  const tickets = (await answer).widgets.find((w) => w.id === 'tickets.open')?.data as TicketsOpen | undefined;
  expect(tickets?.total).toBeGreaterThan(0);
  const open = tickets?.items.find((i) => i.state === 2);
  expect(open?.count).toBeGreaterThan(0);

  const card = page.getByTestId('widget-tickets.open');
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/tickets' && r.request().method() === 'GET' && r.ok());
  await card.getByRole('link', { name: `${TICKET_STATES[2]} : ${count.format(open?.count ?? 0)} — Voir la liste` }).click();
  await expect(page).toHaveURL(/\/tickets\/view\?state=2$/);
  const list = await listed;
  expect(new URL(list.url()).searchParams.get('state')).toBe('2');
  // Other tests move tickets meanwhile: the card and the list must agree when read back to back.
  const headers = { authorization: `Bearer ${await apiToken(page.request, SUPER_ADMIN.email)}` };
  await expect
    .poll(
      async () => {
        const board = (await (await page.request.get('/api/dashboard', { headers })).json()) as Dashboard;
        const card = board.widgets.find((w) => w.id === 'tickets.open')?.data as TicketsOpen | undefined;
        const listed = (await (await page.request.get('/api/tickets?state=2', { headers })).json()) as { total: number };
        return listed.total - (card?.items.find((i) => i.state === 2)?.count ?? -1);
      },
      { timeout: 30_000 },
    )
    .toBe(0);
  const table = page.getByRole('table');
  await expect(table.locator('tbody > tr').first()).toBeVisible();
  // The list follows the tickets other tests move: its rows settle on the open ones.
  await expect
    .poll(async () => {
      const states = await table.locator('tbody > tr').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
      return states.length > 0 && states.every((text) => text.includes('Ouvert'));
    })
    .toBe(true);

  await page.goBack();
  await card.getByTestId('tickets-oldest').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${tickets?.oldest?.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(tickets?.oldest?.title ?? '');
});
