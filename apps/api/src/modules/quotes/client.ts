import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** The client: a live user of the viewer's brand scope (a 400 on `field` otherwise); their company is kept on the quote. */
export async function clientOf(db: Executor, viewer: SessionUser, clientId: number, field = 'client') {
  const [client] = await db
    .select({ id: users.id, brandId: users.brandId, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.id, clientId), isNull(users.deletedAt), brandScope(users.brandId, viewer)));
  if (!client) throw badRequest(L.refusals.unknownClient, { [field]: [L.refusals.unknownClient] });
  return client;
}
