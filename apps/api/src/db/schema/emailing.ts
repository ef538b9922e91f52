import { CAMPAIGN_STATES } from '@hubgrade/domain/emailing/rules';
import type { Segment } from '@hubgrade/domain/emailing/schemas';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { mailOutbox } from './mail.ts';
import { users } from './users.ts';

const states = sql.raw(`(${CAMPAIGN_STATES.map((s) => `'${s}'`).join(', ')})`);

/** An emailing campaign; while "sending" the sender queues its mails batch by batch, so it resumes after a restart. */
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: serial('id').primaryKey(),
    /** null: the main platform, whose members it reaches. */
    brandId: integer('brand_id').references(() => brands.id),
    subject: text('subject').notNull(),
    /** HTML of the rich-text editor, sanitised on the way in; merge fields replaced per recipient. */
    body: text('body').notNull(),
    segment: jsonb('segment').$type<Segment>().notNull(),
    state: text('state').notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The segment's members when sending started: the progress bar's whole. */
    total: integer('total').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('email_campaigns_state_check', sql`${t.state} in ${states}`),
    check('email_campaigns_scheduled_check', sql`${t.state} <> 'scheduled' or ${t.scheduledAt} is not null`),
    index('email_campaigns_brand_id_idx').on(t.brandId, t.id.desc()),
    /** The sender's work: campaigns due or under way. */
    index('email_campaigns_due_idx').on(t.state, t.scheduledAt).where(sql`${t.state} in ('scheduled', 'sending')`),
  ],
);

/** One row per member a campaign reached: the key makes a second mail to the same member impossible. */
export const emailCampaignRecipients = pgTable(
  'email_campaign_recipients',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mailId: bigint('mail_id', { mode: 'number' }).references(() => mailOutbox.id, { onDelete: 'set null' }),
    /** The secret of the mail's unsubscribe link. */
    token: text('token').notNull().unique(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.userId] }),
    index('email_campaign_recipients_user_id_idx').on(t.userId),
    index('email_campaign_recipients_mail_id_idx').on(t.mailId),
  ],
);

/** Members who followed an unsubscribe link: no later campaign reaches them. */
export const emailUnsubscriptions = pgTable('email_unsubscriptions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  campaignId: integer('campaign_id').references(() => emailCampaigns.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
