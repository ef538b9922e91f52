import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the built app (apps/web/dist served by the API) on a free port with a
 * fresh embedded database, in Debian's Chromium: no browser is ever downloaded.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Two cores: the server and one browser each.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // A long form test (the SEO blocks, a dozen saves) passes in 40 s on an idle machine and took
  // over 60 s when the machine was slower; a real failure still fails, only later.
  timeout: 90_000,
  // A screen waited for while the other worker's test loads the same two cores (server, database
  // and both browsers) can take over 10 s to draw on a slow machine; a real failure still fails.
  expect: { timeout: 20_000 },
  use: {
    ...devices['Desktop Chrome'],
    // Set by the global setup once the server listens; workers read this file again after it.
    baseURL: process.env.E2E_BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
