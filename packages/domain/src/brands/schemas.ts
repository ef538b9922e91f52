import { z } from 'zod';
import { MODULES } from './modules.ts';

const ZColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Couleur invalide');

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

/** The parsed form of Brand.configuration (spec shell §3). */
export const ZBrandConfiguration = z.object({
  modules: z.array(z.enum(MODULES)),
  flags: z.record(z.string(), z.boolean()).default({}),
  themes: ZBrandTheme.default({}),
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
