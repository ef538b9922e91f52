import type { CreditAccount, CreditEntriesQuery, CreditEntry, CreditOwnerType } from '@hubgrade/domain/credits/schemas';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { creditAccounts, creditEntries, users } from '../../db/schema/index.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { type ResolvedOwner, resolveOwner } from './access.ts';
import { balanceOf } from './ledger.ts';

interface EntryRow {
  id: number;
  kind: CreditEntry['kind'];
  label: string;
  amount: number;
  balanceAfter: number;
  createdAt: string;
  expiresAt: string | null;
  byId: number | null;
  byFirstName: string | null;
  byLastName: string | null;
  total: number;
}

/** The balance and one page of entries, newest first, of an owner already resolved for the caller. */
export async function accountOf(db: Executor, owner: ResolvedOwner, query: CreditEntriesQuery): Promise<CreditAccount> {
  const ownerMatch =
    'companyId' in owner.owner
      ? sql`${creditAccounts.companyId} = ${owner.owner.companyId}`
      : sql`${creditAccounts.userId} = ${owner.owner.userId}`;
  const offset = (query.page - 1) * query.itemsPerPage;
  const rows = await queryRows<EntryRow>(
    db,
    sql`select ${creditEntries.id} as "id", ${creditEntries.kind} as "kind", ${creditEntries.label} as "label",
          ${creditEntries.amountCents} as "amount", ${creditEntries.balanceAfterCents} as "balanceAfter",
          ${creditEntries.createdAt} as "createdAt", ${creditEntries.expiresAt} as "expiresAt", ${users.id} as "byId", ${users.firstName} as "byFirstName",
          ${users.lastName} as "byLastName", count(*) over ()::int as "total"
        from ${creditEntries}
        join ${creditAccounts} on ${creditAccounts.id} = ${creditEntries.accountId}
        left join ${users} on ${users.id} = ${creditEntries.createdBy}
        where ${ownerMatch}
        order by ${creditEntries.id} desc
        limit ${query.itemsPerPage} offset ${offset}`,
  );
  const total = rows[0]?.total ?? (offset > 0 ? await countEntries(db, ownerMatch) : 0);
  return {
    owner: { type: owner.type, id: owner.id, name: owner.name },
    balance: await balanceOf(db, owner.owner),
    entries: {
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        label: row.label,
        amount: row.amount,
        balanceAfter: row.balanceAfter,
        createdAt: new Date(row.createdAt).toISOString(),
        expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt).toISOString(),
        by: row.byId === null ? null : { id: row.byId, firstName: row.byFirstName ?? '', lastName: row.byLastName ?? '' },
      })),
      total: Number(total),
    },
  };
}

async function countEntries(db: Executor, ownerMatch: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as "n" from ${creditEntries} join ${creditAccounts} on ${creditAccounts.id} = ${creditEntries.accountId} where ${ownerMatch}`,
  );
  return Number(row?.n ?? 0);
}

/** GET /credits/companies/{id} and /credits/members/{id}. */
export async function findCredits(
  db: Executor,
  actor: SessionUser,
  type: CreditOwnerType,
  id: number,
  query: CreditEntriesQuery,
): Promise<CreditAccount> {
  return accountOf(db, await resolveOwner(db, actor, type, id), query);
}
