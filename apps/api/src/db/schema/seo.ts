import { BLOCK_KINDS, PAGE_KINDS } from '@hubgrade/domain/seo/rules';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { uploads } from './uploads.ts';

/** `('a', 'b')` from the domain's list, so that the check and the contract cannot drift apart. */
const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);

/**
 * A page of a brand's public site (the main platform's when brand_id is null): a static page, or
 * a search-engine landing page for a city × space type × renter type. `parent_id` places it in
 * the site tree; its address is its ancestors' slugs and its own.
 */
export const seoPages = pgTable(
  'seo_pages',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    kind: text('kind').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => seoPages.id),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    canonical: text('canonical').notNull().default(''),
    published: boolean('published').notNull().default(false),
    /** Canonical pages: the city, its short name (the breadcrumb's /louer-un-bureau/{short_name}) and the types. */
    city: text('city'),
    shortName: text('short_name'),
    spaceType: integer('space_type'),
    renterType: integer('renter_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('seo_pages_kind_check', sql`${t.kind} in ${oneOf(PAGE_KINDS)}`),
    check('seo_pages_not_own_parent_check', sql`${t.parentId} is distinct from ${t.id}`),
    // One slug per level of a brand's tree, so that an address names one page, races included.
    uniqueIndex('seo_pages_brand_parent_slug_idx').on(sql`coalesce(${t.brandId}, 0)`, sql`coalesce(${t.parentId}, 0)`, t.slug),
    index('seo_pages_brand_kind_idx').on(t.brandId, t.kind, t.id.desc()),
    index('seo_pages_parent_idx').on(t.parentId),
  ],
);

/** A block of a page, in `position` order; `content` is null until its form is first saved. */
export const seoBlocks = pgTable(
  'seo_blocks',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => seoPages.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    position: integer('position').notNull(),
    content: jsonb('content'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('seo_blocks_kind_check', sql`${t.kind} in ${oneOf(BLOCK_KINDS)}`), index('seo_blocks_page_idx').on(t.pageId, t.position)],
);

/** An image sent for a block: the file as sent and the WebP rendition the server wrote of it. */
export const seoImages = pgTable(
  'seo_images',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id),
    webpUploadId: integer('webp_upload_id')
      .notNull()
      .references(() => uploads.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seo_images_brand_idx').on(t.brandId)],
);
