import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { applyBrandToDocument, useBrand } from '../lib/brand.ts';
import { useColorMode } from '../lib/color-mode.ts';
import { queryClient } from '../lib/query-client.ts';
import { SnackbarProvider } from '../ui/snackbar/snackbar-provider.tsx';
import { buildTheme } from './theme.ts';

function BrandThemeProvider({ children }: { children: ReactNode }) {
  const brand = useBrand();
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

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* The brand decides the colours: nothing is drawn before it is known. */}
      <Suspense fallback={null}>
        <BrandThemeProvider>
          <SnackbarProvider>{children}</SnackbarProvider>
        </BrandThemeProvider>
      </Suspense>
    </QueryClientProvider>
  );
}
