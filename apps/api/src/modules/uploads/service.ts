import type { Readable } from 'node:stream';
import { UPLOAD_LABELS } from '@hubgrade/domain/uploads/labels';
import { UPLOAD_RULES, type UploadMode } from '@hubgrade/domain/uploads/rules';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { type FileStorage, newStorageKey } from '../../plugins/storage.ts';
import { EXTENSIONS, sniffUploadType } from './content-type.ts';
import { cleanOriginalName } from './file-name.ts';
import type { ReceivedFile } from './multipart.ts';
import { toUpload, uploadVisibleTo } from './queries.ts';

/**
 * POST /upload/{mode}: the type comes from the content, then the file is stored and recorded.
 * A failed insert takes the stored file back, so no file exists without its row.
 */
export async function createUpload(db: Db, storage: FileStorage, user: SessionUser, mode: UploadMode, file: ReceivedFile): Promise<Upload> {
  const rule = UPLOAD_RULES[mode];
  const mimeType = await sniffUploadType(file.data);
  if (!mimeType || !rule.mimeTypes.includes(mimeType)) throw badRequest(UPLOAD_LABELS.wrongType[mode]);
  const extension = EXTENSIONS[mimeType];
  const storageKey = newStorageKey(extension);
  await storage.put(storageKey, file.data, mimeType);
  try {
    const [row] = await db
      .insert(uploads)
      .values({
        userId: user.id,
        brandId: user.brandId,
        mode,
        name: storageKey.slice(storageKey.lastIndexOf('/') + 1),
        storageKey,
        originalName: cleanOriginalName(file.filename, extension),
        mimeType,
        size: file.data.length,
      })
      .returning();
    if (!row) throw new Error('upload row not returned');
    return toUpload(row);
  } catch (error) {
    await storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

/**
 * DELETE /upload/{id}: the row goes in a transaction, the file after it has committed; a file
 * the storage fails to remove is only logged, as nothing can reach it any more.
 */
export async function deleteUpload(db: Db, storage: FileStorage, user: SessionUser, id: number, log: FastifyBaseLogger): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), uploadVisibleTo(user)))
      .for('update');
    if (!row) throw notFound();
    await tx.delete(uploads).where(eq(uploads.id, id));
    return row;
  });
  await storage
    .delete(removed.storageKey)
    .catch((err: unknown) => log.error({ err, key: removed.storageKey }, 'uploaded file not removed'));
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The bytes of an upload, or null when its row or file is gone. */
export async function readUpload(db: Executor, storage: FileStorage, uploadId: number | null): Promise<Buffer | null> {
  if (uploadId === null) return null;
  const [row] = await db.select({ key: uploads.storageKey }).from(uploads).where(eq(uploads.id, uploadId)).limit(1);
  if (!row) return null;
  const stream = await storage.get(row.key);
  return stream ? readAll(stream) : null;
}
