import { FEED_PUBLISHED } from '@hubgrade/domain/feed/rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { feedMessageSites, feedMessages, meetingRooms, panels } from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';

/**
 * Lobby screens are told that their site's content changed by a NOTIFY raised in the writing
 * transaction: PostgreSQL delivers it to every instance once that transaction commits, and never
 * on rollback. Its payload is the sites' ids, `{id},{id}…`; it names no booking nor message.
 */
export const SCREEN_SIGNAL_CHANNEL = 'hubgrade_panel_screens';

/** The sites a screen signal names; null when it names none that can be read. */
export function readScreenSignal(payload: string): number[] | null {
  if (!/^\d{1,9}(,\d{1,9})*$/.test(payload)) return null;
  return payload.split(',').map(Number);
}

/** Signals the sites that `siteIds` (a query of one column) selects, once per statement; nothing when it selects none. */
async function signalSites(tx: Executor, siteIds: SQL): Promise<void> {
  await tx.execute(
    sql`select pg_notify(${SCREEN_SIGNAL_CHANNEL}, string_agg(distinct s.id::text, ',')) from (${siteIds}) s(id) having count(*) > 0`,
  );
}

const idsParam = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;

/** The screens of these sites (a panel moved, renamed or given a new secret). */
export function signalScreensOfSites(tx: Executor, siteIds: readonly number[]): Promise<void> {
  return signalSites(tx, sql`select unnest(${idsParam(siteIds)})`);
}

/** The screens of the rooms' sites: a meeting booked, changed or cancelled there. */
export function signalScreensOfRooms(tx: Executor, roomIds: readonly number[]): Promise<void> {
  if (roomIds.length === 0) return Promise.resolve();
  return signalSites(tx, sql`select ${meetingRooms.siteId} from ${meetingRooms} where ${meetingRooms.id} = any(${idsParam(roomIds)})`);
}

/**
 * The screens of the sites of those of these messages that are published. Called before a change
 * (a message unpublished, edited or deleted leaves its screens) and after it (published).
 */
export function signalScreensOfMessages(tx: Executor, messageIds: readonly number[]): Promise<void> {
  if (messageIds.length === 0) return Promise.resolve();
  return signalSites(
    tx,
    sql`select ${feedMessageSites.siteId} from ${feedMessageSites}
        join ${feedMessages} on ${feedMessages.id} = ${feedMessageSites.messageId}
        where ${feedMessageSites.messageId} = any(${idsParam(messageIds)}) and ${feedMessages.state} = ${FEED_PUBLISHED}`,
  );
}

/** The screens of a deployment's panels: its default content changed. */
export function signalScreensOfBrand(tx: Executor, brandId: number | null): Promise<void> {
  return signalSites(tx, sql`select ${panels.siteId} from ${panels} where ${ofBrand(panels.brandId, brandId)}`);
}
