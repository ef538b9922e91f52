import type { Role } from '@hubgrade/domain/auth/roles';
import { MEMBER_LABELS } from '@hubgrade/domain/members/labels';
import type { Member } from '@hubgrade/domain/members/schemas';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, spySnackbar } from '../../../test-providers.tsx';
import { AccountSwitch } from './account-switch.tsx';

const member: Member = {
  id: 41,
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea.martin@exemple.fr',
  mobile: null,
  mobileCC: 'FR',
  roles: ['ROLE_USER'],
  accountType: 2,
  enabled: true,
  lastLogin: '2026-11-02T09:00:00.000Z',
  userInscriptionDate: '2026-01-10T09:00:00.000Z',
  companyOwner: false,
  access: {},
  companyId: null,
  parentCompanyName: null,
  brandId: null,
  brandName: null,
  accessCompany: false,
  shoppingRights: false,
  userSellsyProspectId: null,
};

function renderSwitch(target: Member, viewerId: number, viewerRoles: Role[] = ['ROLE_ADMIN']) {
  const snackbar = spySnackbar();
  const fetch = vi.fn(async () => new Response(JSON.stringify({ ...target, enabled: !target.enabled }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<AccountSwitch member={target} viewerId={viewerId} viewerRoles={viewerRoles} />, { snackbar });
  return { snackbar, fetch };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the member sheet’s account switch', () => {
  it('asks before disabling, calls the disable operation, then says the sessions ended', async () => {
    const { snackbar, fetch } = renderSwitch(member, 1);
    await userEvent.click(screen.getByRole('button', { name: MEMBER_LABELS.actions.disable }));
    const dialog = await screen.findByRole('dialog', { name: MEMBER_LABELS.confirm.disableTitle });
    expect(dialog.textContent).toContain('Léa Martin ne pourra plus se connecter');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('button', { name: MEMBER_LABELS.actions.disable }).at(-1) as HTMLElement);
    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith({ message: MEMBER_LABELS.done.disable }));
    expect(fetch).toHaveBeenCalledWith('/api/users/41/disable', expect.objectContaining({ method: 'POST' }));
  });

  it('offers "Activer le compte" on a disabled account and says it is done', async () => {
    const { snackbar, fetch } = renderSwitch({ ...member, enabled: false }, 1);
    expect(screen.queryByRole('button', { name: MEMBER_LABELS.actions.disable })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: MEMBER_LABELS.actions.enable }));
    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith({ message: MEMBER_LABELS.done.enable }));
    expect(fetch).toHaveBeenCalledWith('/api/users/41', expect.objectContaining({ method: 'PATCH' }));
  });

  it('shows the action disabled with its reason on one’s own account', () => {
    renderSwitch(member, member.id);
    const button = screen.getByRole('button', { name: MEMBER_LABELS.actions.disable });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByTestId('unavailable-reason').id);
    expect(screen.getByTestId('unavailable-reason').textContent).toBe(MEMBER_LABELS.cannotDisableSelf);
  });

  it('refuses an account ranked above the viewer', () => {
    renderSwitch({ ...member, roles: ['ROLE_ADMIN_BRAND'] }, 1, ['ROLE_ADMIN_OFFICE']);
    expect(screen.getByRole('button', { name: MEMBER_LABELS.actions.disable })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('unavailable-reason').textContent).toBe(MEMBER_LABELS.higherRights);
  });
});
