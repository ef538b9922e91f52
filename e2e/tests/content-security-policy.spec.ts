import { expect, type Page, test } from '@playwright/test';
import { collectCspViolations } from '../support/csp-violations.ts';
import { routerAddresses } from '../support/screens.ts';
import { SUPER_ADMIN, signIn } from '../support/session.ts';

// Every built screen is checked under its policy by the accessibility walk, which visits them all.

/** Opens an address in a fresh page load and lets its screen draw and make its first calls. */
async function visit(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect(page.getByRole('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

test('the signed-out pages and the OpenAPI page load under their Content-Security-Policy without a violation', async ({ page }) => {
  const violations = await collectCspViolations(page);
  // The sign-in landing page and the router's own pages (the others send to sign-in).
  for (const address of routerAddresses()) await visit(page, address);
  await page.goto('/api/docs');
  await expect(page.getByText('Hubgrade back-office API').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('signed in, the landing page and the router’s own pages load under their Content-Security-Policy without a violation', async ({
  page,
}) => {
  const violations = await collectCspViolations(page);
  await signIn(page, SUPER_ADMIN.email);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('main').first()).toBeVisible();
  // Not the automatic sign-in, which would change the session.
  for (const address of routerAddresses().filter((path) => path !== '/login/auto')) await visit(page, address);
  expect(violations).toEqual([]);
});
