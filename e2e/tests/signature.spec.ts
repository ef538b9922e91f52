import { expect, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, fillSignIn, SUPER_ADMIN } from '../support/session.ts';

/**
 * A contract signed through the built-in e-signature provider from start to Signé: staff start the
 * signature, the tenant signs in the frame of /bookings/{id}/contrat/{signatureId} (name, drawn
 * signature, mobile, one-time code read from the built-in mailbox) and the contract is Signé.
 */
test('a tenant signs a contract in the signature frame and the contract becomes Signé', async ({ page, request }) => {
  // The whole flow (PDF, frame, code, signed copy) runs many calls on a shared machine.
  test.slow();
  const token = await apiToken(request, SUPER_ADMIN.email);
  const headers = { authorization: `Bearer ${token}` };

  // An accepted platform contract of the main platform that nobody has sent for signature yet.
  const list = await request.get('/api/bookings?state=1&itemsPerPage=100', { headers });
  expect(list.status()).toBe(200);
  const accepted = ((await list.json()) as { items: { id: number; stateName: number }[] }).items.filter((c) => c.stateName === 1);
  let contractId = 0;
  let started: { signatureId: number; link: string } | null = null;
  for (const candidate of accepted) {
    const response = await request.post(`/api/bookings/${candidate.id}/signatures`, { headers });
    if (response.status() === 201) {
      contractId = candidate.id;
      started = await response.json();
      break;
    }
  }
  expect(started, 'an accepted contract to sign').not.toBeNull();
  const { signatureId } = started as { signatureId: number };
  const signature = await (await request.get(`/api/bookings/${contractId}/signatures/${signatureId}`, { headers })).json();
  const tenantEmail = signature.signer.email as string;

  await page.goto('/connexion');
  await fillSignIn(page, SUPER_ADMIN.email, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible({ timeout: 45_000 });
  await page.goto(`/bookings/${contractId}/contrat/${signatureId}`);
  await expect(page.getByRole('heading', { name: `Signature du contrat n°${contractId}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Signature commencée' })).toBeVisible({ timeout: 30_000 });

  const frame = page.frameLocator('iframe[title="Signature du contrat"]');
  await frame.getByLabel('Nom et prénom').fill('Jeanne Signataire');

  // Draws the signature across the pad.
  const pad = frame.locator('canvas#pad');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('signature pad not visible');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 ? -30 : 30), { steps: 4 });
  await page.mouse.up();

  // French mobile rule: a landline start is refused as it is typed.
  const mobile = frame.getByLabel('Numéro de mobile');
  await mobile.pressSequentially('01');
  await expect(mobile).toHaveValue('0');
  await mobile.fill('');
  await frame.getByRole('button', { name: 'Recevoir le code' }).click();
  await expect(
    frame.getByText('Vous devez saisir un numéro de mobile (obligatoire pour la signature numérique des documents).'),
  ).toBeVisible();
  await mobile.pressSequentially('0612345678');
  await frame.getByRole('button', { name: 'Recevoir le code' }).click();
  await expect(frame.getByText(/Un code de confirmation a été envoyé/)).toBeVisible();

  // The one-time code, from the built-in mailbox (in place of an SMS).
  const mails = await request.get(`/api/dev/mails?${new URLSearchParams({ to: tenantEmail })}`, { headers });
  const newest = ((await mails.json()) as { items: { subject: string; text: string }[] }).items.find(
    (m) => m.subject === 'Votre code de signature',
  );
  const code = /est : (\d{6})/.exec(newest?.text ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);

  await frame.getByLabel('Code de confirmation').fill(code as string);
  await frame.getByRole('button', { name: 'Signer le contrat' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Contrat signé' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Signé', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Télécharger le contrat signé' })).toBeVisible();

  const contract = await (await request.get(`/api/bookings/${contractId}`, { headers })).json();
  expect(contract.stateName ?? contract.state).toBe(3);
  const file = await (await request.get(`/api/uploads/booking/${contractId}`, { headers })).json();
  expect(file).toEqual({ message: 'OK', path: `/api/bookings/${contractId}/signatures/${signatureId}/signed.pdf` });
});
