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
    /** Employee management: the member may manage the other members of their company. */
    accessCompany: boolean('access_company').notNull().default(false),
    /** Company purchases without validation by the owner. */
    shoppingRights: boolean('shopping_rights').notNull().default(false),
    /** The member's prospect number in the CRM (userSellsyProspectId). */
    crmProspectId: text('crm_prospect_id'),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** The end of the current sign-in lock, which lifts by itself then; null when not locked. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Locks in a row since the last sign-in or reset: each one lasts longer than the one before. */
    lockCount: integer('lock_count').notNull().default(0),
    /**
     * Raised to end every session opened before (password reset, role change, sign-out
     * everywhere): a token carries the version it was signed under and is refused once it differs.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the member's personal data were erased (anonymised); the row stays for the invoices that name it. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    check('users_account_type_check', sql`${t.accountType} in (1, 2)`),
    // Uniqueness of email is case-insensitive because every row is stored lowercased.
    check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    check('users_failed_sign_ins_check', sql`${t.failedSignIns} >= 0`),
    index('users_brand_id_idx').on(t.brandId, t.id.desc()),
    index('users_company_id_idx').on(t.companyId),
    // The user table's filters and sorts (members-bookings-feed §2.2): live accounts only.
    index('users_state_idx').on(t.enabled, sql`(${t.lastLogin} is not null)`, t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('users_created_at_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('users_last_name_idx').on(t.lastName, t.id).where(sql`${t.deletedAt} is null`),
    index('users_roles_idx').using('gin', t.roles),
    // The owner of a member's company, shown on every row of the user tables.
    index('users_company_owner_idx').on(t.companyId).where(sql`${t.companyOwner} and ${t.deletedAt} is null`),
    // Search on name and email without reading the table: trigrams answer ILIKE '%…%'.
    index('users_search_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`),
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
