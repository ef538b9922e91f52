import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { brands } from '../../db/schema/index.ts';

export interface LinkBrand {
  id: number;
  name: string;
  urlBack: string | null;
}

export async function findLinkBrand(db: Executor, id: number | null | undefined): Promise<LinkBrand | null> {
  if (!id) return null;
  const [row] = await db
    .select({ id: brands.id, name: brands.name, urlBack: brands.urlBack })
    .from(brands)
    .where(eq(brands.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Where mailed links point: the back-office the person came from. A brand's back-office is
 * served by this same server under the brand's host name, hence the public URL's scheme and port.
 */
export function linkBase(config: Pick<Config, 'publicUrl'>, brand: LinkBrand | null): string {
  if (!brand?.urlBack) return config.publicUrl;
  const url = new URL(config.publicUrl);
  return `${url.protocol}//${brand.urlBack}${url.port ? `:${url.port}` : ''}`;
}
