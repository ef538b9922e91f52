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
  const delivered: { id: number; userId: number; content: string }[] = [];
  /** Set: the next delivery fails, as a lost Redis would make it. */
  let failNext = false;

  beforeAll(async () => {
    t = await createTestApp(engine);
    // The app's own publisher would take the rows too: this one is alone on the database.
    await t.app.close();
    const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where email = ${DEMO_ACCOUNTS.member}`);
    userId = row?.id as number;
    // No poll within the test: whatever arrives came through the commit signal.
    publisher = new Publisher(
      t.database,
      async (deliveries) => {
        if (failNext) {
          failNext = false;
          throw new Error('delivery failed');
        }
        for (const { shared, ids, userIds } of deliveries) {
          delivered.push(...ids.map((id, i) => ({ id, userId: userIds[i] as number, content: shared.content })));
        }
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
  const outboxSize = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from notification_outbox`))[0]?.n;

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
    expect(await outboxSize()).toBe(0);
  });

  it('pushes every recipient of one statement from its single outbox entry, with the ids raised', async () => {
    const [other] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where email = ${DEMO_ACCOUNTS.admin}`);
    const created = await notify(t.database.db, { userIds: [userId, other?.id as number], kind: 'system', content: 'À deux' });
    expect(created).toHaveLength(2);
    await vi.waitFor(() => expect(contents().filter((c) => c === 'À deux')).toHaveLength(2), { timeout: 10_000 });
    const pushed = delivered.filter((d) => d.content === 'À deux').map(({ id, userId }) => ({ id, userId }));
    expect(pushed).toEqual(created);
    expect(await outboxSize()).toBe(0);
  });

  it('gives a failed delivery back to the outbox, and pushes it on the next pass', async () => {
    failNext = true;
    await notify(t.database.db, { userIds: [userId], kind: 'system', content: 'Rendu' });
    await vi.waitFor(() => expect(failNext).toBe(false), { timeout: 10_000 });
    await publisher.idle();
    expect(contents()).not.toContain('Rendu');
    expect(await outboxSize()).toBe(1);
    publisher.wake();
    await publisher.idle();
    expect(contents().filter((c) => c === 'Rendu')).toHaveLength(1);
    expect(await outboxSize()).toBe(0);
  });
});
