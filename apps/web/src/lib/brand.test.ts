import type { Brand } from '@hubgrade/domain/brands/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyBrandToDocument, type BrandState, brandQuery, DEFAULT_THEME_IMAGES } from './brand.ts';

const BRAND: Brand = { id: 5, name: 'Cocoon Bureaux', urlClient: null, urlBack: 'brand5.localhost', urlFront: null, configuration: '' };

async function resolve(status: number, body?: unknown): Promise<BrandState> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
  const queryFn = brandQuery.queryFn as (context: { signal: AbortSignal }) => Promise<BrandState>;
  return queryFn({ signal: new AbortController().signal });
}

afterEach(() => vi.unstubAllGlobals());

describe('brand of the host', () => {
  it('reads the configuration the API sends normalised', async () => {
    const configuration = { modules: ['ads'], flags: {}, themes: { colors: { primary: '#112233' } } };
    const state = await resolve(200, { ...BRAND, configuration: JSON.stringify(configuration) });
    expect(state).toMatchObject({ name: 'Cocoon Bureaux', configuration, primaryColor: '#112233', theme: configuration.themes });
  });

  it('reads a configuration that is not JSON as no module, no flag, no theme', async () => {
    const state = await resolve(200, { ...BRAND, configuration: '{modules' });
    expect(state.configuration).toEqual({ modules: [], flags: {}, themes: {} });
    expect(state.name).toBe('Cocoon Bureaux');
  });

  it('is the main platform when the API answers no brand (204) for the host, or any other non-200', async () => {
    const state = await resolve(204);
    expect(state.brand).toBeNull();
    expect(state.configuration).toBeNull();
    expect((await resolve(404, { status: 404, message: 'Introuvable' })).brand).toBeNull();
  });

  it('reads an early 204 as the main platform, not as a brand without a body', async () => {
    window.__earlyBrand = Promise.resolve(new Response(null, { status: 204 }));
    const queryFn = brandQuery.queryFn as (context: { signal: AbortSignal }) => Promise<BrandState>;
    expect((await queryFn({ signal: new AbortController().signal })).brand).toBeNull();
  });

  it('uses the answer index.html asked for, once, then asks the API itself', async () => {
    const configuration = { modules: ['ads'], flags: {}, themes: {} };
    window.__earlyBrand = Promise.resolve(new Response(JSON.stringify({ ...BRAND, configuration: JSON.stringify(configuration) })));
    const fetch = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    const queryFn = brandQuery.queryFn as (context: { signal: AbortSignal }) => Promise<BrandState>;
    expect((await queryFn({ signal: new AbortController().signal })).name).toBe('Cocoon Bureaux');
    expect(fetch).not.toHaveBeenCalled();
    expect((await queryFn({ signal: new AbortController().signal })).brand).toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('is the main platform when the early request could not be sent or was refused', async () => {
    const queryFn = brandQuery.queryFn as (context: { signal: AbortSignal }) => Promise<BrandState>;
    window.__earlyBrand = Promise.resolve(null);
    expect((await queryFn({ signal: new AbortController().signal })).brand).toBeNull();
    window.__earlyBrand = Promise.resolve(new Response('{}', { status: 500 }));
    expect((await queryFn({ signal: new AbortController().signal })).brand).toBeNull();
  });
});

describe('the document of the brand (spec shell §3, §9)', () => {
  const mainPlatform: BrandState = { brand: null, configuration: null, name: 'Hubgrade', theme: {}, primaryColor: '#F8A800' };
  const branded = (theme: BrandState['theme']): BrandState => ({
    brand: BRAND,
    configuration: { modules: [], flags: {}, themes: theme },
    name: BRAND.name,
    theme,
    primaryColor: '#F8A800',
  });
  const favicon = () => document.querySelector<HTMLLinkElement>('link#favicon');

  beforeEach(() => {
    document.head.innerHTML = '<link id="favicon" rel="icon" type="image/svg+xml" href="/favicon.svg" />';
  });

  it('shows the brand’s favicon and name', () => {
    applyBrandToDocument(branded({ favicon: 'https://cdn.cocoon.test/favicon.png' }));
    expect(favicon()?.getAttribute('href')).toBe('https://cdn.cocoon.test/favicon.png');
    expect(favicon()?.hasAttribute('type')).toBe(false);
    expect(document.title).toBe('Cocoon Bureaux');
  });

  it('shows the default favicon on the main platform and for a brand without one', () => {
    applyBrandToDocument(branded({ favicon: 'https://cdn.cocoon.test/favicon.png' }));
    applyBrandToDocument(mainPlatform);
    expect(favicon()?.getAttribute('href')).toBe(DEFAULT_THEME_IMAGES.favicon);
    expect(favicon()?.getAttribute('type')).toBe('image/svg+xml');
    expect(document.title).toBe('Hubgrade');
    applyBrandToDocument(branded({ colors: { primary: '#112233' } }));
    expect(favicon()?.getAttribute('href')).toBe('/favicon.svg');
  });
});
