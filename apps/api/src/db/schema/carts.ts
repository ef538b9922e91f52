import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { products } from './catalogue.ts';
import { users } from './users.ts';

/**
 * A member's open cart, one per member: what they mean to buy, not yet priced (the lines are priced
 * from the catalogue when read and at checkout). Checking it out or emptying it deletes it.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last change of its lines, by the member or by staff. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_user_id_idx').on(t.userId), index('carts_brand_id_idx').on(t.brandId, t.updatedAt.desc(), t.id.desc())],
);

/** A product of a cart and its quantity; a product is once in a cart. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('cart_lines_cart_id_product_id_idx').on(t.cartId, t.productId),
    index('cart_lines_product_id_idx').on(t.productId),
    check('cart_lines_quantity_check', sql`${t.quantity} between 1 and 1000`),
  ],
);
