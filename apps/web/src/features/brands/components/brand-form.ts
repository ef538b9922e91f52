import { DEFAULT_PRIMARY_COLOR } from '@hubgrade/domain/brands/defaults';
import {
  BRAND_FLAGS,
  type BrandFlag,
  type BrandVocabulary,
  THEME_COLORS,
  THEME_IMAGES,
  type ThemeColor,
  type ThemeImage,
} from '@hubgrade/domain/brands/rules';
import type { BrandInput, BrandSheet } from '@hubgrade/domain/brands/schemas';
import type { Upload } from '@hubgrade/domain/uploads/schemas';

/** The brand sheet's form: texts as typed (an unset colour is ''), each theme image as the upload widget holds it. */
export interface BrandForm {
  name: string;
  urlBack: string;
  urlClient: string;
  urlFront: string;
  modules: string[];
  flags: Record<BrandFlag, boolean>;
  vocabulary: BrandVocabulary;
  colors: Record<ThemeColor, string>;
  images: Record<ThemeImage, Upload[]>;
}

/** The fields the API's messages may name (`colors.primary`, `images.favicon`…). */
export const BRAND_FORM_FIELDS = [
  'name',
  'urlBack',
  'urlClient',
  'urlFront',
  'modules',
  ...THEME_COLORS.map((c) => `colors.${c}` as const),
  ...THEME_IMAGES.map((i) => `images.${i}` as const),
] as const;

const each = <K extends string, V>(keys: readonly K[], value: (key: K) => V) =>
  Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, V>;

export function formOf(sheet: BrandSheet | undefined): BrandForm {
  if (!sheet) {
    return {
      name: '',
      urlBack: '',
      urlClient: '',
      urlFront: '',
      modules: [],
      flags: each(BRAND_FLAGS, () => false),
      vocabulary: 'loueur',
      colors: each(THEME_COLORS, (c) => (c === 'primary' ? DEFAULT_PRIMARY_COLOR : '')),
      images: each(THEME_IMAGES, () => []),
    };
  }
  return {
    name: sheet.name,
    urlBack: sheet.urlBack ?? '',
    urlClient: sheet.urlClient ?? '',
    urlFront: sheet.urlFront ?? '',
    modules: sheet.modules,
    flags: sheet.flags,
    vocabulary: sheet.vocabulary,
    colors: each(THEME_COLORS, (c) => sheet.colors[c] ?? ''),
    images: each(THEME_IMAGES, (i) => (sheet.images[i] ? [sheet.images[i]] : [])),
  };
}

export function bodyOf(form: BrandForm): BrandInput {
  return {
    name: form.name,
    urlBack: form.urlBack,
    urlClient: form.urlClient,
    urlFront: form.urlFront,
    modules: form.modules,
    flags: form.flags,
    vocabulary: form.vocabulary,
    // An emptied primary colour is sent as typed: the API refuses it on its field.
    colors: { ...each(THEME_COLORS, (c) => form.colors[c].trim() || null), primary: form.colors.primary.trim() },
    images: each(THEME_IMAGES, (i) => form.images[i][0]?.id ?? null),
  };
}
