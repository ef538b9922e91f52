import { DOCUMENT_AUDIENCES } from '@hubgrade/domain/documents/rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { companies } from './companies.ts';
import { sites } from './spaces.ts';
import { uploads } from './uploads.ts';
import { users } from './users.ts';

const audiences = sql.raw(`(${DOCUMENT_AUDIENCES.map((a) => `'${a}'`).join(', ')})`);

/** A file of the documents library, shared with the members of its brand, a site, a company or one member. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    /** null: the main platform. */
    brandId: integer('brand_id').references(() => brands.id),
    title: text('title').notNull(),
    audience: text('audience').notNull(),
    siteId: integer('site_id').references(() => sites.id),
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('documents_audience_check', sql`${t.audience} in ${audiences}`),
    // Exactly the target its audience names, none for all members.
    check(
      'documents_target_check',
      sql`(${t.siteId} is not null) = (${t.audience} = 'site') and (${t.companyId} is not null) = (${t.audience} = 'company') and (${t.userId} is not null) = (${t.audience} = 'member')`,
    ),
    index('documents_brand_updated_idx').on(t.brandId, t.updatedAt.desc(), t.id.desc()),
    index('documents_site_id_idx').on(t.siteId),
    index('documents_company_id_idx').on(t.companyId),
    index('documents_user_id_idx').on(t.userId),
  ],
);

/** The files of a document, numbered from 1; the highest is the current one. */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('document_versions_number_key').on(t.documentId, t.number), index('document_versions_upload_id_idx').on(t.uploadId)],
);
