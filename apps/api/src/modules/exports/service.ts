import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { EXPORT_COLUMNS, EXPORT_LABELS } from '@hubgrade/domain/exports/labels';
import { EXPORT_BATCH_SIZE, type ExportDataset, type ExportFormat, exportFileName } from '@hubgrade/domain/exports/rules';
import type { CafeQuery, ExportBrands, ExportCount, ExportQuery, ExportSites } from '@hubgrade/domain/exports/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { brands, CAFE_DATASET, exportRuns, sites } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { cafeCsv, cafeReport } from './cafe.ts';
import { writeCsv } from './csv-writer.ts';
import { columnKinds, countRows, rowBatches } from './queries.ts';
import { brandChoice, type ExportScope, exportScope } from './scope.ts';
import { writeXlsx } from './xlsx.ts';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The picker's brands: every brand for the main platform's staff, their own for a brand's. */
export async function listExportBrands(db: Db, user: SessionUser): Promise<ExportBrands> {
  const items = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(user.brandId === null ? undefined : eq(brands.id, user.brandId))
    .orderBy(asc(brands.name), asc(brands.id));
  return { allBrands: user.brandId === null, items };
}

/** The sites of the chosen brand (0: the main platform's). */
export async function listExportSites(db: Db, user: SessionUser, brandId: number): Promise<ExportSites> {
  const brand = await brandChoice(db, user, brandId);
  if (brand.all) return { items: [] };
  const items = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(and(brandScope(sites.brandId, user), brand.brandId === null ? isNull(sites.brandId) : eq(sites.brandId, brand.brandId)))
    .orderBy(asc(sites.name), asc(sites.id));
  return { items };
}

/** The café export's sites: the caller's brand's, or every site with its brand for the main platform. */
export async function listCafeSites(db: Db, user: SessionUser): Promise<ExportSites> {
  const rows = await db
    .select({ id: sites.id, name: sites.name, brand: brands.name })
    .from(sites)
    .leftJoin(brands, eq(brands.id, sites.brandId))
    .where(brandScope(sites.brandId, user))
    .orderBy(asc(sites.name), asc(sites.id));
  const items = rows.map((row) => ({
    id: row.id,
    name: user.brandId === null ? `${row.name} (${row.brand ?? EXPORT_LABELS.fields.mainPlatform})` : row.name,
  }));
  return { items };
}

const fileNameOf = (query: ExportQuery) => exportFileName(EXPORT_LABELS.fileSlugs[query.dataset], query, query.format);

export async function countExport(db: Db, user: SessionUser, query: ExportQuery): Promise<ExportCount> {
  const scope = await exportScope(db, user, query);
  return { rows: await countRows(db, query.dataset, scope), fileName: fileNameOf(query) };
}

/** The picker's fields as the log keeps them. */
function criteriaOf(query: Omit<ExportQuery, 'dataset' | 'format'>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/**
 * Logs a file about to be sent (who, what, which criteria, how many rows), with its history
 * entry, in one transaction; the run's id marks it complete once the last byte has gone.
 */
export async function logExport(
  db: Db,
  user: SessionUser,
  run: {
    brandId: number | null;
    dataset: ExportDataset | typeof CAFE_DATASET;
    format: ExportFormat;
    criteria: Record<string, unknown>;
    rows: number;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exportRuns)
      .values({ ...run, userId: user.id })
      .returning();
    if (!row) throw new Error('export run not written');
    await recordHistory(tx, {
      entity: 'export',
      entityId: row.id,
      brandId: row.brandId,
      actor: { id: user.id, email: user.email },
      oldData: null,
      newData: { dataset: row.dataset, format: row.format, criteria: row.criteria, rows: row.rows },
    });
    return row.id;
  });
}

export async function markExportComplete(db: Db, runId: number): Promise<void> {
  await db.update(exportRuns).set({ completedAt: new Date() }).where(eq(exportRuns.id, runId));
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  rows: number;
  body: PassThrough;
}

function writeFile(db: Db, query: ExportQuery, scope: ExportScope, out: PassThrough): Promise<void> {
  const headers = EXPORT_COLUMNS[query.dataset];
  const kinds = columnKinds(query.dataset, scope);
  const batches = rowBatches(db, query.dataset, scope, EXPORT_BATCH_SIZE);
  return query.format === 'xlsx'
    ? writeXlsx(out, EXPORT_LABELS.datasets[query.dataset], headers, kinds, batches)
    : writeCsv(out, headers, kinds, batches);
}

/**
 * Starts a file: checks the scope, counts and logs it, then writes it into the answer's stream
 * while the client reads it. A failure half-way cuts the download off (the browser sees it fail)
 * and leaves the run incomplete.
 */
export async function startExport(db: Db, user: SessionUser, query: ExportQuery, log: FastifyBaseLogger): Promise<ExportFile> {
  const scope = await exportScope(db, user, query);
  const rows = await countRows(db, query.dataset, scope);
  const { dataset, format, ...criteria } = query;
  const runId = await logExport(db, user, {
    brandId: scope.brand.all ? null : scope.brand.brandId,
    dataset,
    format,
    criteria: criteriaOf(criteria),
    rows,
  });
  const body = new PassThrough();
  // Whether the client took the whole file: false when the download was cut off.
  const sent = finished(body).then(
    () => true,
    () => false,
  );
  writeFile(db, query, scope, body)
    .then(async () => {
      if (await sent) await markExportComplete(db, runId);
    })
    .catch((error: unknown) => {
      if (!body.destroyed) {
        log.error({ err: error, runId }, 'export cut off');
        body.destroy(error as Error);
      }
    });
  return { fileName: fileNameOf(query), contentType: CONTENT_TYPES[format], rows, body };
}

/** The café CSV of a month, logged like the picker's files. */
export async function cafeFile(db: Db, user: SessionUser, query: CafeQuery): Promise<{ fileName: string; csv: string }> {
  const report = await cafeReport(db, user, query);
  const brand = await brandChoice(db, user, undefined);
  const runId = await logExport(db, user, {
    brandId: brand.all ? null : brand.brandId,
    dataset: CAFE_DATASET,
    format: 'csv',
    criteria: criteriaOf(query),
    rows: report.items.length,
  });
  await markExportComplete(db, runId);
  return { fileName: report.fileName, csv: cafeCsv(report) };
}
