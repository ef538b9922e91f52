import { refusedTransitionMessage } from '@hubgrade/domain/contracts/states';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { changeContractState } from './transition.ts';

interface Row {
  id: number;
  state: number;
  ad_id: number | null;
  tenant_id: number;
  landlord_id: number | null;
  brand_id: number | null;
}

describe.each(ENGINES)('changeContractState on %s', (engine) => {
  let t: TestApp;
  const actor = { id: 1, email: 'admin@demo.test', brandId: null };

  const contractIn = async (state: number, where = sql`ad_id is not null`) =>
    (
      await queryRows<Row>(
        t.database.db,
        sql`select id, state, ad_id, tenant_id, landlord_id, brand_id from contracts where state = ${state} and deleted_at is null and ${where} order by id limit 1`,
      )
    )[0] as Row;
  const stateOf = async (id: number) =>
    (
      await queryRows<{ state: number; signed_at: string | null }>(
        t.database.db,
        sql`select state, signed_at::text from contracts where id = ${id}`,
      )
    )[0];
  const adBookingState = async (adId: number) =>
    (await queryRows<{ booking_state: number }>(t.database.db, sql`select booking_state from ads where id = ${adId}`))[0]?.booking_state;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const [admin] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where email = 'admin@demo.test'`);
    actor.id = admin?.id as number;
  });
  afterAll(() => t.close());

  it('signs a contract in signature: state, signature date, ad locked, history and both parties notified', async () => {
    const c = await contractIn(2);
    const result = await t.database.db.transaction((tx) => changeContractState(tx, { contractId: c.id, to: 3, actor }));
    expect(result).toMatchObject({ id: c.id, from: 2, to: 3, kind: 'platform' });
    const after = await stateOf(c.id);
    expect(after?.state).toBe(3);
    expect(after?.signed_at).not.toBeNull();
    expect(await adBookingState(c.ad_id as number)).toBe(6);
    const history = await queryRows<{ new_data: { state: number; adBookingState: number } }>(
      t.database.db,
      sql`select new_data from history_entries where entity = 'contract' and entity_id = ${c.id}`,
    );
    expect(history).toEqual([{ new_data: expect.objectContaining({ state: 3, adBookingState: 6 }) }]);
    const notified = await queryRows<{ user_id: number; kind: string; link: string }>(
      t.database.db,
      sql`select user_id, kind, link from notifications where link = ${`/bookings/${c.id}`} order by user_id`,
    );
    expect(notified.map((n) => n.user_id).sort()).toEqual([c.tenant_id, c.landlord_id].sort());
    expect(notified.every((n) => n.kind === 'contract_signed')).toBe(true);
  });

  it('frees the ad when the contract ends', async () => {
    const c = await contractIn(4);
    await t.database.db.transaction((tx) => changeContractState(tx, { contractId: c.id, to: 6, actor }));
    expect((await stateOf(c.id))?.state).toBe(6);
    expect(await adBookingState(c.ad_id as number)).toBe(0);
  });

  it('refuses a move the state machine does not allow with 409 and its French reason, changing nothing', async () => {
    const c = await contractIn(6);
    const historyBefore = await queryRows(
      t.database.db,
      sql`select 1 from history_entries where entity = 'contract' and entity_id = ${c.id}`,
    );
    const attempt = t.database.db.transaction((tx) => changeContractState(tx, { contractId: c.id, to: 4, actor }));
    await expect(attempt).rejects.toMatchObject({ status: 409, message: refusedTransitionMessage(6, 4) });
    expect((await stateOf(c.id))?.state).toBe(6);
    const history = await queryRows(t.database.db, sql`select 1 from history_entries where entity = 'contract' and entity_id = ${c.id}`);
    expect(history).toHaveLength(historyBefore.length);
  });

  it('rolls everything back with the caller’s transaction', async () => {
    const c = await contractIn(0);
    const attempt = t.database.db.transaction(async (tx) => {
      await changeContractState(tx, { contractId: c.id, to: 1, actor });
      throw new Error('caller failed');
    });
    await expect(attempt).rejects.toThrow('caller failed');
    expect((await stateOf(c.id))?.state).toBe(0);
    const rows = await queryRows(t.database.db, sql`select 1 from notifications where link = ${`/bookings/${c.id}`}`);
    expect(rows).toHaveLength(0);
  });

  it('does not find another brand’s contract for a brand actor (404)', async () => {
    const c = await contractIn(0, sql`brand_id = 5`);
    const attempt = t.database.db.transaction((tx) =>
      changeContractState(tx, { contractId: c.id, to: 1, actor: { ...actor, brandId: 9 } }),
    );
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({ status: 404 });
    expect((await stateOf(c.id))?.state).toBe(0);
  });

  it('lets a party act without a brand scope, and does not notify them of their own move', async () => {
    const c = await contractIn(1, sql`kind = 'coworking'`);
    const tenant = { id: c.tenant_id, email: 'tenant@demo.test' };
    await t.database.db.transaction((tx) => changeContractState(tx, { contractId: c.id, to: 2, actor: tenant }));
    expect((await stateOf(c.id))?.state).toBe(2);
    const rows = await queryRows(t.database.db, sql`select 1 from notifications where link = ${`/bookings-coworking/${c.id}`}`);
    expect(rows).toHaveLength(0);
  });
});
