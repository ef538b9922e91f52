import { catalogueOperations } from '@hubgrade/domain/catalogue/operations';
import { sql } from 'drizzle-orm';
import { products, uploads } from '../../db/schema/index.ts';
import type { AttachmentKind } from '../../lib/attachment-kind.ts';
import { brandScope } from '../../lib/brand-scope.ts';

/** A product's picture: readable by whoever may read the product. */
export const productPictureAttachments: AttachmentKind = {
  read: catalogueOperations.findProduct,
  attached: (viewer) =>
    sql`exists (select 1 from ${products} where ${products.pictureUploadId} = ${uploads.id} and ${brandScope(products.brandId, viewer)})`,
};
