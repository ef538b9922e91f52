import type { AuthUser } from '@hubgrade/domain/auth/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { historyQuery } from '../app/history-query.ts';
import { type BrandState, brandQuery } from '../lib/brand.ts';
import { currentUserQuery } from '../lib/session.ts';
import { HistoryButton } from './history-dialog.tsx';
import { HistorySource } from './history-source.ts';

const superAdmin: AuthUser = {
  id: 1,
  firstName: 'Alice',
  lastName: 'Administratrice',
  email: 'admin@demo.test',
  companyName: null,
  roles: ['ROLE_ADMIN'],
  userCompanyOwner: false,
  access: {},
  accountType: 2,
  brand: null,
};
const mainPlatform: BrandState = { brand: null, configuration: null, name: 'Hubgrade', theme: {}, primaryColor: '#F8A800' };
const brand9: BrandState = {
  ...mainPlatform,
  brand: { id: 9, name: 'Marque 9', urlBack: null, urlClient: null, urlFront: null, configuration: '{}' },
  name: 'Marque 9',
};

const entries = {
  items: [
    {
      id: 7,
      user: { email: 'admin@demo.test' },
      dateCreation: '2026-07-01T08:05:09.000Z',
      entityId: 42,
      oldData: { lastName: 'Premier' },
      newData: { lastName: 'Second' },
    },
  ],
  total: 1,
};

function renderButton(user: AuthUser, brand: BrandState) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(brandQuery.queryKey, brand);
  client.setQueryData(currentUserQuery.queryKey, user);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <HistorySource.Provider value={historyQuery}>
        <Suspense fallback={null}>{children}</Suspense>
      </HistorySource.Provider>
    </QueryClientProvider>
  );
  return render(<HistoryButton slug="user-42" />, { wrapper });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HistoryButton', () => {
  it('opens the history of the record for an administrator of the unbranded deployment', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(entries), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderButton(superAdmin, mainPlatform);
    await userEvent.click(screen.getByRole('button', { name: 'Historique' }));
    expect(await screen.findByText('01/07/2026 10:05:09')).toBeTruthy();
    expect(screen.getByRole('deletion').textContent).toBe('Premier');
    expect(screen.getByRole('insertion').textContent).toBe('Second');
    expect(fetch).toHaveBeenCalledWith('/api/history/slug/user-42?page=1&itemsPerPage=25', expect.anything());
  });

  it('is not there on a branded deployment nor for a brand’s administrator', () => {
    renderButton(superAdmin, brand9);
    expect(screen.queryByRole('button', { name: 'Historique' })).toBeNull();
    cleanup();
    renderButton({ ...superAdmin, roles: ['ROLE_ADMIN_BRAND'], brand: { id: 9, name: 'Marque 9', urlBack: null } }, mainPlatform);
    expect(screen.queryByRole('button', { name: 'Historique' })).toBeNull();
  });
});
