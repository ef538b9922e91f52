import { isAdmin } from '@hubgrade/domain/auth/roles';
import { uploadPath } from '@hubgrade/domain/uploads/rules';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import type { SessionUser } from '../../lib/session-user.ts';

export type UploadRow = typeof uploads.$inferSelect;

/**
 * Who may see or remove an upload: the uploader, and administrators within their brand scope
 * (a main-platform administrator sees every brand). Anyone else is told it does not exist.
 */
export function uploadVisibleTo(user: SessionUser): SQL {
  const own = eq(uploads.userId, user.id);
  return isAdmin(user.roles) ? (or(own, brandScope(uploads.brandId, user)) as SQL) : own;
}

export async function findVisibleUpload(db: Executor, user: SessionUser, id: number): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), uploadVisibleTo(user)))
    .limit(1);
  return row ?? null;
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
