/*
 * The white-label rules both sides apply, without zod: the brand sheet's live preview and contrast
 * warning run them on every keystroke, the API on every save.
 */

/** Spec shell §3: the theme's images, in the order the brand sheet shows them. */
export const THEME_IMAGES = [
  'logo_mini',
  'logo_large',
  'logo_back_in_mini',
  'logo_back_in_large',
  'logo_back_out',
  'brand_background_login',
  'favicon',
] as const;
export type ThemeImage = (typeof THEME_IMAGES)[number];

/** Spec shell §3: the theme's six colours. */
export const THEME_COLORS = ['primary', 'secondary', 'error', 'info', 'success', 'accent'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];

/** The switches of a brand's configuration the back-office knows (stored in configuration.flags). */
export const BRAND_FLAGS = ['slack', 'welcomr', 'marketplace'] as const;
export type BrandFlag = (typeof BRAND_FLAGS)[number];

/** Spec §1 of each document: the landlord and the tenant are Loueur / Locataire, or Prestataire / Client. */
export const BRAND_VOCABULARIES = ['loueur', 'prestataire'] as const;
export type BrandVocabulary = (typeof BRAND_VOCABULARIES)[number];

export const BRAND_NAME_MAX = 100;
export const URL_MAX = 255;
export const BRAND_PAGE_SIZE = 25;
export const MODULE_NAME_MAX = 80;
export const MODULE_DESCRIPTION_MAX = 500;

/** A module's key as the configuration and the code name it: camelCase, as the names of spec shell §6. */
export const MODULE_KEY_PATTERN = /^[a-z][A-Za-z0-9]{1,39}$/;
/** A back-office host name, without scheme, port or path (brand9.localhost, back.exemple.fr). */
export const HOST_PATTERN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** The public address of a brand's theme image: served to anyone, since the sign-in page shows it. */
export const brandImagePath = (uploadId: number) => `/api/brand-images/${uploadId}`;

/** WCAG AA for body text. */
export const AA_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of "#RRGGBB". */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2 contrast ratio of two "#RRGGBB" colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface ContrastIssue {
  color: ThemeColor;
  value: string;
  /** Against white, the page: links, outlined buttons and the selected menu entry write in it. */
  ratio: number;
}

/**
 * The theme colours that do not reach AA as text on the white page. A warning, not a refusal:
 * the back-office darkens such a colour where it writes text, but the brand's own sites may not.
 */
export function contrastIssues(colors: Partial<Record<ThemeColor, string>>): ContrastIssue[] {
  return THEME_COLORS.flatMap((color) => {
    const value = colors[color];
    if (!value || !COLOR_PATTERN.test(value)) return [];
    const ratio = contrastRatio(value, '#FFFFFF');
    return ratio < AA_CONTRAST ? [{ color, value, ratio }] : [];
  });
}

/** "4,5:1": a ratio as French writes it, one decimal, cut rather than rounded so that 4.47 never reads 4,5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1).replace('.', ',')}:1`;
}

/** A host as typed or as a browser sends it: lower case, without scheme, port or path. */
export function normaliseHost(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '');
}
