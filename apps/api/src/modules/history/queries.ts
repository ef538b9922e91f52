import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { MAX_ID } from '@hubgrade/domain/common/schemas';
import { HISTORY_LABELS } from '@hubgrade/domain/history/labels';
import { HISTORY_ENTITIES, type HistoryEntity, type HistoryEntry, parseHistorySlug } from '@hubgrade/domain/history/schemas';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { historyEntries } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { HISTORY_SOURCES } from './sources.ts';

const ZEntity = z.enum(HISTORY_ENTITIES);

function entityOf(slug: string): { entity: HistoryEntity; id: number } {
  const { entity, id } = parseHistorySlug(slug);
  const parsed = ZEntity.safeParse(entity);
  if (!parsed.success) throw badRequest(ERROR_LABELS.badRequest, { slug: [HISTORY_LABELS.unknownEntity] });
  return { entity: parsed.data, id };
}

async function isVisible(db: Executor, viewer: SessionUser, entity: HistoryEntity, id: number): Promise<boolean> {
  const source = HISTORY_SOURCES[entity];
  const rows = await db
    .select({ id: source.id })
    .from(source.table)
    .where(and(eq(source.id, id), brandScope(source.brand, viewer)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The history of one record, newest first. Entries are scoped by the brand the record had when
 * it changed; a record that is neither visible to the viewer nor has visible entries is 404,
 * like the record itself (another brand's entity is never confirmed to exist).
 */
export async function listHistory(
  db: Executor,
  viewer: SessionUser,
  slug: string,
  paging: { page: number; itemsPerPage: number },
): Promise<{ items: HistoryEntry[]; total: number }> {
  const { entity, id } = entityOf(slug);
  if (id < 1 || id > MAX_ID) throw notFound();
  const where = and(eq(historyEntries.entity, entity), eq(historyEntries.entityId, id), brandScope(historyEntries.brandId, viewer));
  const [counted] = await db.select({ total: count() }).from(historyEntries).where(where);
  const total = Number(counted?.total ?? 0);
  if (total === 0 && !(await isVisible(db, viewer, entity, id))) throw notFound();
  const rows = await db
    .select()
    .from(historyEntries)
    .where(where)
    .orderBy(desc(historyEntries.id))
    .limit(paging.itemsPerPage)
    .offset((paging.page - 1) * paging.itemsPerPage);
  return {
    items: rows.map((r) => ({
      id: r.id,
      user: { email: r.userEmail },
      dateCreation: r.createdAt.toISOString(),
      entityId: r.entityId,
      oldData: r.oldData,
      newData: r.newData,
    })),
    total,
  };
}
