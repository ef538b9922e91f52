import { spaceOperations } from '@hubgrade/domain/spaces/operations';
import { sql } from 'drizzle-orm';
import { sitePhotos, sites, uploads } from '../../db/schema/index.ts';
import type { AttachmentKind } from '../../lib/attachment-kind.ts';
import { visibleSites } from './site-queries.ts';

/** Site photos, shown on the site sheet: readable by whoever may read the site. */
export const sitePhotoAttachments: AttachmentKind = {
  read: spaceOperations.find,
  attached: (viewer) =>
    sql`exists (select 1 from ${sitePhotos} join ${sites} on ${sites.id} = ${sitePhotos.siteId}
        where ${sitePhotos.uploadId} = ${uploads.id} and ${visibleSites(viewer)})`,
};
