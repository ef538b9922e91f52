import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ads } from './ads.ts';
import { brands } from './brands.ts';
import { companies } from './companies.ts';
import { coworkingSpaces } from './spaces.ts';
import { uploads } from './uploads.ts';
import { users } from './users.ts';

/**
 * A contract ("booking"): on the platform side a lease of an ad between its landlord and a
 * tenant (or an off-platform lease entered by staff), on the coworking side seats of a coworking
 * space let to a tenant. One table so that states, history, documents and signatures are one concept.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    kind: text('kind', { enum: ['platform', 'coworking'] }).notNull(),
    /** Platform contracts made outside the platform ("Hors plateforme"). */
    offPlatform: boolean('off_platform').notNull().default(false),
    /** 0 Brouillon, 1 Accepté, 2 Signature, 3 Signé, 4 En cours, 5 Préavis, 6 Terminé. */
    state: smallint('state').notNull().default(0),
    adId: integer('ad_id').references(() => ads.id),
    coworkingSpaceId: integer('coworking_space_id').references(() => coworkingSpaces.id),
    /** The landlord (platform side); null on the coworking side, where the operator lets the seats. */
    landlordId: integer('landlord_id').references(() => users.id),
    /** The tenant ("sender" of the booking request). */
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => users.id),
    tenantCompanyId: integer('tenant_company_id').references(() => companies.id),
    /** The salesperson (ROLE_COMMERCIAL) following the contract. */
    commercialId: integer('commercial_id').references(() => users.id),
    /** 1 flexible lease, 4 commercial lease 3/6/9. */
    contractType: smallint('contract_type').notNull().default(1),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** Commitment in months. */
    durationMonths: integer('duration_months').notNull().default(12),
    tacitRenewal: boolean('tacit_renewal').notNull().default(true),
    /** Monthly rent excluding tax. */
    rentCents: integer('rent_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** Security deposit (dépôt de garantie), out of VAT: invoiced once when the contract is first billed, refunded at its end. */
    depositCents: integer('deposit_cents').notNull().default(0),
    /** VAT rate in basis points (2000 = 20 %). */
    vatRate: integer('vat_rate').notNull().default(2000),
    /** 1 when invoices are collected by direct debit. */
    subscription: smallint('subscription').notNull().default(0),
    seats: integer('seats').notNull().default(1),
    accessCount: integer('access_count').notNull().default(0),
    domiciliation: boolean('domiciliation').notNull().default(false),
    invoiceWarning: boolean('invoice_warning').notNull().default(false),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The city of the space (ad, coworking site, or entered for an off-platform contract), for the city filter. */
    city: text('city'),
    /** An off-platform landlord who is not a user of the platform. */
    landlordName: text('landlord_name'),
    /**
     * Lower-cased names of the parties, companies, ad, space and city: the one column the list's
     * search reads, through a trigram index (search-text.ts keeps it up to date).
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    index('contracts_kind_brand_idx').on(t.kind, t.brandId, t.id.desc()),
    // The lists show live contracts newest first, for every brand (main platform) or one brand.
    index('contracts_live_kind_id_idx').on(t.kind, t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('contracts_live_kind_brand_id_idx').on(t.kind, t.brandId, t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('contracts_live_kind_city_id_idx').on(t.kind, t.city, t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('contracts_live_kind_state_id_idx').on(t.kind, t.state, t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('contracts_live_kind_start_idx').on(t.kind, t.startDate.desc(), t.id.desc()).where(sql`${t.deletedAt} is null`),
    index('contracts_live_off_platform_idx').on(t.id.desc()).where(sql`${t.deletedAt} is null and ${t.offPlatform}`),
    index('contracts_live_end_date_idx').on(t.endDate).where(sql`${t.deletedAt} is null and ${t.endDate} is not null`),
    index('contracts_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('contracts_ad_id_idx').on(t.adId),
    index('contracts_tenant_id_idx').on(t.tenantId),
    index('contracts_landlord_id_idx').on(t.landlordId),
    index('contracts_tenant_company_id_idx').on(t.tenantCompanyId),
    index('contracts_commercial_id_idx').on(t.commercialId),
    index('contracts_coworking_space_id_idx').on(t.coworkingSpaceId),
    check('contracts_state_check', sql`${t.state} between 0 and 6`),
    check('contracts_type_check', sql`${t.contractType} in (1, 4)`),
    check(
      'contracts_kind_check',
      sql`(${t.kind} = 'platform' and (${t.adId} is not null or ${t.offPlatform})) or (${t.kind} = 'coworking' and ${t.coworkingSpaceId} is not null and not ${t.offPlatform})`,
    ),
    check('contracts_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check('contracts_off_platform_landlord_check', sql`${t.landlordName} is null or ${t.offPlatform}`),
    check('contracts_deposit_check', sql`${t.depositCents} >= 0`),
    check('contracts_amounts_check', sql`${t.rentCents} >= 0 and ${t.discountCents} >= 0 and ${t.vatRate} between 0 and 10000`),
  ],
);

/** A SEPA direct-debit mandate signed for a contract; removing it keeps the row (removedAt). */
export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id').references(() => brands.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    /** The debtor. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    holder: text('holder').notNull(),
    /** Validated (checksum) and stored without spaces, upper case. */
    iban: text('iban').notNull(),
    bic: text('bic'),
    /** Unique mandate reference (RUM). */
    reference: text('reference').notNull().unique(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedIp: text('signed_ip'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sepa_mandates_contract_id_idx').on(t.contractId),
    index('sepa_mandates_brand_id_idx').on(t.brandId, t.id.desc()),
    index('sepa_mandates_user_id_idx').on(t.userId),
  ],
);

/**
 * A contract's unseen activity for one back-office user ("notification" of a contract, tables
 * §2.2): raised for its salesperson and the administrators of its brand when something happens
 * on it (created, state, end date, documents), counted, and deleted when that user opens it.
 */
export const contractNotifications = pgTable(
  'contract_notifications',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.userId] }), index('contract_notifications_user_id_idx').on(t.userId)],
);

/** A user's identity proof or KBIS: one current file of each kind, replaced by a new upload. */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'pieceIdentite' or 'kbis' (tables-and-sheets §3 "User documents"). */
    kind: text('kind', { enum: ['pieceIdentite', 'kbis'] }).notNull(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_documents_user_kind_unique').on(t.userId, t.kind),
    // An upload's readers are found through the record it is attached to (uploads/attachments.ts).
    index('user_documents_upload_id_idx').on(t.uploadId),
    check('user_documents_kind_check', sql`${t.kind} in ('pieceIdentite', 'kbis')`),
  ],
);

/** Documents of a contract, filed on the landlord's or the tenant's side. */
export const contractDocuments = pgTable(
  'contract_documents',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    side: text('side', { enum: ['landlord', 'tenant'] }).notNull(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_documents_contract_id_idx').on(t.contractId, t.id),
    index('contract_documents_upload_id_idx').on(t.uploadId),
    check('contract_documents_side_check', sql`${t.side} in ('landlord', 'tenant')`),
  ],
);
