import { inventoryOperations } from '@hubgrade/domain/inventory/operations';
import { sql } from 'drizzle-orm';
import { inventoryItemPhotos, inventoryItems, inventoryReports, inventoryRooms, uploads } from '../../db/schema/index.ts';
import type { AttachmentKind } from '../../lib/attachment-kind.ts';
import { brandScope } from '../../lib/brand-scope.ts';

/** The photos of a condition report's items: readable by the staff who read the report (its brand scope). */
export const inventoryPhotoAttachments: AttachmentKind = {
  read: inventoryOperations.find,
  attached: (viewer) =>
    sql`exists (select 1 from ${inventoryItemPhotos}
        join ${inventoryItems} on ${inventoryItems.id} = ${inventoryItemPhotos.itemId}
        join ${inventoryRooms} on ${inventoryRooms.id} = ${inventoryItems.roomId}
        join ${inventoryReports} on ${inventoryReports.id} = ${inventoryRooms.reportId}
        where ${inventoryItemPhotos.uploadId} = ${uploads.id} and ${brandScope(inventoryReports.brandId, viewer)})`,
};
