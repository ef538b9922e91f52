import { expect, type Page, test } from '@playwright/test';
import { SUPER_ADMIN, signIn } from '../support/session.ts';

/** Every list screen built on the table kit, with the table's accessible name when the page has several. */
const TABLE_SCREENS = [
  '/membres',
  '/user-incoming',
  '/societe',
  '/commerciaux',
  '/annonces',
  '/groupes-annonces',
  '/suggestions',
  '/messages',
  '/bookings',
  '/bookings-coworking',
  '/booking-hp',
  '/booking-sepa',
  '/factures',
  '/keys',
  '/mandats',
  '/contrats',
  '/dev/mails',
];

interface RowFit {
  rows: number;
  /** Rows taller than two lines of their text. */
  tall: string[];
  /** Rows whose menu is not wholly in sight (window and table frame). */
  hiddenMenus: string[];
}

/** Measures the page's first table once its rows are drawn. */
async function measure(page: Page): Promise<RowFit> {
  const table = page.locator('main table').first();
  await expect(table).toBeVisible();
  await expect(table.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Chargement…')).toHaveCount(0);
  return table.evaluate((element) => {
    const frame = (element.parentElement as HTMLElement).getBoundingClientRect();
    const rows = [...element.querySelectorAll<HTMLTableRowElement>('tbody > tr[data-row]')];
    const tall: string[] = [];
    const hiddenMenus: string[] = [];
    for (const row of rows) {
      // A text cell: the checkbox, expander and menu cells have no vertical padding.
      const cell = row.querySelector('td:not(.MuiTableCell-paddingCheckbox)') ?? row.cells[0];
      const style = getComputedStyle(cell as Element);
      const twoLines =
        2 * Number.parseFloat(style.lineHeight) + Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
      const height = row.getBoundingClientRect().height;
      const name = (row.textContent ?? '').slice(0, 40);
      // The column that makes the row tall, to say which one.
      const contentHeight = (cell: Element) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return range.getBoundingClientRect().height;
      };
      const tallest = [...row.cells].reduce((a, b) => (contentHeight(b) > contentHeight(a) ? b : a));
      const header = element.querySelector('thead tr')?.children[tallest.cellIndex]?.textContent;
      // One pixel for the border, one for rounding.
      if (height > twoLines + 2) tall.push(`${name}: ${header} (${Math.round(height)} px > ${Math.round(twoLines)} px)`);
      const menu = row.querySelector('button[aria-label="Actions sur la ligne"]');
      if (!menu) continue;
      const box = menu.getBoundingClientRect();
      const inSight = box.left >= Math.max(0, frame.left) && box.right <= Math.min(window.innerWidth, frame.right);
      if (!inSight) hiddenMenus.push(name);
    }
    return { rows: rows.length, tall, hiddenMenus };
  });
}

for (const width of [1280, 1440]) {
  test(`at ${width} px every table keeps its rows within two lines and its row menus in sight`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, SUPER_ADMIN.email);
    const report: Record<string, RowFit> = {};
    for (const screen of TABLE_SCREENS) {
      await page.goto(screen);
      report[screen] = await measure(page);
      // The menu opens with a click: the row keeps its size under the pointer.
      const menu = page.locator('main table tbody tr[data-row]').first().getByRole('button', { name: 'Actions sur la ligne' });
      if ((await menu.count()) > 0) {
        await menu.click();
        await expect(page.getByRole('menu'), screen).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toHaveCount(0);
      }
    }
    const faults = Object.entries(report).filter(([, fit]) => fit.tall.length > 0 || fit.hiddenMenus.length > 0);
    expect(faults, JSON.stringify(faults, null, 1)).toEqual([]);
    // The seed fills the main lists: the check measured rows, not empty tables.
    for (const screen of ['/membres', '/annonces', '/commerciaux', '/bookings', '/messages', '/societe']) {
      expect(report[screen]?.rows, screen).toBeGreaterThan(0);
    }
  });
}

test('a row opens its sheet through a real link: the keyboard reaches it, Ctrl-click opens a new tab', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, SUPER_ADMIN.email, { at: '/annonces' });
  const row = page.locator('main table tbody tr[data-row]').first();
  const link = row.locator('a[data-row-link]');
  await expect(link).toHaveAttribute('href', /^\/annonces\/\d+$/);
  const href = (await link.getAttribute('href')) as string;

  const opened = context.waitForEvent('page');
  await row
    .locator('td')
    .nth(3)
    .click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`${href}$`));
  await tab.close();
  await expect(page).toHaveURL(/\/annonces$/);

  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('on a phone the rows are cards, each with its link and its menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, SUPER_ADMIN.email, { at: '/membres' });
  await expect(page.locator('main table')).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Membres' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const first = cards.first();
  await expect(first.locator('a[data-row-link]')).toHaveAttribute('href', /^\/membres\/\d+$/);
  const menu = first.getByRole('button', { name: 'Actions sur la ligne' });
  const box = await menu.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  await menu.click();
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
