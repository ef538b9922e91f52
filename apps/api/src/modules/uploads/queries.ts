import { isAdmin } from '@hubgrade/domain/auth/roles';
import { uploadPath } from '@hubgrade/domain/uploads/rules';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import { eq, or, type SQL } from 'drizzle-orm';
import { uploads } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import type { SessionUser } from '../../lib/session-user.ts';

export type UploadRow = typeof uploads.$inferSelect;

/**
 * Who may remove an upload or attach it to a record: the uploader, and administrators within their
 * brand scope (a main-platform administrator sees every brand). Reading reaches further: see
 * uploadReadableBy in attachments.ts.
 */
export function uploadVisibleTo(user: SessionUser): SQL {
  const own = eq(uploads.userId, user.id);
  return isAdmin(user.roles) ? (or(own, brandScope(uploads.brandId, user)) as SQL) : own;
}

export function toUpload(row: UploadRow): Upload {
  return {
    id: row.id,
    name: row.name,
    path: uploadPath(row.id),
    originalName: row.originalName,
    mimeType: row.mimeType as Upload['mimeType'],
    size: row.size,
  };
}
