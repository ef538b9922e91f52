import { expect, type Locator, type Page } from '@playwright/test';

/** The sidebar (spec shell §2.4). */
export function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menu principal' });
}

/** Unfolds every group of the sidebar, nested ones included. */
export async function unfoldSidebar(page: Page): Promise<void> {
  const nav = sidebar(page);
  await expect(nav).toBeVisible();
  for (let round = 0; round < 5; round++) {
    const folded = nav.locator('[aria-expanded="false"]');
    const count = await folded.count();
    if (count === 0) return;
    for (let i = 0; i < count; i++) await folded.first().click();
  }
}

/** Every entry of the sidebar, groups unfolded, in order. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  await unfoldSidebar(page);
  return (await sidebar(page).getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** The names of the groups shown while every group is folded: the top-level groups, in order. */
export async function sidebarGroups(page: Page): Promise<string[]> {
  return (await sidebar(page).locator('[aria-expanded]').allInnerTexts()).map((text) => text.trim());
}

/** The address of `path` on another host name served by the same test server. */
export function onHost(baseURL: string | undefined, host: string, path = '/'): string {
  const url = new URL(path, baseURL);
  url.hostname = host;
  return url.toString();
}
