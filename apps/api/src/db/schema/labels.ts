import { LABEL_COLOURS } from '@hubgrade/domain/labels/rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ads } from './ads.ts';
import { brands } from './brands.ts';
import { seoPages } from './seo.ts';

const colours = sql.raw(`(${LABEL_COLOURS.map((c) => `'${c}'`).join(', ')})`);

/** A label of a brand (the main platform's when brand_id is null), put on ads and static pages to group them. */
export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('labels_colour_check', sql`${t.colour} in ${colours}`),
    // One name per brand whatever its case, races included.
    uniqueIndex('labels_brand_name_idx').on(sql`coalesce(${t.brandId}, 0)`, sql`lower(${t.name})`),
    index('labels_brand_created_idx').on(t.brandId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** The labels an ad carries. */
export const adLabels = pgTable(
  'ad_labels',
  {
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.adId, t.labelId] }), index('ad_labels_label_idx').on(t.labelId)],
);

/** The labels a static page carries. */
export const seoPageLabels = pgTable(
  'seo_page_labels',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => seoPages.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.labelId] }), index('seo_page_labels_label_idx').on(t.labelId)],
);
