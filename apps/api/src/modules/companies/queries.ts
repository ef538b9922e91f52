import type { Company } from '@hubgrade/domain/companies/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, companyCategories, sites } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

const usersNumber = sql<number>`(select count(*)::int from users u where u.company_id = ${companies.id} and u.deleted_at is null)`;
const ownerFullName = sql<string | null>`(
  select u.first_name || ' ' || u.last_name from users u
  where u.company_id = ${companies.id} and u.company_owner and u.deleted_at is null
  order by u.id limit 1
)`;

export async function findCompany(db: Executor, viewer: SessionUser, id: number): Promise<Company> {
  const [row] = await db
    .select({
      company: companies,
      category: { id: companyCategories.id, name: companyCategories.name, color: companyCategories.color },
      espaceName: sites.name,
      usersNumber,
      ownerFullName,
    })
    .from(companies)
    .leftJoin(companyCategories, eq(companyCategories.id, companies.categoryId))
    .leftJoin(sites, eq(sites.id, companies.siteId))
    .where(and(eq(companies.id, id), brandScope(companies.brandId, viewer)))
    .limit(1);
  if (!row) throw notFound();
  const c = row.company;
  return {
    id: c.id,
    companyName: c.name,
    companyAddress: c.address,
    companyZipcode: c.zipcode,
    companyCity: c.city,
    siret: c.siret,
    companyCategoryId: row.category?.id ? row.category : null,
    espaceId: c.siteId,
    espaceName: row.espaceName,
    usersNumber: Number(row.usersNumber),
    ownerFullName: row.ownerFullName,
    slackChannelName: c.slackChannelName,
    brandId: c.brandId,
  };
}
