import { expect, test } from '@playwright/test';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

interface StatementRow {
  billNumber: string;
  landlordId: number;
  cryptInvoice: string;
}

test('staff open a landlord’s draft statement from their member sheet and send it after a confirmation', async ({ page, request }) => {
  // A draft of the demo data, whoever its landlord.
  const token = await apiToken(request, SUPER_ADMIN.email);
  const drafts = await request.get('/api/rdg?state=1&itemsPerPage=1', { headers: { authorization: `Bearer ${token}` } });
  expect(drafts.status()).toBe(200);
  const [draft] = ((await drafts.json()) as { items: StatementRow[] }).items;
  if (!draft) throw new Error('no draft statement in the demo data');

  await signIn(page, SUPER_ADMIN.email, { at: `/membres/${draft.landlordId}` });
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: draft.billNumber, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Brouillon')).toBeVisible();
  await row.getByRole('button', { name: 'Actions sur la ligne' }).click();
  await page.getByRole('menuitem', { name: 'Voir le relevé' }).click();

  await expect(page).toHaveURL(new RegExp(`/rdg/${draft.cryptInvoice}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Relevé de gestion ${draft.billNumber}`);
  await expect(page.getByTestId('total-Total reversé TTC')).toHaveText(/€/);

  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(draft.billNumber);
  await confirm.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Relevé envoyé.')).toBeVisible();
  await expect(page.getByText('Ce relevé a été envoyé : il ne peut plus être modifié.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer', exact: true })).toHaveCount(0);
});
