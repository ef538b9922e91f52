import { z } from 'zod';

/** A site ("espace") sheet, reached at /espace/{id} (tables-and-sheets §2). */
export const ZSpace = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
});
export type Space = z.infer<typeof ZSpace>;
