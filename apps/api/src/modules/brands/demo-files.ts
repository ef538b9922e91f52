import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { writeMissingDemoFiles } from '../../lib/demo-files.ts';
import { demoPhotoPng } from '../../lib/demo-photo.ts';
import type { FileStorage } from '../../plugins/storage.ts';

/** Where the seed records the demo brands' theme images (seed/demo-brands.ts writes the same prefix). */
const DEMO_BRAND_PREFIX = 'demo/brands/';

/** The seeded theme images, written once per storage: `background-{brand}.png`. */
export function writeDemoBrandFiles(db: Db, storage: FileStorage, log: FastifyBaseLogger): Promise<void> {
  return writeMissingDemoFiles(db, storage, log, DEMO_BRAND_PREFIX, ({ storageKey }) =>
    demoPhotoPng(Number(/(\d+)\.png$/.exec(storageKey)?.[1] ?? 1)),
  );
}
