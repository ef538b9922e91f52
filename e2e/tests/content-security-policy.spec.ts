import { expect, type Page, test } from '@playwright/test';
import { builtScreenAddresses, routerAddresses } from '../support/screens.ts';
import { SUPER_ADMIN, signIn } from '../support/session.ts';

/** Whatever the browser refused under the page's policy, as the address and directive it names. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (report: string) => violations.push(report));
  // A string: the tests compile without the DOM's types.
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (event) =>
    window.__cspViolation(location.pathname + ': ' + event.effectiveDirective + ' refused ' + (event.blockedURI || 'inline')
      + ' (' + event.sourceFile + ':' + event.lineNumber + ')'))`);
  page.on('console', (message) => {
    if (message.text().includes('Refused to')) violations.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  return violations;
}

/** Opens an address in a fresh page load and lets its screen draw and make its first calls. */
async function visit(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect(page.getByRole('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/** The screens are visited in a few parts, so that each test stays short and the parts run side by side. */
const PARTS = 4;

test('the signed-out pages and the OpenAPI page load under their Content-Security-Policy without a violation', async ({ page }) => {
  const violations = await collectViolations(page);
  // The sign-in landing page and the router's own pages (the others send to sign-in).
  for (const address of routerAddresses()) await visit(page, address);
  await page.goto('/api/docs');
  await expect(page.getByText('Hubgrade back-office API').first()).toBeVisible();
  expect(violations).toEqual([]);
});

for (let part = 0; part < PARTS; part++) {
  test(`every screen of the app loads under its Content-Security-Policy without a violation (part ${part + 1} of ${PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const violations = await collectViolations(page);
    const screens = builtScreenAddresses();
    expect(screens.length).toBeGreaterThan(20);
    await signIn(page, SUPER_ADMIN.email);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // Signed in: the landing pages (/ and /membres among the screens), every built screen, the
    // development pages and the error page; not the automatic sign-in, which would change the session.
    const addresses = [...screens, ...routerAddresses().filter((path) => path !== '/login/auto')];
    for (const address of addresses.filter((_, index) => index % PARTS === part)) await visit(page, address);
    expect(violations).toEqual([]);
  });
}
