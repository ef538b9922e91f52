import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * Something happened on a contract: its "notification" (tables-and-sheets §2.2, the row's
 * `notifications` count and `newActivity` flag) is raised for the staff who follow it — its
 * salesperson and the administrators of its brand (super administrators for the main platform)
 * — except the one who acted. Opening the contract deletes the viewer's own
 * (DELETE /bookings-notification/{id}).
 */
export async function flagContractActivity(tx: Executor, contractId: number, actorId: number | null): Promise<void> {
  await tx.execute(sql`
    insert into contract_notifications (contract_id, user_id)
    select c.id, u.id
    from contracts c
    join users u on u.deleted_at is null and u.enabled and (
      u.id = c.commercial_id
      or (c.brand_id is null and u.brand_id is null and 'ROLE_ADMIN' = any(u.roles))
      or (c.brand_id is not null and u.brand_id = c.brand_id and u.roles && '{ROLE_ADMIN_BRAND,ROLE_ADMIN_OFFICE}'::text[])
    )
    where c.id = ${contractId} and u.id is distinct from ${actorId}
    on conflict (contract_id, user_id) do update set count = contract_notifications.count + 1, updated_at = now()`);
}
