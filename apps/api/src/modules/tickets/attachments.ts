import { ticketOperations } from '@hubgrade/domain/tickets/operations';
import { sql } from 'drizzle-orm';
import { ticketDocuments, tickets, uploads } from '../../db/schema/index.ts';
import type { AttachmentKind } from '../../lib/attachment-kind.ts';
import { ticketsReadableBy } from './access.ts';

/** The photos and PDFs of a ticket: readable by whoever reads the ticket (the desk of its brand, its reporter, their company's owner). */
export const ticketDocumentAttachments: AttachmentKind = {
  read: ticketOperations.find,
  attached: (viewer) =>
    sql`exists (select 1 from ${ticketDocuments} join ${tickets} on ${tickets.id} = ${ticketDocuments.ticketId}
        where ${ticketDocuments.uploadId} = ${uploads.id} and ${ticketsReadableBy(viewer)})`,
};
