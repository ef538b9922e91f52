import type { LegalPageKind } from '@hubgrade/domain/legal/rules';
import type { LegalPage } from '@hubgrade/domain/legal/schemas';
import type { Db } from '../../db/client.ts';
import { legalPages, legalPageVersions } from '../../db/schema/index.ts';
import { reachableBrand } from '../../lib/brand-key.ts';
import { recordHistory } from '../../lib/history.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { pageAnswer, storedPage } from './queries.ts';

/** PUT /legal/{kind}/{brandId}: the sanitised text becomes the page and one more version, with its history entry. */
export async function saveLegalPage(
  db: Db,
  actor: SessionUser,
  brandKey: number,
  kind: LegalPageKind,
  content: string,
): Promise<LegalPage> {
  return db.transaction(async (tx) => {
    const brandId = await reachableBrand(tx, actor, brandKey);
    const before = await storedPage(tx, brandKey, kind);
    const stamp = { updatedAt: new Date(), updatedBy: actor.id };
    const [row] = await tx
      .insert(legalPages)
      .values({ brandKey, brandId, kind, content, ...stamp })
      .onConflictDoUpdate({ target: [legalPages.brandKey, legalPages.kind], set: { content, ...stamp } })
      .returning();
    if (!row) throw new Error('legal page not written');
    await tx.insert(legalPageVersions).values({ pageId: row.id, content, authorEmail: actor.email });
    await recordHistory(tx, {
      entity: 'legal-page',
      entityId: row.id,
      brandId,
      actor,
      oldData: before ? { content: before.content } : null,
      newData: { content },
    });
    return pageAnswer(kind, brandKey, row);
  });
}
