import { contractOperations } from '@hubgrade/domain/contracts/operations';
import { sql } from 'drizzle-orm';
import { contractDocuments, contracts, uploads, userDocuments, users } from '../../db/schema/index.ts';
import type { AttachmentKind } from '../../lib/attachment-kind.ts';
import { visibleDocumentContracts, visibleDocumentOwners } from './documents.ts';

/** A user's identity proof or KBIS. */
export const userDocumentAttachments: AttachmentKind = {
  read: contractOperations.userDocumentFile,
  attached: (viewer) =>
    sql`exists (select 1 from ${userDocuments} join ${users} on ${users.id} = ${userDocuments.userId}
        where ${userDocuments.uploadId} = ${uploads.id} and ${visibleDocumentOwners(viewer)})`,
};

/** Documents filed on a contract; /api/bookings-os/… (coworking) declares the same policy. */
export const contractDocumentAttachments: AttachmentKind = {
  read: contractOperations.platformDocumentFile,
  attached: (viewer) =>
    sql`exists (select 1 from ${contractDocuments} join ${contracts} on ${contracts.id} = ${contractDocuments.contractId}
        where ${contractDocuments.uploadId} = ${uploads.id} and ${visibleDocumentContracts(viewer)})`,
};
