import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordHistory } from '../../lib/history.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { endSessions } from '../../lib/sessions.ts';

/** "Sign out everywhere": every session of the account ends, the caller's own included. */
export async function signOutEverywhere(db: Db, user: SessionUser): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set(endSessions()).where(eq(users.id, user.id));
    await recordHistory(tx, {
      entity: 'user',
      entityId: user.id,
      brandId: user.brandId,
      actor: user,
      oldData: null,
      newData: { sessionsEnded: true },
    });
  });
}
