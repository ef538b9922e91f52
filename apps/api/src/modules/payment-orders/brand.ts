import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** The brand a body names (0: the main platform, null in the tables); another brand than the viewer's, or an unknown one, is a 404. */
export async function brandIdOf(db: Executor, viewer: SessionUser, brandKey: number): Promise<number | null> {
  if (viewer.brandId !== null && viewer.brandId !== brandKey) throw notFound(L.refusals.brandNotFound);
  if (brandKey === 0) return null;
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandKey));
  if (!brand) throw notFound(L.refusals.brandNotFound);
  return brand.id;
}
