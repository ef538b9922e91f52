import { brandImagePath } from '@hubgrade/domain/brands/rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brandImages, brands, modules, uploads, users } from '../db/schema/index.ts';
import { demoPhotoPng } from '../lib/demo-photo.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { THEME_DEMO_BRAND } from './brands.ts';

/** The storage prefix of the demo brands' theme images, which the brands module writes on start-up (modules/brands/demo-files.ts). */
const DEMO_BRAND_PREFIX = 'demo/brands/';

/**
 * The fifth brand, after every other area's data (it has none of its own: a new brand starts so),
 * with a sign-in background sent by the super administrator, and a module added to the catalogue,
 * enabled on it.
 */
export async function seedBrands(db: Db): Promise<void> {
  const b = THEME_DEMO_BRAND;
  await db.insert(modules).values({
    key: 'conciergerie',
    name: 'Conciergerie',
    description: 'Services de conciergerie proposés aux membres par le site public de la marque.',
  });
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.admin));
  const name = `background-${b.id}.png`;
  const [background] = await db
    .insert(uploads)
    .values({
      userId: admin?.id ?? 1,
      brandId: null,
      mode: 'image',
      name: `brand-${name}`,
      storageKey: `${DEMO_BRAND_PREFIX}${name}`,
      originalName: name,
      mimeType: 'image/png',
      size: demoPhotoPng(b.id).length,
    })
    .returning({ id: uploads.id });
  const uploadId = background?.id ?? 0;
  await db.insert(brands).values({
    id: b.id,
    name: b.name,
    urlBack: b.host,
    urlClient: `http://client.${b.host}`,
    urlFront: `http://www.${b.host}`,
    configuration: {
      ...b.configuration,
      modules: [...b.configuration.modules, 'conciergerie'],
      themes: { ...b.configuration.themes, brand_background_login: brandImagePath(uploadId) },
    },
  });
  await db.insert(brandImages).values({ brandId: b.id, slot: 'brand_background_login', uploadId });
  await db.execute(sql`select setval('brands_id_seq', (select max(id) from brands))`);
}
