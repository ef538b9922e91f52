import { AD_LABELS as L } from '@hubgrade/domain/ads/labels';
import type { AdRow } from '@hubgrade/domain/ads/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowActionEntries } from '../../../ui/data-table/row-actions-menu.tsx';
import { type SnackbarApi, SnackbarContext } from '../../../ui/snackbar/snackbar-context.ts';
import { useAdActions } from './use-ad-actions.tsx';

// The main platform's ROLE_ADMIN: every action of an ad is open to the role, only the ad's state decides.
vi.mock('../../../lib/brand.ts', () => ({ useBrand: () => ({ brand: null }) }));
vi.mock('../../../lib/session.ts', () => ({ useCurrentUser: () => ({ data: { roles: ['ROLE_ADMIN'] } }) }));

afterEach(cleanup);

const snackbar: SnackbarApi = { show: vi.fn(), error: vi.fn(), success: vi.fn(), cancel: vi.fn() };

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarContext.Provider value={snackbar}>
        <MemoryRouter>{children}</MemoryRouter>
      </SnackbarContext.Provider>
    </QueryClientProvider>
  );
}

const ad = (fields: Partial<AdRow>) =>
  ({ adId: 1, adAdState: 7, adBookingState: 0, mandate: 2, wrongPhoto: false, isBoost: false, dateExpBoost: null, ...fields }) as AdRow;

/** Each action of the ad as its row menu and its sheet show it: hidden, offered, or disabled with its reason. */
function sheetOf(row: AdRow) {
  const { result } = renderHook(() => useAdActions({ withSheetLink: false }), { wrapper });
  const shown = new Map(rowActionEntries(result.current.actions, row).map(({ action, unavailable }) => [action.label, unavailable]));
  return Object.fromEntries(
    result.current.actions.map(({ label }) => [label, shown.has(label) ? (shown.get(label) ?? 'offered') : 'hidden']),
  );
}

describe('the actions of a rented ad', () => {
  it('shows an online rented ad’s offline and boost actions disabled, with the contract as the reason', () => {
    const sheet = sheetOf(ad({ adAdState: 7, adBookingState: 5 }));
    expect(sheet[L.actions.takeOffline]).toBe(L.refusals.lockedOffline);
    expect(sheet[L.actions.boost]).toBe(L.refusals.lockedBoost);
  });

  it('shows an offline rented ad’s online action disabled, with the contract as the reason', () => {
    expect(sheetOf(ad({ adAdState: 6, adBookingState: 9 }))[L.actions.takeOnline]).toBe(L.refusals.lockedOnline);
  });

  it('offers them on an ad that is not rented', () => {
    const online = sheetOf(ad({ adAdState: 7, adBookingState: 3 }));
    expect(online[L.actions.takeOffline]).toBe('offered');
    expect(online[L.actions.boost]).toBe('offered');
    expect(sheetOf(ad({ adAdState: 6, adBookingState: 3 }))[L.actions.takeOnline]).toBe('offered');
  });

  it('does not offer a second boost to a boosted ad, and says nothing of it', () => {
    const boosted = sheetOf(ad({ isBoost: true, dateExpBoost: '2999-01-01T00:00:00Z', adBookingState: 5 }));
    expect(boosted[L.actions.boost]).toBe('hidden');
  });
});
