import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The built-in stand-ins of the outside services (ARCHITECTURE rule 8): what WelcomR, Papercut and
 * Slack would hold on their side. Used only when no real service is configured; the member's own
 * state, which the back-office shows, stays in member_integrations whichever adapter is in use.
 */

/** A WelcomR login (door access account) with the pin code typed at the doors. */
export const welcomrLogins = pgTable(
  'welcomr_logins',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    loginType: smallint('login_type').notNull(),
    active: boolean('active').notNull().default(false),
    pinCode: text('pin_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('welcomr_logins_user_id_idx').on(t.userId)],
);

/** A window of door access opened to a WelcomR login (the doors let the pin code in between the two instants). */
export const welcomrAccessWindows = pgTable(
  'welcomr_access_windows',
  {
    id: text('id').primaryKey(),
    loginId: text('login_id')
      .notNull()
      .references(() => welcomrLogins.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('welcomr_access_windows_login_id_idx').on(t.loginId)],
);

/** A Papercut printing account: its code stays reserved while the account is active. */
export const papercutAccounts = pgTable(
  'papercut_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('papercut_accounts_active_code_idx').on(t.code).where(sql`${t.active}`),
    uniqueIndex('papercut_accounts_active_user_idx').on(t.userId).where(sql`${t.active}`),
  ],
);

/** Invitations sent to the Slack workspace, with the channel when there is one. */
export const slackInvites = pgTable(
  'slack_invites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    channel: text('channel'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('slack_invites_user_id_idx').on(t.userId)],
);
