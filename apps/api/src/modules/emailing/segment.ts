import type { Segment } from '@hubgrade/domain/emailing/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { companies, emailUnsubscriptions, users } from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';

/** `from` and `where` of the members a segment reaches in a brand (null: the main platform), unsubscribed ones left out. */
export function segmentMembers(brandId: number | null, segment: Segment): SQL {
  const conditions: SQL[] = [
    ofBrand(users.brandId, brandId),
    sql`${users.deletedAt} is null`,
    sql`${users.enabled}`,
    sql`'ROLE_USER' = any(${users.roles})`,
    sql`not exists (select 1 from ${emailUnsubscriptions} where ${emailUnsubscriptions.userId} = ${users.id})`,
  ];
  if (segment.sites.length) conditions.push(sql`${companies.siteId} = any(${sql.param(segment.sites)}::int[])`);
  if (segment.companies.length) conditions.push(sql`${users.companyId} = any(${sql.param(segment.companies)}::int[])`);
  if (segment.accountTypes.length) conditions.push(sql`${users.accountType} = any(${sql.param(segment.accountTypes)}::int[])`);
  return sql`from ${users} left join ${companies} on ${companies.id} = ${users.companyId} where ${sql.join(conditions, sql` and `)}`;
}
