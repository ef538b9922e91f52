import { signatureOperations } from '@hubgrade/domain/signatures/operations';
import { sql } from 'drizzle-orm';
import { contractSignatures, uploads } from '../../db/schema/index.ts';
import type { AttachmentKind } from '../../lib/attachment-kind.ts';
import { brandScope } from '../../lib/brand-scope.ts';

/** The document sent for signature and its signed copy (queries.ts findSignatureRow's scope). */
export const signatureDocumentAttachments: AttachmentKind = {
  read: signatureOperations.signatureDocument,
  attached: (viewer) =>
    sql`exists (select 1 from ${contractSignatures}
        where ${uploads.id} in (${contractSignatures.documentUploadId}, ${contractSignatures.signedUploadId})
          and ${brandScope(contractSignatures.brandId, viewer)})`,
};
