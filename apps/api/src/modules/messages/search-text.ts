import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * What the messages search looks in, for the discussion of ad `a` between landlord `l` (company
 * `lc`) and tenant `t` (company `tc`): one lowercased text under one trigram index.
 */
export const DISCUSSION_SEARCH_TEXT = sql.raw(
  `lower(concat_ws(' ', a.title, a.city, l.first_name, l.last_name, lc.name, t.first_name, t.last_name, tc.name))`,
);

/** The joins DISCUSSION_SEARCH_TEXT reads, from discussions `d`. */
export const DISCUSSION_SEARCH_JOINS = sql.raw(
  `join ads a on a.id = d.ad_id
   join users l on l.id = d.landlord_id
   join users t on t.id = d.tenant_id
   left join companies lc on lc.id = l.company_id
   left join companies tc on tc.id = t.company_id`,
);

/**
 * Rewrites the search text of the discussions of an ad, of a user, or of every discussion. The
 * areas that rename an ad, a user or a company call it in the same transaction, so that the
 * messages search finds the new name.
 */
export async function refreshDiscussionSearch(
  tx: Executor,
  of: { adId: number } | { userId: number } | { companyId: number } | { discussionId: number } | 'all',
): Promise<void> {
  let where: SQL;
  if (of === 'all') where = sql`true`;
  else if ('adId' in of) where = sql`d.ad_id = ${of.adId}`;
  else if ('userId' in of) where = sql`(d.landlord_id = ${of.userId} or d.tenant_id = ${of.userId})`;
  else if ('companyId' in of) where = sql`(l.company_id = ${of.companyId} or t.company_id = ${of.companyId})`;
  else where = sql`d.id = ${of.discussionId}`;
  await tx.execute(sql`
    update discussions set search_text = s.text
    from (select d.id, ${DISCUSSION_SEARCH_TEXT} as text from discussions d ${DISCUSSION_SEARCH_JOINS} where ${where}) s
    where discussions.id = s.id and discussions.search_text is distinct from s.text`);
}
