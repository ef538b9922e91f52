import type { HistoryEntity } from '@hubgrade/domain/history/schemas';
import type { Executor } from '../db/client.ts';
import { historyEntries } from '../db/schema/index.ts';

const SECRET_KEYS = new Set(['passwordHash', 'password', 'plainPassword', 'tokenHash']);

function withoutSecrets(data: unknown): unknown {
  if (data === null || typeof data !== 'object') return data ?? null;
  if (Array.isArray(data)) return data.map(withoutSecrets);
  return Object.fromEntries(
    Object.entries(data)
      .filter(([k]) => !SECRET_KEYS.has(k))
      .map(([k, v]) => [k, withoutSecrets(v)]),
  );
}

export interface HistoryRecord {
  entity: HistoryEntity;
  entityId: number;
  brandId: number | null;
  actor: { id: number; email: string } | null;
  oldData: unknown;
  newData: unknown;
}

/** Called by every mutation with its own transaction, so the entry exists iff the change does. */
export async function recordHistory(tx: Executor, entry: HistoryRecord): Promise<void> {
  await tx.insert(historyEntries).values({
    entity: entry.entity,
    entityId: entry.entityId,
    brandId: entry.brandId,
    userId: entry.actor?.id ?? null,
    userEmail: entry.actor?.email ?? null,
    oldData: withoutSecrets(entry.oldData),
    newData: withoutSecrets(entry.newData),
  });
}
