import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { ZId, ZRefId } from '../common/schemas.ts';
import { ZUpload } from '../uploads/schemas.ts';
import { BRAND_LABELS as L, MODULE_LABELS as M } from './labels.ts';
import {
  BRAND_FLAGS,
  BRAND_NAME_MAX,
  BRAND_PAGE_SIZE,
  BRAND_VOCABULARIES,
  COLOR_PATTERN,
  HOST_PATTERN,
  MODULE_DESCRIPTION_MAX,
  MODULE_KEY_PATTERN,
  MODULE_NAME_MAX,
  normaliseHost,
  THEME_COLORS,
  THEME_IMAGES,
  URL_MAX,
} from './rules.ts';

const ZColor = z.string().regex(COLOR_PATTERN, L.refusals.invalidColor);
/** A module's key as a configuration stores it (the built-in ones of spec shell §6 and those added at /modules/nouveau). */
export const ZModuleKey = z.string().regex(MODULE_KEY_PATTERN, M.refusals.invalidKey);

export const ZBrandTheme = z.object({
  logo_mini: z.string().optional(),
  logo_large: z.string().optional(),
  logo_back_in_mini: z.string().optional(),
  logo_back_in_large: z.string().optional(),
  logo_back_out: z.string().optional(),
  brand_background_login: z.string().optional(),
  favicon: z.string().optional(),
  colors: z
    .object({
      primary: ZColor,
      secondary: ZColor.optional(),
      error: ZColor.optional(),
      info: ZColor.optional(),
      success: ZColor.optional(),
      accent: ZColor.optional(),
    })
    .partial()
    .optional(),
});
export type BrandTheme = z.infer<typeof ZBrandTheme>;

const ZBrandVocabulary = z.enum(BRAND_VOCABULARIES);

/** The parsed form of Brand.configuration (spec shell §3). */
export const ZBrandConfiguration = z.object({
  modules: z.array(ZModuleKey),
  flags: z.record(z.string(), z.boolean()).default({}),
  themes: ZBrandTheme.default({}),
  vocabulary: ZBrandVocabulary.optional(),
});
export type BrandConfiguration = z.infer<typeof ZBrandConfiguration>;

/** Answer of GET /back/{hostname}/brand: configuration is a JSON string, as the spec says (a BrandConfiguration, normalised by the API). */
export const ZBrand = z.object({
  id: z.number().int(),
  name: z.string(),
  urlClient: z.string().nullable(),
  urlBack: z.string().nullable(),
  urlFront: z.string().nullable(),
  configuration: z.string(),
});
export type Brand = z.infer<typeof ZBrand>;

export const ZBrandHostParams = z.object({ hostname: z.string().min(1).max(253) });

/** A row of /brand. */
export const ZBrandRow = z.object({
  id: z.number().int(),
  name: z.string(),
  urlBack: z.string().nullable(),
  urlClient: z.string().nullable(),
  primaryColor: z.string(),
  modules: z.number().int(),
  createdAt: z.string(),
});
export type BrandRow = z.infer<typeof ZBrandRow>;

export const BRAND_SORTS = ['id', 'name'] as const;
export const ZBrandQuery = listQuery({ sortable: BRAND_SORTS, defaultSort: 'id', defaultItemsPerPage: BRAND_PAGE_SIZE, filters: {} });
export type BrandQuery = z.infer<typeof ZBrandQuery>;
export const ZBrandList = listAnswer(ZBrandRow);
export type BrandList = z.infer<typeof ZBrandList>;

const colorsShape = Object.fromEntries(THEME_COLORS.map((c) => [c, ZColor.nullable()])) as Record<
  (typeof THEME_COLORS)[number],
  z.ZodNullable<typeof ZColor>
>;
const flagsShape = Object.fromEntries(BRAND_FLAGS.map((f) => [f, z.boolean()])) as Record<(typeof BRAND_FLAGS)[number], z.ZodBoolean>;

/** A brand's sheet (/brand/{id}): its configuration read into fields, its theme images as uploads. */
export const ZBrandSheet = z.object({
  id: z.number().int(),
  name: z.string(),
  urlClient: z.string().nullable(),
  urlBack: z.string().nullable(),
  urlFront: z.string().nullable(),
  modules: z.array(z.string()),
  flags: z.object(flagsShape),
  vocabulary: ZBrandVocabulary,
  colors: z.object(colorsShape),
  images: z.object(
    Object.fromEntries(THEME_IMAGES.map((i) => [i, ZUpload.nullable()])) as Record<
      (typeof THEME_IMAGES)[number],
      z.ZodNullable<typeof ZUpload>
    >,
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BrandSheet = z.infer<typeof ZBrandSheet>;

const required = (max: number, tooLong: string) =>
  z.string({ error: L.refusals.required }).trim().min(1, L.refusals.required).max(max, tooLong);
const ZUrl = z
  .string()
  .trim()
  .max(URL_MAX, L.refusals.invalidUrl)
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), L.refusals.invalidUrl)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .default(null);

/** POST /brands and PUT /brands/{id}: the whole brand. */
export const ZBrandBody = z.strictObject({
  name: required(BRAND_NAME_MAX, L.refusals.nameTooLong),
  urlClient: ZUrl,
  urlBack: z
    .string({ error: L.refusals.required })
    .max(URL_MAX, L.refusals.invalidHost)
    .transform(normaliseHost)
    .refine((v) => v !== '', L.refusals.required)
    .refine((v) => v === '' || HOST_PATTERN.test(v), L.refusals.invalidHost),
  urlFront: ZUrl,
  modules: z.array(ZModuleKey).max(100).default([]),
  flags: z.strictObject(flagsShape).partial().default({}),
  vocabulary: ZBrandVocabulary.default('loueur'),
  colors: z
    .strictObject({ ...colorsShape, primary: ZColor })
    .partial()
    .default({}),
  /** The theme images as ids of files sent through POST /upload/image; null or absent: none. */
  images: z
    .strictObject(
      Object.fromEntries(THEME_IMAGES.map((i) => [i, ZRefId.nullable()])) as Record<
        (typeof THEME_IMAGES)[number],
        z.ZodNullable<typeof ZRefId>
      >,
    )
    .partial()
    .default({}),
});
export type BrandBody = z.infer<typeof ZBrandBody>;
export type BrandInput = z.input<typeof ZBrandBody>;

export const ZBrandParams = z.object({ id: ZId });
export const ZBrandImageParams = z.object({ id: ZId });
/** The bytes of a theme image. */
export const ZBrandImageFile = z.string().meta({ format: 'binary' });

/** A module of the catalogue (/modules). */
export const ZModule = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  builtIn: z.boolean(),
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ModuleEntry = z.infer<typeof ZModule>;
export const MODULE_SORTS = ['name', 'key'] as const;
export const ZModuleQuery = listQuery({ sortable: MODULE_SORTS, defaultSort: 'name', defaultItemsPerPage: BRAND_PAGE_SIZE, filters: {} });
export type ModuleQuery = z.infer<typeof ZModuleQuery>;
export const ZModuleList = listAnswer(ZModule);
export type ModuleList = z.infer<typeof ZModuleList>;

/** POST /modules: a module the brands may enable, and the brands that use it from now on. */
export const ZModuleBody = z.strictObject({
  key: z.string({ error: M.refusals.required }).trim().regex(MODULE_KEY_PATTERN, M.refusals.invalidKey),
  name: z.string({ error: M.refusals.required }).trim().min(1, M.refusals.required).max(MODULE_NAME_MAX, M.refusals.nameTooLong),
  description: z.string().trim().max(MODULE_DESCRIPTION_MAX, M.refusals.descriptionTooLong).default(''),
  brands: z.array(ZRefId).max(1000).default([]),
});
export type ModuleBody = z.infer<typeof ZModuleBody>;
export type ModuleInput = z.input<typeof ZModuleBody>;
