import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { userIdOf } from '../support/api.ts';
import { openSelect } from '../support/select.ts';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

interface Invoice {
  id: number;
  fullNumber: string;
  brandId: number | null;
}

const CLIENT = 'member@demo.test';
const snackbar = (page: Page) => page.getByTestId('snackbar');

async function adminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiToken(request, SUPER_ADMIN.email)}` };
}

/** A fresh one-shot invoice of the demo member (POST /api/invoices), waiting to be sent, so that each test owns its record. */
async function freshInvoice(request: APIRequestContext, unitPriceCents = 12_000): Promise<Invoice> {
  const response = await request.post('/api/invoices', {
    headers: await adminHeaders(request),
    data: {
      userId: await userIdOf(request, CLIENT),
      lines: [
        { designation: 'Salle de réunion, demi-journée', quantity: 2, unitPriceCents, vatRate: 2000 },
        { designation: 'Café d’accueil', quantity: 1, unitPriceCents: 850, vatRate: 1000 },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Invoice;
}

/** A fresh invoice already sent (state 1), which a credit note may cancel. */
async function sentInvoice(request: APIRequestContext): Promise<Invoice> {
  const invoice = await freshInvoice(request);
  const response = await request.post(`/api/brand/${invoice.brandId ?? 0}/invoice/email/${invoice.id}`, {
    headers: await adminHeaders(request),
  });
  expect(response.status(), await response.text()).toBe(200);
  return invoice;
}

/** The invoices table searched by one number: its only row. */
async function rowOf(page: Page, invoice: Invoice) {
  await page.goto(`/factures?search=${invoice.fullNumber}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: invoice.fullNumber, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

test('sends a waiting invoice by e-mail after a confirmation: it reads Envoyée', async ({ page, request }) => {
  const invoice = await freshInvoice(request);
  await signIn(page, SUPER_ADMIN.email);
  const row = await rowOf(page, invoice);
  await expect(row.getByText('En attente')).toBeVisible();
  await row.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Envoyer par e-mail' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Envoyer' }).click();
  await expect(snackbar(page)).toContainText('Facture envoyée');
  await expect(row.getByText('Envoyée')).toBeVisible();
});

test('credits two invoices from the dialog: two credit notes, both invoices Annulée', async ({ page, request }) => {
  const first = await sentInvoice(request);
  const second = await sentInvoice(request);
  await signIn(page, SUPER_ADMIN.email);
  const row = await rowOf(page, first);
  await row.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Générer un avoir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Générer un avoir' });
  await expect(dialog.getByRole('checkbox', { name: `Créditer la facture ${first.fullNumber}` })).toBeChecked();
  await dialog.getByRole('checkbox', { name: `Créditer la facture ${second.fullNumber}` }).check();
  await dialog.getByRole('button', { name: 'Générer' }).click();
  await expect(snackbar(page)).toContainText('2 avoirs établis');
  await expect(dialog).toBeHidden();
  for (const invoice of [first, second]) {
    await page.goto(`/factures/${invoice.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Facture ${invoice.fullNumber}` })).toBeVisible();
    await expect(page.getByRole('main').getByText('Annulée', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Avoirs' }).getByRole('link')).toHaveCount(1);
  }
});

test('records a payment of the whole amount due: the invoice reads Payée', async ({ page, request }) => {
  const invoice = await freshInvoice(request);
  await signIn(page, SUPER_ADMIN.email, { at: `/factures/${invoice.id}` });
  await page.getByRole('button', { name: 'Enregistrer un paiement' }).click();
  const dialog = page.getByRole('dialog');
  // 2 × 120,00 € + 20 % and 8,50 € + 10 %: the amount starts at what is due.
  await expect(dialog.getByLabel('Montant')).toHaveValue('297,35');
  await dialog.getByLabel('Référence').fill('VIR-4521');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(snackbar(page)).toContainText('Paiement enregistré');
  await expect(page.getByRole('region', { name: 'Paiements reçus' })).toContainText('VIR-4521');
  await expect(page.getByRole('main').getByText('Payée', { exact: true }).first()).toBeVisible();
});

test('keeps the filters in the address, as the dashboard’s figures link them', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, { at: '/factures' });
  await openSelect(page.getByRole('combobox', { name: 'Statut' }));
  await page.getByRole('option', { name: 'Payée' }).click();
  await expect(page).toHaveURL(/[?&]state=2(&|$)/);
  const states = page.locator('main table tbody tr[data-row] td .MuiChip-label');
  await expect(states.first()).toHaveText('Payée');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Statut' })).toHaveText('Payée');
  await page.goto('/factures?late=true');
  await expect(page.getByRole('switch', { name: 'En retard' })).toBeChecked();
  await expect(states.first()).toHaveText('En retard');
  expect(new Set(await states.allTextContents())).toEqual(new Set(['En retard']));
});

test('a refused one-shot invoice keeps what was typed, then is issued with the totals shown', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email, { at: '/factures/nouvelle' });
  await page.getByRole('combobox', { name: 'Client' }).fill('member');
  await page.getByRole('option', { name: /member@demo\.test/ }).click();
  await page.getByLabel('Quantité').fill('3');
  await page.getByLabel('Prix unitaire HT').fill('45,50');
  await page.getByRole('combobox', { name: 'TVA' }).click();
  await page.getByRole('option', { name: '5,5 %' }).click();
  // 3 × 45,50 € = 136,50 € HT, VAT 7,51 € rounded on the line: 144,01 € TTC.
  await expect(page.getByRole('region', { name: 'Totaux' })).toContainText('144,01 €');
  // No designation: the server refuses the line, the form keeps everything typed.
  await page.getByRole('button', { name: 'Émettre la facture' }).click();
  await expect(page.getByText('Indiquez la désignation (200 caractères au plus).')).toBeVisible();
  await expect(page.getByLabel('Prix unitaire HT')).toHaveValue('45,50');
  await page.getByLabel('Désignation 1').fill('Impressions couleur');
  await page.getByRole('button', { name: 'Émettre la facture' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Facture F-\d{4}-\d{6}$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lignes' })).toContainText('Impressions couleur');
  await expect(page.getByRole('region', { name: 'Totaux' })).toContainText('144,01 €');
});

test('credits part of an invoice, by line and quantity: one credit note, the invoice stays Envoyée', async ({ page, request }) => {
  const invoice = await sentInvoice(request);
  await signIn(page, SUPER_ADMIN.email, { at: `/factures/${invoice.id}` });
  await page.getByRole('button', { name: 'Générer un avoir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Générer un avoir' });
  const item = dialog.getByRole('listitem').filter({ hasText: `Créditer la facture ${invoice.fullNumber}` });
  await item.getByLabel('Choisir les lignes').check();
  // One of the two half-days, nothing of the coffee.
  await item.getByLabel('Quantité à créditer : Salle de réunion, demi-journée').fill('1');
  await item.getByLabel('Quantité à créditer : Café d’accueil').fill('0');
  await dialog.getByRole('button', { name: 'Générer' }).click();
  await expect(snackbar(page)).toContainText('Avoir établi');
  await expect(page.getByRole('region', { name: 'Avoirs' }).getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('main').getByText('Envoyée', { exact: true }).first()).toBeVisible();
  // 297,35 € less 120,00 € + 20 %: 153,35 € left to pay.
  await expect(page.getByRole('region', { name: 'Totaux' })).toContainText('153,35 €');
});

test('opens the invoice’s PDF in a new tab', async ({ page, request }) => {
  const invoice = await freshInvoice(request);
  await signIn(page, SUPER_ADMIN.email, { at: `/factures/${invoice.id}` });
  const tab = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Voir le PDF' }).click();
  await expect(await tab).toHaveURL(/^blob:/);
});
