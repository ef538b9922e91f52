import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type BrandState, brandQuery } from '../lib/brand.ts';
import { BrandMark } from './brand-mark.tsx';

const mainPlatform: BrandState = { brand: null, configuration: null, name: 'Hubgrade', theme: {}, primaryColor: '#F8A800' };
const nova = (theme: BrandState['theme']): BrandState => ({
  brand: { id: 9, name: 'Nova Services', urlBack: 'brand9.localhost', urlClient: null, urlFront: null, configuration: '{}' },
  configuration: { modules: [], flags: {}, themes: theme },
  name: 'Nova Services',
  theme,
  primaryColor: '#1565C0',
});

function renderMark(brand: BrandState, mark: ReactNode, mode: 'light' | 'dark' = 'light') {
  const client = new QueryClient();
  client.setQueryData(brandQuery.queryKey, brand);
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme({ palette: { mode } })}>
        <Suspense fallback={null}>{mark}</Suspense>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const defaultLogo = () => screen.queryByTestId('default-logo');

afterEach(cleanup);

describe('BrandMark (spec shell §3 theme images, §9 default images)', () => {
  it('shows the product’s default mark beside the name when unbranded', () => {
    renderMark(mainPlatform, <BrandMark variant="inside" />);
    expect(defaultLogo()?.getAttribute('src')).toBe('/logo.svg');
    expect(defaultLogo()?.getAttribute('alt')).toBe('');
    expect(screen.getByTestId('brand-name').textContent).toBe('Hubgrade');
  });

  it('takes the mark for dark surfaces in dark mode and on the brand colour', () => {
    renderMark(mainPlatform, <BrandMark variant="inside" />, 'dark');
    expect(defaultLogo()?.getAttribute('src')).toBe('/logo-dark.svg');
    cleanup();
    renderMark(mainPlatform, <BrandMark variant="outside" inverted />);
    expect(defaultLogo()?.getAttribute('src')).toBe('/logo-dark.svg');
  });

  it('gives a brand without a logo a neutral mark in its primary colour, never the product’s logo', () => {
    renderMark(nova({ colors: { primary: '#1565C0' } }), <BrandMark variant="outside" />);
    expect(defaultLogo()).toBeNull();
    const mark = screen.getByTestId('neutral-logo');
    expect(mark.textContent).toBe('');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(mark).backgroundColor.toUpperCase()).toBe('#1565C0');
    expect(screen.getByTestId('brand-name').textContent).toBe('Nova Services');
  });

  it('keeps the brand’s own images: the inside logo in the top bar, the outside one on the sign-in screens', () => {
    const theme = { logo_back_in_large: '/uploads/nova-in.svg', logo_back_out: '/uploads/nova-out.svg' };
    renderMark(nova(theme), <BrandMark variant="inside" />);
    expect(screen.getByRole('img', { name: 'Nova Services' }).getAttribute('src')).toBe('/uploads/nova-in.svg');
    expect(defaultLogo()).toBeNull();
    cleanup();
    renderMark(nova(theme), <BrandMark variant="outside" inverted />);
    expect(screen.getByRole('img', { name: 'Nova Services' }).getAttribute('src')).toBe('/uploads/nova-out.svg');
    expect(defaultLogo()).toBeNull();
  });

  it('falls back on the large logo inside when the brand has no inside logo', () => {
    renderMark(nova({ logo_large: '/uploads/nova-large.svg' }), <BrandMark variant="inside" />);
    expect(screen.getByRole('img', { name: 'Nova Services' }).getAttribute('src')).toBe('/uploads/nova-large.svg');
  });
});
