import { UPLOAD_MIME_TYPES, UPLOAD_MODES } from '@hubgrade/domain/uploads/rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { users } from './users.ts';

/** `('a', 'b')` from the domain's list, so that the check and the contract cannot drift apart. */
const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);

/** Files sent through the upload widget; the bytes live in the file storage under `storageKey`. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The uploader's brand at upload time: who may see the file besides the uploader. */
    brandId: integer('brand_id').references(() => brands.id),
    mode: text('mode').notNull(),
    name: text('name').notNull().unique(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('uploads_mode_check', sql`${t.mode} in ${oneOf(UPLOAD_MODES)}`),
    check('uploads_mime_type_check', sql`${t.mimeType} in ${oneOf(UPLOAD_MIME_TYPES)}`),
    check('uploads_size_check', sql`${t.size} > 0`),
    index('uploads_user_id_idx').on(t.userId),
    index('uploads_brand_id_idx').on(t.brandId),
  ],
);
