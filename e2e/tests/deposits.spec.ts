import { type APIRequestContext, expect, test } from '@playwright/test';
import { userIdOf } from '../support/api.ts';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

const CLIENT = 'member@demo.test';

/** Today's month in Paris, YYYY-MM. */
const parisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(new Date());
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

/**
 * A contract with a security deposit, billed by the month's run (which invoices its deposit), the
 * deposit paid and the contract ended: what staff refund from the deposit's sheet. Answers the
 * deposit invoice's id.
 */
async function paidDepositOfEndedContract(request: APIRequestContext): Promise<number> {
  const headers = { authorization: `Bearer ${await apiToken(request, SUPER_ADMIN.email)}` };
  const created = await request.post('/api/bookings-hp', {
    headers,
    data: {
      tenantId: await userIdOf(request, CLIENT),
      landlordName: 'SCI Dépôt',
      startDate: `${parisMonth()}-01`,
      rentCents: 90_000,
      depositCents: 180_000,
      contractType: 1,
      state: 3,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contract = (await created.json()) as { id: number };
  expect((await request.post(`/api/bookings/${contract.id}/state`, { headers, data: { state: 4 } })).status()).toBe(200);

  const run = await request.post('/api/billing-runs', { headers, data: { month: parisMonth() } });
  expect(run.status(), await run.text()).toBe(202);
  const runId = ((await run.json()) as { id: number }).id;
  await expect
    .poll(async () => ((await (await request.get(`/api/billing-runs/${runId}`, { headers })).json()) as { state: string }).state)
    .toBe('done');

  const list = await request.get(`/api/invoices?bookingId=${contract.id}&type=6`, { headers });
  const [deposit] = ((await list.json()) as { items: { id: number; totalTtc: number }[] }).items;
  expect(deposit?.totalTtc).toBe(180_000);
  const id = deposit?.id as number;
  const paid = await request.post(`/api/invoices/${id}/payments`, {
    headers,
    data: { method: 'transfer', amountCents: 180_000, paidOn: parisToday() },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  expect((await request.post(`/api/bookings/${contract.id}/state`, { headers, data: { state: 6 } })).status()).toBe(200);
  return id;
}

test('staff refund a paid deposit after a confirmation and see the credit note', async ({ page, request }) => {
  const id = await paidDepositOfEndedContract(request);
  await signIn(page, SUPER_ADMIN.email, { at: `/factures/${id}` });
  await expect(page.getByText('Acompte')).toBeVisible();
  await page.getByRole('button', { name: 'Rembourser le dépôt de garantie' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1 800,00 €');
  await dialog.getByRole('button', { name: 'Rembourser' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Dépôt de garantie remboursé');
  await expect(page.getByText('Annulée').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rembourser le dépôt de garantie' })).toHaveCount(0);

  await page.getByRole('link', { name: /^F-\d{4}-\d{6}$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Avoir');
  await expect(page.getByText('Avoir — remboursement du dépôt de garantie')).toBeVisible();
  await expect(page.getByText('Remboursement du dépôt de garantie.')).toBeVisible();
});
