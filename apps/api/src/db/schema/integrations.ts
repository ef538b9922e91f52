import { boolean, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A member's accounts in the outside services: WelcomR (doors), Papercut (printing), Slack. */
export const memberIntegrations = pgTable(
  'member_integrations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    welcomrId: text('welcomr_id'),
    welcomrActive: boolean('welcomr_active').notNull().default(false),
    /** The printing code; null when printing is disabled. */
    papercut: text('papercut'),
    /** 0 not invited, 1 invited without channel, 2 invited to the company channel. */
    slackInvite: smallint('slack_invite').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The WelcomR routes name the member by their WelcomR id (members-bookings-feed §7); one login, one member.
  (t) => [uniqueIndex('member_integrations_welcomr_id_idx').on(t.welcomrId)],
);
