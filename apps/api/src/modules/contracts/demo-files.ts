import { like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { DEMO_DOCUMENT_PREFIX, demoDocumentPdf } from './demo-document.ts';

/**
 * The seed records the demo documents without writing files (it has no storage); the app writes
 * the missing ones when it starts, so that every seeded document opens. A few dozen small files,
 * written once per storage.
 */
export async function writeDemoDocuments(db: Db, storage: FileStorage, log: FastifyBaseLogger): Promise<void> {
  const rows = await db
    .select({ storageKey: uploads.storageKey, originalName: uploads.originalName, mimeType: uploads.mimeType })
    .from(uploads)
    .where(like(uploads.storageKey, `${DEMO_DOCUMENT_PREFIX}%`));
  for (const row of rows) {
    const existing = await storage.get(row.storageKey);
    if (existing) {
      existing.destroy();
      continue;
    }
    await storage
      .put(row.storageKey, demoDocumentPdf(row.originalName.replace(/\.pdf$/, '')), row.mimeType)
      .catch((err: unknown) => log.warn({ err, key: row.storageKey }, 'demo document not written'));
  }
}
