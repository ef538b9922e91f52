import { PRODUCT_KINDS, PRODUCT_UNITS, SERVICE_TYPES } from '@hubgrade/domain/catalogue/rules';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { sites } from './spaces.ts';
import { uploads } from './uploads.ts';

/** `('a', 'b')` from the domain's list, so that the check and the contract cannot drift apart. */
const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);

/** A shelf of a brand's shop (the main platform's when brand_id is null), shown in `position` order. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One name per brand, whatever its case, races included.
    uniqueIndex('product_categories_brand_name_idx').on(sql`coalesce(${t.brandId}, 0)`, sql`lower(${t.name})`),
    index('product_categories_brand_position_idx').on(t.brandId, t.position),
  ],
);

/**
 * A product or service of the shop. The kind-specific columns are filled for their kind only
 * (checked here too); the stock, when tracked, never falls below zero whatever the writer.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** The category's brand, copied so that the brand scope filters without a join. */
    brandId: integer('brand_id').references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    description: text('description').notNull().default(''),
    pictureUploadId: integer('picture_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    unit: text('unit').notNull(),
    stock: integer('stock'),
    active: boolean('active').notNull().default(true),
    creditsCents: integer('credits_cents'),
    validityMonths: integer('validity_months'),
    commitmentMonths: integer('commitment_months'),
    monthlyCreditsCents: integer('monthly_credits_cents'),
    serviceType: text('service_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_category_name_idx').on(t.categoryId, sql`lower(${t.name})`),
    index('products_brand_id_idx').on(t.brandId, t.id.desc()),
    index('products_picture_upload_id_idx').on(t.pictureUploadId),
    check('products_kind_check', sql`${t.kind} in ${oneOf(PRODUCT_KINDS)}`),
    check('products_unit_check', sql`${t.unit} in ${oneOf(PRODUCT_UNITS)}`),
    check('products_service_type_check', sql`${t.serviceType} in ${oneOf(SERVICE_TYPES)}`),
    check('products_price_check', sql`${t.unitPriceCents} >= 0`),
    check('products_vat_rate_check', sql`${t.vatRate} between 0 and 10000`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check(
      'products_credit_pack_check',
      sql`(${t.kind} = 'credit_pack') = (${t.creditsCents} is not null and ${t.validityMonths} is not null)`,
    ),
    check(
      'products_subscription_plan_check',
      sql`(${t.kind} = 'subscription_plan') = (${t.commitmentMonths} is not null and ${t.monthlyCreditsCents} is not null)`,
    ),
    check('products_service_check', sql`(${t.kind} = 'service') = (${t.serviceType} is not null)`),
  ],
);

/** The sites a product is sold at. */
export const productSites = pgTable(
  'product_sites',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.siteId] }), index('product_sites_site_id_idx').on(t.siteId, t.productId)],
);
