import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { writeMissingDemoFiles } from '../../lib/demo-files.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { DEMO_DOCUMENT_PREFIX, demoDocumentPdf } from './demo-document.ts';

/** The seeded contract documents, written once per storage: a few dozen small PDFs. */
export function writeDemoDocuments(db: Db, storage: FileStorage, log: FastifyBaseLogger): Promise<void> {
  return writeMissingDemoFiles(db, storage, log, DEMO_DOCUMENT_PREFIX, (upload) =>
    demoDocumentPdf(upload.originalName.replace(/\.pdf$/, '')),
  );
}
