import { EXPORT_DATASETS, EXPORT_FORMATS } from '@hubgrade/domain/exports/rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { users } from './users.ts';

const list = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);

/** The café consumption file of /csv-cafe, kept in the same log as the picker's files. */
export const CAFE_DATASET = 'cafe';

/**
 * One row per file downloaded from /exports or /csv-cafe: who took which records out of the
 * platform, with which criteria, and whether the whole file was sent.
 */
export const exportRuns = pgTable(
  'export_runs',
  {
    id: serial('id').primaryKey(),
    /** The brand exported; null: the main platform's records or every brand's (see `criteria`). */
    brandId: integer('brand_id').references(() => brands.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    dataset: text('dataset').notNull(),
    format: text('format').notNull(),
    /** The picker's fields as sent: brand, space, period. */
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    rows: integer('rows').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the last byte was sent; null: the download was cut off. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('export_runs_dataset_check', sql`${t.dataset} in ${list([...EXPORT_DATASETS, CAFE_DATASET])}`),
    check('export_runs_format_check', sql`${t.format} in ${list(EXPORT_FORMATS)}`),
    index('export_runs_brand_id_idx').on(t.brandId, t.id.desc()),
    index('export_runs_user_id_idx').on(t.userId),
  ],
);
