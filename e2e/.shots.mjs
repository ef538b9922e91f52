import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:4555';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
async function shot(name, { email = 'admin@demo.test', host = 'localhost', path = '/', width = 1440, height = 900, dark = false, before } = {}) {
  const ctx = await browser.newContext({ viewport: { width, height }, locale: 'fr-FR' });
  const page = await ctx.newPage();
  page.on('response', (r) => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()); });
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text()); });
  const origin = base.replace('localhost', host);
  await page.goto(`${origin}/connexion`);
  if (dark) await page.evaluate(() => localStorage.setItem('back_dark_mode', 'true'));
  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('button', { name: 'Déconnexion' }).waitFor();
  if (path !== '/') await page.goto(`${origin}${path}`);
  await page.waitForTimeout(1200);
  if (before) await before(page);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  await ctx.close();
}
const which = process.argv.slice(2);
const all = {
  desktop: () => shot('desktop', { path: '/membres' }),
  dark: () => shot('dark', { path: '/membres', dark: true }),
  mobile: () => shot('mobile', { width: 390, height: 844, before: (p) => p.getByRole('button', { name: 'Ouvrir le menu' }).click().then(() => p.waitForTimeout(600)) }),
  mobiledark: () => shot('mobiledark', { width: 390, height: 844, dark: true }),
  brand9: () => shot('brand9', { email: 'brand@demo.test', host: 'brand9.localhost', path: '/societe' }),
  panel: () => shot('panel', { before: (p) => p.getByTestId('notification-bell').click().then(() => p.waitForTimeout(800)) }),
  notifpage: () => shot('notifpage', { path: '/notifications' }),
  settings: () => shot('settings', { path: '/settings/notifications' }),
  collapsed: () => shot('collapsed', { path: '/tickets/view', before: (p) => p.getByRole('button', { name: 'Réduire le menu' }).click().then(() => p.waitForTimeout(600)) }),
};
for (const w of which.length ? which : Object.keys(all)) await all[w]();
await browser.close();
