import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

export type ContractRow = typeof contracts.$inferSelect;

/**
 * A contract of the viewer's brand scope, of the given kind when one is named (the platform and
 * coworking routes each answer for their own); deleted or another brand's is 404.
 */
export async function findScopedContract(
  db: Executor,
  viewer: Pick<SessionUser, 'brandId'>,
  id: number,
  options: { kind?: 'platform' | 'coworking'; lock?: boolean } = {},
): Promise<ContractRow> {
  const query = db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.id, id),
        isNull(contracts.deletedAt),
        brandScope(contracts.brandId, viewer),
        options.kind ? eq(contracts.kind, options.kind) : undefined,
      ),
    );
  const [row] = await (options.lock ? query.for('update') : query.limit(1));
  if (!row) throw notFound();
  return row;
}
