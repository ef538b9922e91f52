import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { collectCspViolations } from '../support/csp-violations.ts';
import { builtScreenAddresses } from '../support/screens.ts';
import { DEMO_PASSWORD, fillSignIn, SUPER_ADMIN, signIn } from '../support/session.ts';

/** WCAG 2.0 A/AA, 2.1 A/AA and 2.2 AA: the rules the back-office is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical violations of the page as drawn, one line per rule and element. */
async function violationsOf(page: Page): Promise<string[]> {
  // label-content-name-mismatch (WCAG 2.5.3) is marked experimental by axe and off unless asked for.
  // A brand's live preview paints the colours being chosen; the brand sheet itself warns when
  // their contrast falls short, so the preview is not held to it.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .exclude('[data-testid="brand-preview"]')
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const path = new URL(page.url()).pathname;
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) => violation.nodes.map((node) => `${path} ${violation.id}: ${node.target.join(' ')}`));
}

/** Opens a screen and lets it draw its first data before the check. */
async function visit(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect(page.getByRole('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  // The skeletons make way for the rows: the check reads the screen as it is used.
  await expect(page.locator('.MuiSkeleton-root'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
  // A table dims its rows while it refetches or draws a page, a passing state that a refetch set
  // off by the other tests' writes can bring back at any moment: contrast is measured at rest.
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  await page.addStyleTag({ content: 'tbody { opacity: 1 !important; transition: none !important; }' });
}

function report(violations: string[]): void {
  const byRule = new Map<string, number>();
  for (const line of violations) {
    const rule = (line.split(' ')[1] ?? '').replace(/:$/, '');
    byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
  }
  console.log(`axe serious+critical: ${violations.length}`, Object.fromEntries(byRule));
}

test.use({ viewport: { width: 1440, height: 900 } });

test('the sign-in screens have no serious or critical WCAG 2.2 AA violation, on the main host and a brand’s', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  const violations: string[] = [];
  for (const address of ['/connexion', `http://brand9.localhost:${port}/connexion`]) {
    await page.goto(address);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    violations.push(...(await violationsOf(page)));
  }
  report(violations);
  expect(violations).toEqual([]);
});

/** The built screens in a few groups, each its own test, so that the two workers share them. */
const SCREEN_GROUPS = 8;
const screens = builtScreenAddresses();

test('the check covers every built screen', () => {
  expect(screens.length).toBeGreaterThan(20);
});

for (let group = 0; group < SCREEN_GROUPS; group++) {
  const addresses = screens.filter((_, index) => index % SCREEN_GROUPS === group);
  // One walk for two checks: each screen is also loaded under its Content-Security-Policy.
  test(`built screens ${group + 1}/${SCREEN_GROUPS} have no serious or critical WCAG 2.2 AA violation and nothing refused by their Content-Security-Policy`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const refused = await collectCspViolations(page);
    await signIn(page, SUPER_ADMIN.email);
    const violations: string[] = [];
    for (const address of addresses) {
      await visit(page, address);
      violations.push(...(await violationsOf(page)));
    }
    report(violations);
    expect(violations).toEqual([]);
    expect(refused).toEqual([]);
  });
}

test('a brand’s screens keep their contrast in the brand’s colour', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  await page.goto(`http://brand9.localhost:${port}/connexion`);
  await fillSignIn(page, 'brand@demo.test', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  const violations: string[] = [];
  for (const address of ['/', '/membres']) {
    await visit(page, `http://brand9.localhost:${port}${address}`);
    violations.push(...(await violationsOf(page)));
  }
  report(violations);
  expect(violations).toEqual([]);
});
