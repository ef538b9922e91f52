import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { sites } from './spaces.ts';
import { uploads } from './uploads.ts';

// Apart from spaces.ts: uploads reach users, companies and then sites, so a site table importing uploads would close a cycle.
/** The photos of a site, in the order the sheet shows them. */
export const sitePhotos = pgTable(
  'site_photos',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.uploadId] }), index('site_photos_upload_id_idx').on(t.uploadId)],
);
