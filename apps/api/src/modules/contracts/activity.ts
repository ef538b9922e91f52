import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { contractNotifications, contracts, users } from '../../db/schema/index.ts';

const c = alias(contracts, 'c');
const u = alias(users, 'u');

/**
 * Something happened on a contract: its "notification" (tables-and-sheets §2.2, the row's
 * `notifications` count and `newActivity` flag) is raised for the staff who follow it — its
 * salesperson and the administrators of its brand (super administrators for the main platform)
 * — except the one who acted. Opening the contract deletes the viewer's own
 * (DELETE /bookings-notification/{id}).
 */
export async function flagContractActivity(tx: Executor, contractId: number, actorId: number | null): Promise<void> {
  const followers = tx
    // Every column of the table, in its order, as an INSERT … SELECT through the builder wants them.
    .select({ contractId: c.id, userId: u.id, count: sql<number>`1`.as('count'), updatedAt: sql<Date>`now()`.as('updated_at') })
    .from(c)
    .innerJoin(
      u,
      sql`${u.deletedAt} is null and ${u.enabled} and (
        ${u.id} = ${c.commercialId}
        or (${c.brandId} is null and ${u.brandId} is null and 'ROLE_ADMIN' = any(${u.roles}))
        or (${c.brandId} is not null and ${u.brandId} = ${c.brandId} and ${u.roles} && '{ROLE_ADMIN_BRAND,ROLE_ADMIN_OFFICE}'::text[])
      )`,
    )
    .where(sql`${c.id} = ${contractId} and ${u.id} is distinct from ${actorId}`);
  await tx
    .insert(contractNotifications)
    .select(followers)
    .onConflictDoUpdate({
      target: [contractNotifications.contractId, contractNotifications.userId],
      set: { count: sql`${contractNotifications.count} + 1`, updatedAt: sql`now()` },
    });
}
