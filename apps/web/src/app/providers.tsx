import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { applyBrandToDocument, type BrandState, brandQuery } from '../lib/brand.ts';
import { useColorMode } from '../lib/color-mode.ts';
import { queryClient } from '../lib/query-client.ts';
import { HistorySource } from '../ui/history-source.ts';
import { SnackbarProvider } from '../ui/snackbar/snackbar-provider.tsx';
import { historyQuery } from './history-query.ts';
import { buildTheme } from './theme.ts';

function BrandTheme({ brand, children }: { brand: BrandState; children: ReactNode }) {
  const [mode] = useColorMode();
  const theme = useMemo(() => buildTheme(brand, mode), [brand, mode]);
  useEffect(() => applyBrandToDocument(brand), [brand]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/**
 * The brand decides the colours: nothing is drawn before it is known. This waits without
 * suspending on purpose: a suspended tree is retried in a concurrent render, and a router provider
 * mounted by such a render can miss the router's first state (it reads the state while rendering
 * and subscribes only once committed), which left the page blank.
 */
function BrandThemeProvider({ children }: { children: ReactNode }) {
  const { data: brand } = useQuery(brandQuery);
  if (!brand) return null;
  return <BrandTheme brand={brand}>{children}</BrandTheme>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandThemeProvider>
        <SnackbarProvider>
          <HistorySource.Provider value={historyQuery}>{children}</HistorySource.Provider>
        </SnackbarProvider>
      </BrandThemeProvider>
    </QueryClientProvider>
  );
}
