import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { companies } from './companies.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Always stored lowercased. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobile: text('mobile'),
    mobileCountry: text('mobile_country').notNull().default('FR'),
    roles: text('roles').array().notNull().default(sql`'{ROLE_USER}'::text[]`),
    accountType: smallint('account_type').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    companyOwner: boolean('company_owner').notNull().default(false),
    access: jsonb('access').$type<Record<string, boolean>>().notNull().default({}),
    brandId: integer('brand_id').references(() => brands.id),
    companyId: integer('company_id').references(() => companies.id),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('users_account_type_check', sql`${t.accountType} in (1, 2)`),
    // Uniqueness of email is case-insensitive because every row is stored lowercased.
    check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    check('users_failed_sign_ins_check', sql`${t.failedSignIns} >= 0`),
    index('users_brand_id_idx').on(t.brandId, t.id.desc()),
    index('users_company_id_idx').on(t.companyId),
  ],
);

/** Single-use links sent by mail: account confirmation and password reset. Only a hash is kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm_account', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_id_idx').on(t.userId)],
);
