import { TICKET_CATEGORIES } from '@hubgrade/domain/tickets/rules';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { companies } from './companies.ts';
import { sites } from './spaces.ts';
import { uploads } from './uploads.ts';
import { users } from './users.ts';

const categories = sql.raw(`(${TICKET_CATEGORIES.map((c) => `'${c}'`).join(', ')})`);

/** A problem reported on a site (spec shell §4 ticket: 1 problème, 2 ouvert, 3 en cours, 4 clôturé, 5 refusé). */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    /** The site's brand; null: the main platform. */
    brandId: integer('brand_id').references(() => brands.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    /** The reporter's company when they reported it: its owner follows the ticket too. */
    companyId: integer('company_id').references(() => companies.id),
    assigneeId: integer('assignee_id').references(() => users.id),
    category: text('category').notNull(),
    title: text('title').notNull(),
    /** HTML of the rich-text editor, sanitised on the way in. */
    description: text('description').notNull(),
    priority: smallint('priority').notNull().default(2),
    state: smallint('state').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('tickets_state_check', sql`${t.state} between 1 and 5`),
    check('tickets_priority_check', sql`${t.priority} between 1 and 4`),
    check('tickets_category_check', sql`${t.category} in ${categories}`),
    index('tickets_brand_id_idx').on(t.brandId, t.id.desc()),
    index('tickets_brand_state_idx').on(t.brandId, t.state, t.priority.desc(), t.createdAt),
    index('tickets_brand_updated_idx').on(t.brandId, t.updatedAt.desc(), t.id.desc()),
    index('tickets_site_id_idx').on(t.siteId, t.id.desc()),
    index('tickets_reporter_id_idx').on(t.reporterId, t.id.desc()),
    index('tickets_company_id_idx').on(t.companyId, t.id.desc()),
    index('tickets_assignee_id_idx').on(t.assigneeId, t.id.desc()),
    /** The dashboard's oldest waiting ticket. */
    index('tickets_waiting_idx').on(t.brandId, t.createdAt).where(sql`${t.state} in (1, 2, 3)`),
  ],
);

/** The thread of a ticket; an internal note is the staff's only. */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_comments_ticket_id_idx').on(t.ticketId, t.id)],
);

/** Photos and PDFs of a ticket (upload widget, ticket mode), in their order. */
export const ticketDocuments = pgTable(
  'ticket_documents',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.uploadId] }), index('ticket_documents_upload_id_idx').on(t.uploadId)],
);
