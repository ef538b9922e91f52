import { isSuperAdmin } from '@hubgrade/domain/auth/roles';
import { SERVER_ERROR_LABELS as L } from '@hubgrade/domain/server-errors/labels';
import type { ServerError, ServerErrorList, ServerErrorQuery } from '@hubgrade/domain/server-errors/schemas';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { serverErrors } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { badRequest } from '../../lib/http-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

interface ServerErrorRow {
  id: number;
  occurred_at: Date | string;
  method: string;
  route: string;
  url: string;
  user_id: number | null;
  user_email: string | null;
  brand_id: number | null;
  message: string;
  stack: string | null;
  total: number | string;
}

/** A day of Paris as the instant it starts. */
const parisStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Paris')`;

/**
 * GET /server-errors: newest first, filtered by method, days (Paris) and a search in the route,
 * address and message. A brand's administrators read the errors of its users; the stack, which
 * tells how the code is built, goes to the super admin only.
 */
export async function listServerErrors(db: Executor, viewer: SessionUser, query: ServerErrorQuery): Promise<ServerErrorList> {
  if (query.from && query.to && query.from > query.to) throw badRequest(L.refusals.period, { to: [L.refusals.period] });
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const search = query.search ? likePattern(query.search) : null;
  const rows = await queryRows<ServerErrorRow>(
    db,
    sql`select ${serverErrors.id} as id, ${serverErrors.occurredAt} as occurred_at, ${serverErrors.method} as method,
               ${serverErrors.route} as route, ${serverErrors.url} as url, ${serverErrors.userId} as user_id,
               ${serverErrors.userEmail} as user_email, ${serverErrors.brandId} as brand_id, ${serverErrors.message} as message,
               ${serverErrors.stack} as stack, count(*) over () as total
        from ${serverErrors}
        where ${brandScope(serverErrors.brandId, viewer)}
          ${query.method ? sql`and ${serverErrors.method} = ${query.method}` : sql``}
          ${query.from ? sql`and ${serverErrors.occurredAt} >= ${parisStart(query.from)}` : sql``}
          ${query.to ? sql`and ${serverErrors.occurredAt} < ${parisStart(query.to)} + interval '1 day'` : sql``}
          ${search ? sql`and (${serverErrors.route} ilike ${search} or ${serverErrors.url} ilike ${search} or ${serverErrors.message} ilike ${search})` : sql``}
        order by ${serverErrors.occurredAt} ${direction}, ${serverErrors.id} ${direction}
        limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`,
  );
  const withStack = isSuperAdmin(viewer.roles);
  const items = rows.map(
    (r): ServerError => ({
      id: r.id,
      occurredAt: new Date(r.occurred_at).toISOString(),
      method: r.method,
      route: r.route,
      url: r.url,
      user: r.user_id !== null && r.user_email !== null ? { id: r.user_id, email: r.user_email } : null,
      brand: r.brand_id,
      message: r.message,
      stack: withStack ? r.stack : null,
    }),
  );
  return { items, total: rows[0] ? Number(rows[0].total) : 0, next: null };
}
