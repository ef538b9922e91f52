import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config, S3Config } from '../config.ts';

/**
 * Where uploaded files live: a folder on disk by default, S3-compatible object storage when
 * configured (ARCHITECTURE rule 8: the same behaviour behind one interface). Keys are chosen by
 * the API, never by a client.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when no file has this key. */
  get(key: string): Promise<Readable | null>;
  /** Removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Keys are `yyyy/mm/<random>.<ext>`: nothing a path could escape from. */
const KEY_PATTERN = /^[a-z0-9]+(?:\/[a-z0-9]+)*\/[a-z0-9-]+\.[a-z0-9]+$/;

function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

export function diskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, checkedKey(key));
    if (!path.startsWith(base + sep)) throw new Error(`storage key outside the folder: ${key}`);
    return path;
  };
  return {
    kind: 'disk',
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside then renamed: a reader never sees half a file, a crash leaves no file under the key.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(temporary, data, { flag: 'wx', mode: 0o640 });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async close() {},
  };
}

/** The AWS SDK is loaded only when S3 storage is configured: it is large and most instances use the disk. */
export async function s3Storage(config: S3Config): Promise<FileStorage> {
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: data, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async close() {
      client.destroy();
    },
  };
}

export async function createStorage(config: Pick<Config, 'uploadDir' | 's3'>): Promise<FileStorage> {
  return config.s3 ? s3Storage(config.s3) : diskStorage(config.uploadDir);
}

/** A fresh key for a file of this extension, spread over month folders. */
export function newStorageKey(extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return checkedKey(`${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${extension}`);
}

export const storagePlugin = fp<{ config: Config }>(async (app: FastifyInstance, { config }) => {
  const storage = await createStorage(config);
  app.decorate('storage', storage);
  app.addHook('onClose', () => storage.close());
});
