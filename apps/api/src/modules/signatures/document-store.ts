import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { type FileStorage, newStorageKey } from '../../plugins/storage.ts';

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export interface StoredFile {
  storageKey: string;
  bytes: Uint8Array;
}

/** Puts a PDF in the storage before its row exists; `forget` takes it back if the row is never written. */
export async function putPdf(storage: FileStorage, bytes: Uint8Array): Promise<StoredFile & { forget(): Promise<void> }> {
  const storageKey = newStorageKey('pdf');
  await storage.put(storageKey, Buffer.from(bytes), 'application/pdf');
  return { storageKey, bytes, forget: () => storage.delete(storageKey).catch(() => {}) };
}

/** The upload row of a stored PDF, in the caller's transaction: owned by the signer, seen by their brand's administrators. */
export async function recordPdfUpload(
  tx: Executor,
  file: StoredFile,
  owner: { userId: number; brandId: number | null },
  originalName: string,
): Promise<number> {
  const [row] = await tx
    .insert(uploads)
    .values({
      userId: owner.userId,
      brandId: owner.brandId,
      mode: 'pdf',
      name: file.storageKey.slice(file.storageKey.lastIndexOf('/') + 1),
      storageKey: file.storageKey,
      originalName,
      mimeType: 'application/pdf',
      size: file.bytes.length,
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error('upload row not returned');
  return row.id;
}
