import { TWO_FACTOR_LABELS } from '@hubgrade/domain/auth/labels';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, spySnackbar } from '../../../test-providers.tsx';
import { MemberTwoFactor } from './member-two-factor.tsx';

const T = TWO_FACTOR_LABELS.member;

function renderCard(enabled: boolean) {
  const snackbar = spySnackbar();
  let on = enabled;
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'DELETE') {
      on = false;
      return new Response(null, { status: 204 });
    }
    return new Response(JSON.stringify({ enabled: on, enrolledAt: on ? '2026-10-02T08:30:00.000Z' : null }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<MemberTwoFactor memberId={41} name="Léa Martin" />, { snackbar });
  return { fetch, snackbar };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MemberTwoFactor', () => {
  it('resets an enabled second factor after confirmation, then says it is off', async () => {
    const { fetch, snackbar } = renderCard(true);
    expect(await screen.findByText(T.enabledSince('02/10/2026 10:30'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: T.reset }));
    expect(await screen.findByText(T.resetText('Léa Martin'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: T.resetConfirm }));
    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith({ message: T.done }));
    expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/users/41/totp') && init?.method === 'DELETE')).toBe(true);
    expect(await screen.findByText(T.notEnabled)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.reset })).toBeNull();
  });

  it('offers no reset when the member has none', async () => {
    renderCard(false);
    expect(await screen.findByText(T.notEnabled)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.reset })).toBeNull();
  });
});
