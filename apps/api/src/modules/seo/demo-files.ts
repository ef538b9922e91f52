import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { writeMissingDemoFiles } from '../../lib/demo-files.ts';
import { demoPhotoPng, demoPhotoWebp } from '../../lib/demo-photo.ts';
import type { FileStorage } from '../../plugins/storage.ts';

/** Where the seed records the demo SEO images (seed/demo-seo.ts writes the same prefix). */
const DEMO_SEO_PREFIX = 'demo/seo/';

/** The seeded SEO images and their WebP renditions, written once per storage. */
export async function writeDemoSeoFiles(db: Db, storage: FileStorage, log: FastifyBaseLogger): Promise<void> {
  const numbers = [1, 2, 3];
  const webps = new Map(await Promise.all(numbers.map(async (n) => [n, await demoPhotoWebp(n)] as const)));
  await writeMissingDemoFiles(db, storage, log, DEMO_SEO_PREFIX, ({ storageKey }) => {
    const n = Number(/(\d+)\.\w+$/.exec(storageKey)?.[1] ?? 1);
    return storageKey.endsWith('.webp') ? (webps.get(n) ?? Buffer.alloc(0)) : demoPhotoPng(n);
  });
}
