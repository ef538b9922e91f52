import { crmProspectUrl } from '@hubgrade/domain/companies/rules';
import type { CompanyUserList, CompanyUsersQuery } from '@hubgrade/domain/companies/schemas';
import { and, asc, count, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { visibleCompanies } from './queries.ts';

/** GET /brand-company/{companyId}/users: the members of a company the viewer may see (404 otherwise). */
export async function listCompanyUsers(
  db: Executor,
  viewer: SessionUser,
  companyId: number,
  query: CompanyUsersQuery,
  crmUrl: string | null,
): Promise<CompanyUserList> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), visibleCompanies(viewer)));
  if (!company) throw notFound();

  const filters: SQL[] = [eq(users.companyId, companyId), isNull(users.deletedAt)];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(ilike(sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}`, pattern));
  }
  const where = and(...filters);
  const direction = query.sortDesc ? desc : asc;
  const order = query.sortBy === 'lastName' ? [direction(users.lastName), direction(users.id)] : [direction(users.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mobile: users.mobile,
        companyOwner: users.companyOwner,
        crmProspectId: users.crmProspectId,
      })
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map(({ crmProspectId, ...user }) => ({ ...user, crmProspectUrl: crmProspectUrl(crmUrl, crmProspectId) })),
    total: total?.n ?? 0,
  };
}
