import { DEFAULT_PRIMARY_COLOR, emptyBrandConfiguration } from '@hubgrade/domain/brands/defaults';
import { brandOperations as op } from '@hubgrade/domain/brands/operations';
import type { Brand, BrandConfiguration, BrandTheme } from '@hubgrade/domain/brands/schemas';
import { type PartyWords, vocabularyOf, wordsOf } from '@hubgrade/domain/brands/vocabulary';
import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call, keyOf } from './call.ts';
import { setDocumentBrand } from './document-title.ts';

/** What the host's brand changes in the back-office; `brand` is null on the main platform. */
export interface BrandState {
  brand: Brand | null;
  configuration: BrandConfiguration | null;
  name: string;
  theme: BrandTheme;
  primaryColor: string;
}

const MAIN_PLATFORM: BrandState = {
  brand: null,
  configuration: null,
  name: SHELL_LABELS.productName,
  theme: {},
  primaryColor: DEFAULT_PRIMARY_COLOR,
};

/** The API sends the configuration normalised (defaults filled, parseBrandConfiguration): only its JSON is read here. */
function configurationOf(brand: Brand): BrandConfiguration {
  try {
    return JSON.parse(brand.configuration) as BrandConfiguration;
  } catch {
    return emptyBrandConfiguration();
  }
}

declare global {
  interface Window {
    /** GET /back/{host}/brand, sent by index.html before the code loaded; null when it could not be sent. */
    __earlyBrand?: Promise<Response | null>;
  }
}

/** The brand of the host, or null for the main platform; the first time, the answer index.html asked for. */
async function fetchBrand(host: string, signal: AbortSignal): Promise<Brand | null> {
  const early = window.__earlyBrand;
  delete window.__earlyBrand;
  try {
    // 204 is the main platform: the API answers no body, which reads as undefined.
    if (!early) return (await call(op.byHost, { params: { hostname: host }, signal })) ?? null;
    const response = await early;
    return response?.status === 200 ? ((await response.json()) as Brand) : null;
  } catch {
    return null;
  }
}

/** Spec shell §7: any non-200 answer of GET /back/{hostname}/brand (204 on the main host) means the main platform. */
async function resolveBrand(host: string, signal: AbortSignal): Promise<BrandState> {
  const brand = await fetchBrand(host, signal);
  if (!brand) return MAIN_PLATFORM;
  const configuration = configurationOf(brand);
  return {
    brand,
    configuration,
    name: brand.name,
    theme: configuration.themes,
    primaryColor: configuration.themes.colors?.primary ?? DEFAULT_PRIMARY_COLOR,
  };
}

export const brandQuery = queryOptions({
  queryKey: keyOf(op.byHost, { hostname: window.location.host }),
  queryFn: ({ signal }) => resolveBrand(window.location.host, signal),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/** The brand of this host; suspends until it is known so that no screen flashes the wrong colours. */
export function useBrand(): BrandState {
  return useSuspenseQuery(brandQuery).data;
}

/** Loueur / Locataire, or Prestataire / Client: the vocabulary of this host's brand (spec §1 of each document). */
export function useBrandWords(): PartyWords {
  const { brand, configuration } = useBrand();
  return useMemo(() => wordsOf(vocabularyOf(brand?.id ?? null, configuration)), [brand, configuration]);
}

/**
 * Spec shell §9: the theme images a brand does not set are the product's defaults, served by the
 * app itself (apps/web/public). The logos are the product's mark, for light and for dark surfaces.
 */
export const DEFAULT_THEME_IMAGES = {
  favicon: '/favicon.svg',
  logo: '/logo.svg',
  logoDark: '/logo-dark.svg',
} as const;

/** Spec shell §3: the document shows the brand's name and favicon, the default one otherwise. */
export function applyBrandToDocument(state: BrandState): void {
  setDocumentBrand(state.name);
  const link = document.querySelector<HTMLLinkElement>('link#favicon');
  if (!link) return;
  if (state.theme.favicon) {
    // A brand's favicon may be of any image type: the browser reads it from the file.
    link.removeAttribute('type');
    link.href = state.theme.favicon;
  } else {
    link.type = 'image/svg+xml';
    link.href = DEFAULT_THEME_IMAGES.favicon;
  }
}
