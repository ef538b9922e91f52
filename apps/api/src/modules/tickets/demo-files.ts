import { like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { demoPhotoPng } from '../../lib/demo-photo.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { demoDocumentPdf } from '../contracts/demo-document.ts';

/** Where the seed records the demo tickets' photos and PDFs (seed/demo-tickets.ts writes the same prefix). */
export const DEMO_TICKET_PREFIX = 'demo/tickets/';

/** The demo file a seeded upload names: the same bytes whatever the run, so the recorded size holds. */
export function demoTicketFile(storageKey: string, originalName: string): Buffer {
  if (storageKey.endsWith('.pdf')) return demoDocumentPdf(originalName.replace(/\.pdf$/, ''));
  return demoPhotoPng(Number(/(\d+)\.png$/.exec(storageKey)?.[1] ?? 1));
}

/** The seed records the demo tickets' files without writing them; the app writes the missing ones when it starts. */
export async function writeDemoTicketFiles(db: Db, storage: FileStorage, log: FastifyBaseLogger): Promise<void> {
  const rows = await db
    .select({ storageKey: uploads.storageKey, originalName: uploads.originalName, mimeType: uploads.mimeType })
    .from(uploads)
    .where(like(uploads.storageKey, `${DEMO_TICKET_PREFIX}%`));
  for (const row of rows) {
    const existing = await storage.get(row.storageKey);
    if (existing) {
      existing.destroy();
      continue;
    }
    await storage
      .put(row.storageKey, demoTicketFile(row.storageKey, row.originalName), row.mimeType)
      .catch((err: unknown) => log.warn({ err, key: row.storageKey }, 'demo ticket file not written'));
  }
}
