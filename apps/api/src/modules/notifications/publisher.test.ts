import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { readCommitSignal } from '../../plugins/realtime/commit-signal.ts';
import { Publisher } from '../../plugins/realtime/publisher.ts';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { notify } from './notify.ts';

describe('readCommitSignal', () => {
  it('reads the ids a signal names, and nothing from another payload', () => {
    expect(readCommitSignal('12,40')).toEqual({ first: 12, last: 40 });
    for (const payload of ['', '12', '12,', 'a,b', '1,2,3']) expect(readCommitSignal(payload), payload).toBeNull();
  });
});

describe.each(ENGINES)('publisher on %s', (engine) => {
  let t: TestApp;
  let publisher: Publisher;
  let userId: number;
  const delivered: { id: number; content: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine);
    // The app's own publisher would take the rows too: this one is alone on the database.
    await t.app.close();
    const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where email = ${DEMO_ACCOUNTS.member}`);
    userId = row?.id as number;
    // No poll within the test: whatever arrives came through the commit signal.
    publisher = new Publisher(
      t.database,
      async (items) => {
        for (const { notification } of items) delivered.push({ id: notification.id, content: notification.content });
      },
      t.app.log,
      3_600_000,
    );
    await publisher.start();
  });
  afterAll(async () => {
    await publisher.stop();
    await t.close();
  });

  const contents = () => delivered.map((d) => d.content);

  it('pushes the rows of a commit on its signal, each once, and none of a rollback', async () => {
    await t.database.db.transaction(async (tx) => {
      await notify(tx, { userIds: [userId], kind: 'system', content: 'Premier' });
      await notify(tx, { userIds: [userId], kind: 'system', content: 'Second' });
    });
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, { userIds: [userId], kind: 'system', content: 'Annulé' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await notify(t.database.db, { userIds: [userId], kind: 'system', content: 'Seul' });

    await vi.waitFor(() => expect(contents()).toEqual(['Premier', 'Second', 'Seul']), { timeout: 10_000 });
    await publisher.idle();
    expect(contents()).toEqual(['Premier', 'Second', 'Seul']);
    const pending = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from notifications where push_pending`);
    expect(pending[0]?.n).toBe(0);
  });
});
