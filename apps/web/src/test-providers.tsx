import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import { type ReactElement, type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { brandQuery } from './lib/brand.ts';
import { type SnackbarApi, SnackbarContext } from './ui/snackbar/snackbar-context.ts';

/** The main platform's brand as the shell holds it once loaded: components read it without fetching it. */
export const PLATFORM_BRAND = { brand: null, configuration: null, name: 'Hubgrade', theme: {}, primaryColor: '#F8A800' };

/** A snackbar whose messages the test reads back. */
export function spySnackbar(): SnackbarApi {
  return { show: vi.fn(), error: vi.fn(), success: vi.fn(), cancel: vi.fn() };
}

/** A query client that reports a failure at once instead of retrying it. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export interface ProviderOptions {
  client?: QueryClient;
  snackbar?: SnackbarApi;
  /** The router's address. */
  route?: string;
}

/** The providers a component finds in the app (queries, snackbar, router, the brand), as a testing-library wrapper. */
export function testProviders({ client = testQueryClient(), snackbar = spySnackbar(), route = '/' }: ProviderOptions = {}) {
  if (client.getQueryData(brandQuery.queryKey) === undefined) client.setQueryData(brandQuery.queryKey, PLATFORM_BRAND as never);
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <SnackbarContext.Provider value={snackbar}>
          <MemoryRouter initialEntries={[route]}>
            <Suspense fallback={null}>{children}</Suspense>
          </MemoryRouter>
        </SnackbarContext.Provider>
      </QueryClientProvider>
    );
  };
}

export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}): RenderResult {
  return render(ui, { wrapper: testProviders(options) });
}
