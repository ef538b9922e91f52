import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { writeMissingDemoFiles } from '../../lib/demo-files.ts';
import { demoPhotoPng } from '../../lib/demo-photo.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { demoDocumentPdf } from '../contracts/demo-document.ts';

/** Where the seed records the demo documents' files (seed/demo-documents.ts writes the same prefix). */
export const DEMO_DOCUMENT_PREFIX = 'demo/documents/';

/** The seeded documents' PDFs and pictures, written once per storage. */
export function writeDemoDocumentFiles(db: Db, storage: FileStorage, log: FastifyBaseLogger): Promise<void> {
  return writeMissingDemoFiles(db, storage, log, DEMO_DOCUMENT_PREFIX, ({ storageKey, originalName }) =>
    storageKey.endsWith('.pdf')
      ? demoDocumentPdf(originalName.replace(/\.pdf$/, ''))
      : demoPhotoPng(Number(/(\d+)\.png$/.exec(storageKey)?.[1] ?? 1)),
  );
}
