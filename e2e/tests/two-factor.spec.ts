import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { newMember } from '../support/api.ts';
import { DEMO_PASSWORD, fillSignIn, signIn, signOut } from '../support/session.ts';

/** A code of the authenticator app `offset` steps of 30 s from now, as the app would show it. */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

test('enrols from the settings with the key shown, then signs in with the password and a code', async ({ page, request }) => {
  // An account of its own, registered and confirmed for this test: the demo accounts keep the password alone.
  const { email } = await newMember(request, 'totp', DEMO_PASSWORD, { firstName: 'Dominique', lastName: 'Double' });

  await signIn(page, email, { at: '/settings' });
  const section = page.getByRole('region', { name: 'Double authentification' });
  await section.getByRole('button', { name: 'Activer la double authentification' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = ((await dialog.getByTestId('totp-key').textContent()) ?? '').replace(/\s/g, '');
  // The step before this one: the sign-in below takes the current step's code, which comes later.
  await dialog.getByLabel('Code à 6 chiffres').fill(await codeAt(secret, -1));
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await dialog.getByRole('button', { name: 'J’ai noté mes codes' }).click();
  await expect(section.getByTestId('two-factor-state')).toContainText('Activée depuis le');
  await expect(section).toContainText('10 codes de secours restants');

  await page.goto('/');
  await signOut(page);
  await fillSignIn(page, email, DEMO_PASSWORD);
  const code = page.getByLabel('Code à 6 chiffres');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill('000000' === (await codeAt(secret)) ? '111111' : '000000');
  await code.press('Enter');
  await expect(page.getByText('Code invalide ou déjà utilisé.')).toBeVisible();
  await code.fill(await codeAt(secret));
  await code.press('Enter');
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
});
