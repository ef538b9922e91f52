import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, fillSignIn, SUPER_ADMIN, signIn } from '../support/session.ts';
import { onHost, sidebar, sidebarEntries, sidebarGroups, unfoldSidebar } from '../support/shell.ts';

async function signInAt(page: Page, url: string, email: string): Promise<void> {
  await page.goto(url);
  await fillSignIn(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
}

/** Brand 9's tab once signed in: its name, alone or after the screen's title ("Tableau de bord · Nova Services"). */
const BRAND9_TAB = /(^| · )Nova Services$/;
const SUPER_ADMIN_ONLY = ['Ordres de virement', 'Ordres de prélèvement', 'Autres paiements', 'Marques', 'Modules'];

test.describe('sidebar entries by role and brand (spec shell §2.4, §6)', () => {
  test('the super admin sees every group and entry, in the order of the spec', async ({ page }) => {
    await signIn(page, SUPER_ADMIN.email);
    expect(await sidebarGroups(page)).toEqual([
      'CRM',
      'Office management',
      'Magasin',
      'Tickets',
      'Plateforme',
      'Contrats',
      'Contenu',
      'Autres actions',
      'Marque blanche',
    ]);
    expect(await sidebarEntries(page)).toEqual([
      'Tableau de bord',
      'Sociétés',
      'Membres',
      'Nouveaux collaborateurs',
      'Espaces',
      "Fil d'actualités",
      'Salles de réunion',
      'Poste de travail',
      'Terrasse & café',
      'Espaces de coworking',
      'Liste des salles de réunion',
      'États des lieux',
      'Badges / Clefs',
      "Panneaux d'affichage",
      'Catégories',
      'Produits',
      'Paniers',
      'Devis',
      'Commandes',
      'Abonnements',
      "Vue d'ensemble",
      'Vue détaillée',
      'Annonces',
      "Groupes d'annonces",
      'Suggestions',
      'Messages',
      'Plateforme',
      'Coworking',
      'Hors plateforme',
      'Mandats SEPA',
      'Pages statiques',
      'Arborescence',
      'Pages canoniques',
      'Etiquettes',
      'Emailing',
      'Documents',
      'Notifications',
      'Commerciaux',
      'Opérations',
      'Factures',
      'Ordres de virement',
      'Ordres de prélèvement',
      'Autres paiements',
      'Taux de commission',
      'Mandats',
      'Contrats',
      'Erreurs DB',
      'CSV cafés',
      'Exports',
      'Marques',
      'Modules',
      'Réglages',
    ]);
  });

  test('the brand 9 administrator on its host sees the modules of Nova Services, in its colours', async ({ page, baseURL }) => {
    await signInAt(page, onHost(baseURL, 'brand9.localhost', '/connexion'), 'brand@demo.test');
    // The tab names the brand, after the screen's title once its chunk has loaded.
    await expect(page).toHaveTitle(BRAND9_TAB);
    expect(await sidebarEntries(page)).toEqual([
      'Tableau de bord',
      'Sociétés',
      'Membres',
      'Nouveaux collaborateurs',
      'Espaces',
      'Annonces',
      "Groupes d'annonces",
      'Suggestions',
      'Messages',
      'Plateforme',
      'Hors plateforme',
      'Mandats SEPA',
      'Pages statiques',
      'Arborescence',
      'Pages canoniques',
      'Etiquettes',
      'Documents',
      'Notifications',
      'Commerciaux',
      'Opérations',
      'Factures',
      'Taux de commission',
      'Mandats',
      'Contrats',
      'Erreurs DB',
      'Exports',
      'Réglages',
    ]);
    // The current entry is drawn in the brand's colour (#1565C0), not the default orange.
    await expect(sidebar(page).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page).getByRole('link', { name: 'Tableau de bord' })).toHaveCSS('color', 'rgb(21, 101, 192)');
  });

  test('brand 9 says Prestataire and Client where the main platform says Loueur and Locataire (spec shell §1)', async ({
    page,
    baseURL,
  }) => {
    /** Opens a table screen and checks which party words its column headers use. */
    const expectWords = async (path: string, shown: string[], absent: string[]) => {
      await page.goto(path);
      const headers = page.getByRole('table').getByRole('columnheader');
      await expect(headers.first()).toBeVisible();
      for (const word of shown) await expect(headers.filter({ hasText: new RegExp(`^${word}$`) })).toHaveCount(1);
      for (const word of absent) await expect(headers.filter({ hasText: new RegExp(`^${word}$`) })).toHaveCount(0);
    };
    await signInAt(page, onHost(baseURL, 'brand9.localhost', '/connexion'), 'brand@demo.test');
    await expectWords(onHost(baseURL, 'brand9.localhost', '/messages'), ['Prestataire', 'Client'], ['Loueur', 'Locataire']);
    await expectWords(onHost(baseURL, 'brand9.localhost', '/annonces'), ['Prestataire'], ['Loueur']);

    await signIn(page, SUPER_ADMIN.email);
    await expectWords('/messages', ['Loueur', 'Locataire'], ['Prestataire', 'Client']);
    await expectWords('/annonces', ['Loueur'], ['Prestataire']);
  });

  test('the brand 5 office administrator gets the Security Center but no Exports, Emailing or legal templates', async ({
    page,
    baseURL,
  }) => {
    await signInAt(page, onHost(baseURL, 'brand5.localhost', '/connexion'), 'office.brand5@demo.test');
    const entries = await sidebarEntries(page);
    expect(entries).toEqual([
      'Tableau de bord',
      'Sociétés',
      'Membres',
      'Nouveaux collaborateurs',
      'Espaces',
      "Fil d'actualités",
      'Salles de réunion',
      'Poste de travail',
      'Terrasse & café',
      'Liste des salles de réunion',
      'États des lieux',
      'Badges / Clefs',
      'Catégories',
      'Produits',
      'Paniers',
      'Devis',
      'Commandes',
      'Abonnements',
      "Vue d'ensemble",
      'Vue détaillée',
      'Plateforme',
      'Hors plateforme',
      'Mandats SEPA',
      'Pages statiques',
      'Arborescence',
      'Pages canoniques',
      'Etiquettes',
      'Documents',
      'Notifications',
      'Opérations',
      'Factures',
      'Taux de commission',
      'Erreurs DB',
      'CSV cafés',
      'Réglages',
      'Security Center',
    ]);
    expect(await sidebarGroups(page)).not.toContain('Marque blanche');
    const securityCenter = sidebar(page).getByRole('link', { name: /Security Center/ });
    await expect(securityCenter).toHaveAttribute('target', '_blank');
    await expect(securityCenter).toHaveAttribute('href', /^https:\/\//);
  });

  test('commercial staff see the CRM, the sites, the platform group and Contrats plateforme', async ({ page }) => {
    await signIn(page, 'commercial@demo.test');
    expect(await sidebarEntries(page)).toEqual([
      'Tableau de bord',
      'Sociétés',
      'Membres',
      'Nouveaux collaborateurs',
      'Espaces',
      'Annonces',
      "Groupes d'annonces",
      'Suggestions',
      'Messages',
      'Plateforme',
      'Notifications',
      'Réglages',
    ]);
  });

  test('a member sees the dashboard, their notifications and the settings', async ({ page }) => {
    await signIn(page, 'member@demo.test');
    expect(await sidebarEntries(page)).toEqual(['Tableau de bord', 'Notifications', 'Réglages']);
    for (const name of SUPER_ADMIN_ONLY) await expect(sidebar(page).getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('a brand without the shop module shows no Magasin nor Marketplace group (brand 8)', async ({ page, baseURL }) => {
    await signInAt(page, onHost(baseURL, 'brand8.localhost', '/connexion'), 'admin.brand8@demo.test');
    const groups = await sidebarGroups(page);
    expect(groups).not.toContain('Magasin');
    expect(groups).not.toContain('Marketplace');
    expect(groups).toContain('Tickets');
  });
});

test('the current entry is highlighted and its group opens by itself', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, { at: '/tickets/view' });
  const entry = sidebar(page).getByRole('link', { name: 'Vue détaillée' });
  await expect(entry).toHaveAttribute('aria-current', 'page');
  await expect(sidebar(page).getByRole('button', { name: 'Tickets' })).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar(page).getByRole('link', { name: "Vue d'ensemble" })).not.toHaveAttribute('aria-current');

  // A group folds and unfolds on demand.
  await sidebar(page).getByRole('button', { name: 'Tickets' }).click();
  await expect(entry).toBeHidden();
  await sidebar(page).getByRole('button', { name: 'Tickets' }).click();
  await expect(entry).toBeVisible();

  await sidebar(page).getByRole('button', { name: 'CRM' }).click();
  await sidebar(page).getByRole('link', { name: 'Sociétés' }).click();
  await expect(page).toHaveURL(/\/societe$/);
  await expect(sidebar(page).getByRole('link', { name: 'Sociétés' })).toHaveAttribute('aria-current', 'page');
  await expect(entry).not.toHaveAttribute('aria-current');
});

test('on a large screen the sidebar folds to its icons, and stays so after a reload', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email);
  await page.getByRole('button', { name: 'Réduire le menu' }).click();
  await expect(sidebar(page).getByText('Tableau de bord')).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Déplier le menu' })).toBeVisible();
  // Choosing a group's icon unfolds the sidebar on that group.
  await sidebar(page).getByRole('button', { name: 'CRM' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Membres' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réduire le menu' })).toBeVisible();
});

test('on a small screen the sidebar is a drawer that closes once an entry is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, SUPER_ADMIN.email);
  await expect(sidebar(page)).toBeHidden();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByRole('presentation').getByText(SUPER_ADMIN.name)).toBeVisible();
  await sidebar(page).getByRole('button', { name: 'Contenu' }).click();
  await sidebar(page).getByRole('link', { name: 'Pages canoniques' }).click();
  await expect(page).toHaveURL(/\/pages-canoniques$/);
  await expect(sidebar(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Pages canoniques', level: 1 })).toBeVisible();
});

test('a screen not built yet says so inside the layout and leads back to the dashboard', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email);
  // The management statements' list (/rdg) has no sidebar entry: its statements open from the landlords' sheets.
  await page.goto('/rdg');
  await expect(page.getByRole('heading', { name: 'Relevés de gestion', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Page en préparation');
  await expect(page.getByRole('status')).toContainText('pas encore disponible');
  await expect(sidebar(page)).toBeVisible();
  await page.getByRole('status').getByRole('link', { name: 'Revenir au tableau de bord' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('without a brand logo the product’s default mark is shown, served by the app itself (spec shell §9)', async ({ page }) => {
  const mark = page.getByTestId('default-logo').filter({ visible: true });
  const drawn = () => mark.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth);
  await page.goto('/connexion');
  // On a large screen it sits on the brand-coloured panel: the mark for dark surfaces.
  await expect(mark).toHaveAttribute('src', '/logo-dark.svg');
  await expect.poll(drawn).toBeGreaterThan(0);
  await page.setViewportSize({ width: 400, height: 800 });
  await expect(mark).toHaveAttribute('src', '/logo.svg');
  await expect.poll(drawn).toBeGreaterThan(0);
  await expect(page.locator('link#favicon')).toHaveAttribute('href', '/favicon.svg');
});

test('an unknown route and /error?statusCode= show the error page of spec §2.6', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, { at: '/pas/une/route' });
  await expect(page.getByRole('heading', { name: 'Erreur 404' })).toBeVisible();
  await expect(page.getByText('Page introuvable')).toBeVisible();
  await expect(page.getByText("Il semble y avoir une erreur : la page a été déplacée ou n'existe plus.")).toBeVisible();
  await page.goto('/error?statusCode=500');
  await expect(page.getByRole('heading', { name: 'Erreur 500' })).toBeVisible();
  await expect(page.getByText('Désolé, une erreur interne est survenue.')).toBeVisible();
  // Only 500 is an internal error; any other code gets the generic message.
  await page.goto('/error?statusCode=503');
  await expect(page.getByRole('heading', { name: 'Erreur 503' })).toBeVisible();
  await expect(page.getByText("Il semble y avoir une erreur : la page a été déplacée ou n'existe plus.")).toBeVisible();
  await page.getByRole('link', { name: 'Revenir au tableau de bord' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('signing out calls no endpoint, forgets the cookie and opens /connexion', async ({ page, context }) => {
  await signIn(page, SUPER_ADMIN.email);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/') && request.method() !== 'GET')
      calls.push(`${request.method()} ${request.url()}`);
  });
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/connexion$/);
  expect(calls).toEqual([]);
  expect((await context.cookies()).find((c) => c.name === 'back_auth_token')).toBeUndefined();
  await page.goto('/membres');
  await expect(page).toHaveURL(/\/connexion\?redirect=%2Fmembres$/);
});

test('dark mode is kept in local storage and survives a reload', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email);
  const body = page.locator('body');
  await expect(body).toHaveCSS('background-color', 'rgb(244, 246, 250)');
  await page.getByRole('button', { name: 'Mode sombre' }).click();
  await expect(body).toHaveCSS('background-color', 'rgb(15, 17, 21)');
  expect(await page.evaluate("localStorage.getItem('back_dark_mode')")).toBe('true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Mode clair' })).toBeVisible();
  await expect(body).toHaveCSS('background-color', 'rgb(15, 17, 21)');
  await page.getByRole('button', { name: 'Mode clair' }).click();
  await expect(body).toHaveCSS('background-color', 'rgb(244, 246, 250)');
});

test('/login sends a signed-in user to a safe redirect target, and others to sign in', async ({ page }) => {
  await page.goto('/login?redirect=%2Fmembres');
  await expect(page).toHaveURL(/\/connexion\?redirect=%2Fmembres$/);
  await fillSignIn(page, SUPER_ADMIN.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/membres$/);
  await page.goto('/login?redirect=%2F%2Fevil.example');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test('a member of a brand signing in on another host is sent to the brand back-office host', async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  await page.goto('/connexion');
  await fillSignIn(page, 'member.brand9@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`^http://brand9\\.localhost:${port}/`));
  await expect(page).toHaveTitle(BRAND9_TAB);
});

test('a code chunk that fails to load reloads the page once, then shows the error', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email);
  await page.route(/\/assets\/settings-page-[^/]+\.js$/, (route) => route.abort());
  let loads = 0;
  page.on('load', () => loads++);
  await unfoldSidebar(page);
  // The settings screen's code is a chunk of its own, loaded when its entry is first opened.
  await sidebar(page).getByRole('link', { name: 'Réglages' }).click();
  // The reload asks for the chunk again; within 60 s the guard lets the failure show.
  await expect(page.getByRole('heading', { name: 'Erreur 500' })).toBeVisible();
  expect(loads).toBe(1);
  await expect(page).toHaveURL(/\/settings$/);
  expect(Number(await page.evaluate("sessionStorage.getItem('back_chunk_reload_at')"))).toBeGreaterThan(0);
});

test('a new page starts at the top, and going back returns where the previous one was left', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, { at: '/membres' });
  await expect(page.getByRole('row')).toHaveCount(26);
  await page.getByRole('button', { name: 'Page suivante' }).scrollIntoViewIfNeeded();
  const scrollY = async () => Number(await page.evaluate('window.scrollY'));
  const left = await scrollY();
  expect(left).toBeGreaterThan(300);

  await page.getByRole('button', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(scrollY).toBe(0);

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect.poll(scrollY).toBe(left);
});

test('going back from a short page to a long one returns where it was left once its rows are drawn', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email);
  // The demo accounts fill a first page and spill onto a second, much shorter one.
  await page.goto('/membres?search=demo.test');
  await expect(page.getByRole('row')).toHaveCount(26);
  const next = page.getByRole('button', { name: 'Page suivante' });
  await next.scrollIntoViewIfNeeded();
  const scrollY = async () => Number(await page.evaluate('window.scrollY'));
  const left = await scrollY();
  expect(left).toBeGreaterThan(300);

  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(async () => page.getByRole('row').count()).toBeLessThan(26);

  // The first page's rows are drawn after the address has changed, on a page still too short.
  await page.goBack();
  await expect(page.getByRole('row')).toHaveCount(26);
  await expect.poll(scrollY).toBe(left);
});
