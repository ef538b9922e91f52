import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { writeMissingDemoFiles } from '../../lib/demo-files.ts';
import { demoPhotoPng } from '../../lib/demo-photo.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { demoDocumentPdf } from '../contracts/demo-document.ts';

/** Where the seed records the demo tickets' photos and PDFs (seed/demo-tickets.ts writes the same prefix). */
const DEMO_TICKET_PREFIX = 'demo/tickets/';

/** The seeded tickets' photos and PDFs, written once per storage. */
export function writeDemoTicketFiles(db: Db, storage: FileStorage, log: FastifyBaseLogger): Promise<void> {
  return writeMissingDemoFiles(db, storage, log, DEMO_TICKET_PREFIX, ({ storageKey, originalName }) =>
    storageKey.endsWith('.pdf')
      ? demoDocumentPdf(originalName.replace(/\.pdf$/, ''))
      : demoPhotoPng(Number(/(\d+)\.png$/.exec(storageKey)?.[1] ?? 1)),
  );
}
