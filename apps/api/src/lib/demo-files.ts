import { like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { uploads } from '../db/schema/index.ts';
import type { FileStorage } from '../plugins/storage.ts';

export interface DemoUpload {
  storageKey: string;
  originalName: string;
}

/**
 * The seed records demo uploads without writing their files (it has no storage); the app writes
 * the missing ones under `prefix` when it starts, so that every seeded file opens. `contentOf`
 * gives the same bytes whatever the run, so the recorded size holds.
 */
export async function writeMissingDemoFiles(
  db: Db,
  storage: FileStorage,
  log: FastifyBaseLogger,
  prefix: string,
  contentOf: (upload: DemoUpload) => Buffer,
): Promise<void> {
  const rows = await db
    .select({ storageKey: uploads.storageKey, originalName: uploads.originalName, mimeType: uploads.mimeType })
    .from(uploads)
    .where(like(uploads.storageKey, `${prefix}%`));
  for (const row of rows) {
    const existing = await storage.get(row.storageKey);
    if (existing) {
      existing.destroy();
      continue;
    }
    await storage
      .put(row.storageKey, contentOf(row), row.mimeType)
      .catch((err: unknown) => log.warn({ err, key: row.storageKey }, 'demo file not written'));
  }
}
