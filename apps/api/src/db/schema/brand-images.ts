import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { uploads } from './uploads.ts';

// Apart from brands.ts: uploads reference brands, so a brand table importing uploads would close a cycle.
/**
 * The files of a brand's theme, one per slot (logo_mini … favicon): a file listed here is served to
 * anyone at its public address, since the sign-in page shows it before any session.
 */
export const brandImages = pgTable(
  'brand_images',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    uploadId: integer('upload_id')
      .notNull()
      // The upload widget deletes a file taken off the form at once: the theme loses it with it.
      .references(() => uploads.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.slot] }), index('brand_images_upload_id_idx').on(t.uploadId)],
);
