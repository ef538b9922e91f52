import { documentOperations } from '@hubgrade/domain/documents/operations';
import { sql } from 'drizzle-orm';
import { documents, documentVersions, uploads } from '../../db/schema/index.ts';
import type { AttachmentKind } from '../../lib/attachment-kind.ts';
import { documentsReadableBy } from './access.ts';

/** Every version of a document: downloadable by whoever reads the document (its brand's staff, the members it is shared with). */
export const documentVersionAttachments: AttachmentKind = {
  read: documentOperations.find,
  attached: (viewer) =>
    sql`exists (select 1 from ${documentVersions} join ${documents} on ${documents.id} = ${documentVersions.documentId}
        where ${documentVersions.uploadId} = ${uploads.id} and ${documentsReadableBy(viewer)})`,
};
