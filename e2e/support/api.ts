import { type APIRequestContext, expect } from '@playwright/test';
import { apiToken, SUPER_ADMIN } from './session.ts';

export async function userIdOf(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.get('/api/user/my', { headers: { authorization: `Bearer ${await apiToken(request, email)}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

export interface SentNotification {
  content: string;
  link?: string;
}

/** Raises `system` notifications for one user as the super admin (POST /api/notifs/send), in order. */
export async function sendNotifications(request: APIRequestContext, userId: number, notifications: SentNotification[]): Promise<void> {
  const token = await apiToken(request, SUPER_ADMIN.email);
  for (const notification of notifications) {
    const response = await request.post('/api/notifs/send', {
      headers: { authorization: `Bearer ${token}` },
      data: { userIds: [userId], ...notification },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** Empties a user's notifications and switches every kind back on, so that a test starts from a known state. */
export async function resetNotifications(request: APIRequestContext, email: string): Promise<void> {
  const headers = { authorization: `Bearer ${await apiToken(request, email)}` };
  expect((await request.delete('/api/notifs/delete/all', { headers })).status()).toBe(204);
  const settings = await request.get('/api/notifs/settings', { headers });
  const { settings: kinds } = (await settings.json()) as { settings: { kind: string }[] };
  const put = await request.put('/api/notifs/settings', {
    headers,
    data: { settings: kinds.map(({ kind }) => ({ kind, enabled: true })) },
  });
  expect(put.status()).toBe(200);
}

/** The id of the user's newest notification (GET /api/notifs/user). */
export async function newestNotificationId(request: APIRequestContext, email: string): Promise<number | undefined> {
  const response = await request.get('/api/notifs/user', { headers: { authorization: `Bearer ${await apiToken(request, email)}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { notifs: { id: number }[] }).notifs[0]?.id;
}

/** An address no other test or run has used. */
export function uniqueEmail(tag: string): string {
  return `e2e.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.fr`;
}

export interface NewMemberOptions {
  firstName?: string;
  lastName?: string;
  /**
   * False leaves the account as the registration form does, its confirmation mail unanswered: a
   * test that counts the account's mails or history lines finds the registration's alone.
   */
  confirmed?: boolean;
}

/**
 * A member of the main platform of their own, without company or credits, registered and
 * confirmed through the API as the registration form and the mailed link would: a test that
 * spends or buys does not touch the balances other tests read.
 */
export async function newMember(
  request: APIRequestContext,
  tag: string,
  password: string,
  { firstName = 'Camille', lastName = 'Nouvelle', confirmed = true }: NewMemberOptions = {},
): Promise<{ email: string; id: number }> {
  const email = uniqueEmail(tag);
  const registered = await request.post('/api/users', {
    data: {
      hubgrade_registration: {
        email,
        firstName,
        lastName,
        mobile: '0612345678',
        plainPassword: { first: password, second: password },
        cgu: true,
        accountType: 2,
      },
      brand: null,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = (await registered.json()) as { id: number };
  if (!confirmed) return { email, id };
  const token = await apiToken(request, SUPER_ADMIN.email);
  const mails = await request.get(`/api/dev/mails?${new URLSearchParams({ to: email })}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const link = /\/confirmation\/([^\s/"<]+)/.exec(((await mails.json()) as { items: { text: string }[] }).items[0]?.text ?? '');
  expect(link, `confirmation link mailed to ${email}`).not.toBeNull();
  const confirmation = await request.post('/api/users/confirm', { data: { token: link?.[1] } });
  expect(confirmation.status()).toBe(200);
  return { email, id };
}
