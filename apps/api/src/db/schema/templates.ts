import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { contracts } from './contracts.ts';
import { uploads } from './uploads.ts';
import { users } from './users.ts';

/**
 * Legal template articles (members-bookings-feed §2.7, §3 Article): one block of text of a
 * mandate (SEPA) or signature (contract) document, placed on a page (three digits).
 */
export const templateArticles = pgTable(
  'template_articles',
  {
    id: serial('id').primaryKey(),
    family: text('family', { enum: ['mandate', 'signature'] }).notNull(),
    /** Null: the main platform's article. */
    brandId: integer('brand_id').references(() => brands.id),
    reference: text('reference').notNull(),
    content: text('content').notNull(),
    page: text('page').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('template_articles_family_brand_idx').on(t.family, t.brandId, t.page, t.id),
    check('template_articles_family_check', sql`${t.family} in ('mandate', 'signature')`),
    check('template_articles_page_check', sql`${t.page} ~ '^[0-9]{3}$'`),
  ],
);

/** A model (§3 Mandate / signature model): a reference and its articles in order. */
export const templateModels = pgTable(
  'template_models',
  {
    id: serial('id').primaryKey(),
    family: text('family', { enum: ['mandate', 'signature'] }).notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The brand's most recently changed signature model is the one its contracts are printed from. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('template_models_family_brand_idx').on(t.family, t.brandId, t.updatedAt.desc(), t.id.desc()),
    check('template_models_family_check', sql`${t.family} in ('mandate', 'signature')`),
  ],
);

export const templateModelArticles = pgTable(
  'template_model_articles',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => templateModels.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => templateArticles.id),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.articleId] }), index('template_model_articles_article_idx').on(t.articleId)],
);

/**
 * An electronic signature of a contract by its tenant through the signature provider. The
 * document signed is frozen at the start (an upload and its SHA-256), so what the signer reads
 * is what the hash and the signed copy prove.
 */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    signerId: integer('signer_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    /** pending (link made), started (page opened), signed, declined. */
    state: text('state', { enum: ['pending', 'started', 'signed', 'declined'] })
      .notNull()
      .default('pending'),
    /** Which provider holds the signature: 'builtin' or the configured remote one. */
    provider: text('provider').notNull().default('builtin'),
    /** Null only if someone deleted the upload since: the document is then generated again. */
    documentUploadId: integer('document_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the document to sign; null until the document is frozen (a seeded link not opened yet). */
    documentHash: text('document_hash'),
    signedUploadId: integer('signed_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    signerName: text('signer_name'),
    signerPhone: text('signer_phone'),
    /** SHA-256 of the one-time code sent by mail; cleared once used. */
    codeHash: text('code_hash'),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    codeAttempts: smallint('code_attempts').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedIp: text('signed_ip'),
    signedUserAgent: text('signed_user_agent'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_signatures_contract_idx').on(t.contractId, t.id.desc()),
    index('contract_signatures_brand_idx').on(t.brandId, t.id.desc()),
    // An upload's readers are found through the signature that holds it (uploads/attachments.ts).
    index('contract_signatures_document_upload_idx').on(t.documentUploadId),
    index('contract_signatures_signed_upload_idx').on(t.signedUploadId),
    check('contract_signatures_state_check', sql`${t.state} in ('pending', 'started', 'signed', 'declined')`),
    check('contract_signatures_attempts_check', sql`${t.codeAttempts} >= 0`),
  ],
);
