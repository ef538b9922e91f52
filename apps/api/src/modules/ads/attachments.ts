import { adOperations } from '@hubgrade/domain/ads/operations';
import { sql } from 'drizzle-orm';
import { adPhotos, ads, uploads } from '../../db/schema/index.ts';
import type { AttachmentKind } from '../../lib/attachment-kind.ts';
import { visibleAds } from './queries.ts';

/** Ad photos, shown on the ad sheet: readable by whoever may read the ad. */
export const adPhotoAttachments: AttachmentKind = {
  read: adOperations.findAd,
  attached: (viewer) =>
    sql`exists (select 1 from ${adPhotos} join ${ads} on ${ads.id} = ${adPhotos.adId}
        where ${adPhotos.uploadId} = ${uploads.id} and ${visibleAds(viewer)})`,
};
