import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { PNG, uploadForm } from '../modules/uploads/sample-files.ts';
import { DEMO_ACCOUNTS } from '../seed/accounts.ts';
import { diskStorage, type FileStorage, newStorageKey, s3Storage } from './storage.ts';

async function bytes(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** What every storage does, whatever is behind it. */
function behavesAsStorage(name: string, open: () => Promise<FileStorage>) {
  describe(name, () => {
    let storage: FileStorage;
    beforeAll(async () => {
      storage = await open();
    });
    afterAll(() => storage.close());

    it('keeps a file under its key and gives back the same bytes', async () => {
      const key = newStorageKey('png');
      await storage.put(key, PNG, 'image/png');
      expect(await bytes(await storage.get(key))).toEqual(PNG);
    });

    it('answers null for a key that holds nothing', async () => {
      expect(await storage.get(newStorageKey('pdf'))).toBeNull();
    });

    it('deletes a file, and deleting it again is not an error', async () => {
      const key = newStorageKey('pdf');
      await storage.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('refuses keys it did not make', async () => {
      for (const key of ['../x.png', '2026/01/../../x.png', '/etc/passwd', '2026/01/a b.png', '', 'x.png/..']) {
        await expect(storage.put(key, PNG, 'image/png'), key).rejects.toThrow(/storage key/);
        await expect(storage.get(key), key).rejects.toThrow(/storage key/);
      }
    });
  });
}

describe('storage keys', () => {
  it('are random names in month folders, with the extension of the detected type', () => {
    const key = newStorageKey('webp', new Date(Date.UTC(2026, 2, 9)));
    expect(key).toMatch(/^2026\/03\/[0-9a-f]{32}\.webp$/);
    expect(newStorageKey('webp')).not.toBe(newStorageKey('webp'));
  });
});

describe('disk storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'hubgrade-disk-storage-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  behavesAsStorage('as a storage', async () => diskStorage(root));

  it('writes the file at its key under the folder and leaves no temporary file', async () => {
    const storage = diskStorage(root);
    const key = newStorageKey('png');
    await storage.put(key, PNG, 'image/png');
    expect(await readFile(join(root, key))).toEqual(PNG);
    const folder = join(root, key, '..');
    expect((await readdir(folder)).filter((name) => name.endsWith('.part'))).toEqual([]);
  });
});

/** Enough of the S3 protocol for PutObject, GetObject and DeleteObject, path-style. */
interface FakeS3 {
  url: string;
  objects: Map<string, { body: Buffer; type: string }>;
  requests: { method: string; path: string; authorization: string }[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: FakeS3['requests'] = [];
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization ?? '' });
    const prefix = `/${bucket}/`;
    if (!path.startsWith(prefix) || !request.headers.authorization?.startsWith('AWS4-HMAC-SHA256 Credential=cle-test/')) {
      response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const key = path.slice(prefix.length);
    const body = await readBody(request);
    if (request.method === 'PUT') {
      objects.set(key, { body, type: request.headers['content-type'] ?? 'application/octet-stream' });
      response.writeHead(200, { etag: '"fake"' }).end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) {
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<Error><Code>NoSuchKey</Code><Message>absent</Message></Error>');
        return;
      }
      response.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

describe('S3-compatible storage against a local S3 server', () => {
  let s3: FakeS3;
  const config = () => ({
    endpoint: s3.url,
    bucket: 'televersements',
    region: 'eu-west-3',
    accessKeyId: 'cle-test',
    secretAccessKey: 'secret-test',
    forcePathStyle: true,
  });

  beforeAll(async () => {
    s3 = await startFakeS3('televersements');
  });
  afterAll(() => s3.close());
  afterEach(() => {
    s3.requests.length = 0;
  });

  behavesAsStorage('as a storage', async () => s3Storage(config()));

  it('sends signed path-style requests with the file’s type', async () => {
    const storage = await s3Storage(config());
    const key = newStorageKey('png');
    await storage.put(key, PNG, 'image/png');
    expect(s3.objects.get(key)).toEqual({ body: PNG, type: 'image/png' });
    expect(s3.requests).toEqual([
      {
        method: 'PUT',
        path: `/televersements/${key}`,
        authorization: expect.stringMatching(/^AWS4-HMAC-SHA256 Credential=cle-test\/\d{8}\/eu-west-3\/s3\/aws4_request/),
      },
    ]);
    await storage.close();
  });

  it('reports a refusal of the server as an error, not as a missing file', async () => {
    const storage = await s3Storage({ ...config(), accessKeyId: 'autre-cle' });
    await expect(storage.get(newStorageKey('png'))).rejects.toThrow();
    await storage.close();
  });

  describe('behind the API', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', {
        env: {
          S3_ENDPOINT: s3.url,
          S3_BUCKET: 'televersements',
          S3_ACCESS_KEY: 'cle-test',
          S3_SECRET_KEY: 'secret-test',
          S3_REGION: 'eu-west-3',
          UPLOAD_DIR: join(tmpdir(), 'hubgrade-never-used'),
        },
      });
    });
    afterAll(() => t.close());

    it('stores uploads in the bucket, serves them from it and deletes them there', async () => {
      expect(t.app.storage.kind).toBe('s3');
      const headers = { authorization: `Bearer ${await t.tokenFor(DEMO_ACCOUNTS.member)}` };
      const created = await t.app.inject({ method: 'POST', url: '/api/upload/image', headers, payload: uploadForm(PNG, 'a.png') });
      expect(created.statusCode, created.body).toBe(201);
      const { id, name, path } = created.json();
      const key = [...s3.objects.keys()].find((k) => k.endsWith(name)) as string;
      expect(s3.objects.get(key)?.body).toEqual(PNG);

      const served = await t.app.inject({ url: path, headers });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(PNG);

      expect((await t.app.inject({ method: 'DELETE', url: `/api/upload/${id}`, headers })).statusCode).toBe(204);
      expect(s3.objects.has(key)).toBe(false);
    });
  });
});

describe('storage chosen by configuration', () => {
  it('is the disk unless S3 is configured', async () => {
    const t = await createTestApp('pglite', { seed: false });
    try {
      expect(t.app.storage.kind).toBe('disk');
    } finally {
      await t.close();
    }
  });
});
