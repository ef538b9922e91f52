import { expect, test } from '@playwright/test';
import { userIdOf } from '../support/api.ts';
import { apiToken, SUPER_ADMIN, signIn } from '../support/session.ts';

const MEMBER = 'member@demo.test';
const OWNER = 'owner@demo.test';

test('an employee without « Achat entreprise sans validation » orders, the owner validates from the notification', async ({
  page,
  browser,
  request,
}) => {
  const admin = { authorization: `Bearer ${await apiToken(request, SUPER_ADMIN.email)}` };
  const memberId = await userIdOf(request, MEMBER);
  /** Sets the member's right, a toggle on the API. */
  const shoppingRights = async (wanted: boolean) => {
    const current = (await (await request.get(`/api/users/${memberId}`, { headers: admin })).json()) as { shoppingRights: boolean };
    if (current.shoppingRights === wanted) return;
    expect((await request.patch(`/api/shoppingRights/user/${memberId}`, { headers: admin })).status()).toBe(200);
  };
  await shoppingRights(false);
  try {
    await signIn(page, MEMBER, { at: '/magasin' });
    const pack = page.getByRole('region', { name: 'Packs de crédits' }).getByRole('article').first();
    await pack.getByRole('button', { name: 'Acheter' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmer l’achat' });
    await expect(confirm).toContainText(
      'Votre commande sera soumise à la validation du propriétaire ou d’un gestionnaire de votre société.',
    );
    await confirm.getByRole('button', { name: 'Confirmer l’achat' }).click();
    await expect(page.getByText('Commande enregistrée : elle attend la validation de votre société.')).toBeVisible();

    const owner = await browser.newPage();
    await signIn(owner, OWNER);
    await owner.getByTestId('notification-bell').click();
    const notice = owner
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: /attend votre validation pour la commande n° \d+/ })
      .first();
    const orderId = /commande n° (\d+)/.exec((await notice.textContent()) ?? '')?.[1];
    await notice.getByText(/attend votre validation/).click();
    await expect(owner).toHaveURL(new RegExp(`/commandes/commandes/${orderId}$`));
    await expect(owner.getByText('En attente validation').first()).toBeVisible();
    await owner.getByRole('button', { name: 'Valider' }).click();
    await owner.getByRole('dialog').filter({ hasText: 'Valider ?' }).getByRole('button', { name: 'Confirmer' }).click();
    await expect(owner.getByText('Commande mise à jour')).toBeVisible();
    // Validated, the order waits for staff's « Facturer ».
    await expect(owner.getByText('En attente facturation').first()).toBeVisible();
    await expect(owner.getByRole('button', { name: 'Valider' })).toHaveCount(0);
    await owner.close();
  } finally {
    await shoppingRights(true);
  }
});
