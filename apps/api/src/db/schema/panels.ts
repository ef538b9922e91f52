import { PANEL_BLOCKS, PANEL_ORIENTATIONS } from '@hubgrade/domain/panels/rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { sites } from './spaces.ts';

const list = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * A display panel (module screenAnnouncement): a screen in a site's lobby, opened without signing
 * in at /project/screen/{secret}; replacing the secret cuts the old address off.
 */
export const panels = pgTable(
  'panels',
  {
    id: serial('id').primaryKey(),
    /** The site's brand, copied so that the brand scope filters without a join; null: the main platform. */
    brandId: integer('brand_id').references(() => brands.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: text('name').notNull(),
    orientation: text('orientation').notNull().default('landscape'),
    blocks: text('blocks').array().notNull(),
    /** Plain text; empty: the default content of the brand shows. */
    announcement: text('announcement').notNull().default(''),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('panels_orientation_check', sql`${t.orientation} in ${list(PANEL_ORIENTATIONS)}`),
    check('panels_blocks_check', sql`${t.blocks} <@ array${sql.raw(`[${PANEL_BLOCKS.map((b) => `'${b}'`).join(', ')}]`)}::text[]`),
    uniqueIndex('panels_secret_idx').on(t.secret),
    index('panels_brand_id_idx').on(t.brandId, t.id.desc()),
    index('panels_site_id_idx').on(t.siteId),
  ],
);

/** The announcement of the panels without their own, one per deployment (null brand: the main platform). */
export const panelDefaultContents = pgTable(
  'panel_default_contents',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    title: text('title').notNull(),
    message: text('message').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('panel_default_contents_brand_idx').on(sql`coalesce(${t.brandId}, 0)`)],
);
