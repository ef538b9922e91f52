import { isAdmin } from '@hubgrade/domain/auth/roles';
import { feedOperations } from '@hubgrade/domain/feed/operations';
import { sql } from 'drizzle-orm';
import { feedMessageDocuments, feedMessages, uploads } from '../../db/schema/index.ts';
import type { AttachmentKind } from '../../lib/attachment-kind.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { readableBy } from './queries.ts';

/** The files of a feed message: readable by the staff of its brand and by the members who receive it once published. */
export const feedDocumentAttachments: AttachmentKind = {
  read: feedOperations.myFeed,
  attached: (viewer) =>
    sql`exists (select 1 from ${feedMessageDocuments} join ${feedMessages} on ${feedMessages.id} = ${feedMessageDocuments.messageId}
        where ${feedMessageDocuments.uploadId} = ${uploads.id}
          and ${isAdmin(viewer.roles) ? brandScope(feedMessages.brandId, viewer) : readableBy(viewer.id)})`,
};
