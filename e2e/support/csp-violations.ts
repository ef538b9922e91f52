import type { Page } from '@playwright/test';

/**
 * Whatever the browser refuses under the page's Content-Security-Policy from now on, as the
 * address and directive it names: the list fills as the page is used.
 */
export async function collectCspViolations(page: Page): Promise<string[]> {
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
