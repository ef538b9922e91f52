import { isAdmin, isCommercial } from '@hubgrade/domain/auth/roles';
import { BOOKABLE_USERS_LIMIT, type BookableUser } from '@hubgrade/domain/members/schemas';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/**
 * GET /brand/{brandId}/users: whom a booking dialog (meeting room, workstation, terrace) may book
 * for. `true` is the caller's own scope. The main platform's staff reach any brand's users; a
 * brand's staff (administrators, office managers, sales staff) only their brand's, another brand
 * is not found; anyone else only themselves, in their own scope.
 */
export async function bookableUsers(
  db: Executor,
  actor: SessionUser,
  brandId: 'true' | number,
  search: string | undefined,
): Promise<BookableUser[]> {
  const brand = brandId === 'true' ? actor.brandId : brandId;
  if (actor.brandId !== null && actor.brandId !== brand) throw notFound();
  const staff = isAdmin(actor.roles) || isCommercial(actor.roles);
  if (!staff && brand !== actor.brandId) throw notFound();
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return queryRows<BookableUser>(
    db,
    sql`select ${users.id} as "id", ${users.email} as "email", ${users.firstName} as "firstName", ${users.lastName} as "lastName",
          ${companies.name} as "companyName"
        from ${users} left join ${companies} on ${companies.id} = ${users.companyId}
        where ${users.deletedAt} is null and ${ofBrand(users.brandId, brand)}
          ${staff ? sql`` : sql`and ${users.id} = ${actor.id}`}
          ${like ? sql`and (${users.lastName} ilike ${like} or ${users.firstName} ilike ${like} or ${users.email} ilike ${like})` : sql``}
        order by ${users.lastName}, ${users.firstName}, ${users.id}
        limit ${BOOKABLE_USERS_LIMIT}`,
  );
}
