import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { ads, companies, discussions, users } from '../../db/schema/index.ts';

const d = alias(discussions, 'd');
const l = alias(users, 'l');
const t = alias(users, 't');
const lc = alias(companies, 'lc');
const tc = alias(companies, 'tc');

/**
 * What the messages search looks in, for the discussion `d` of an ad between landlord `l`
 * (company `lc`) and tenant `t` (company `tc`): one lowercased text under one trigram index.
 */
const DISCUSSION_SEARCH_TEXT = sql<string>`lower(concat_ws(' ', ${ads.title}, ${ads.city}, ${l.firstName}, ${l.lastName}, ${lc.name}, ${t.firstName}, ${t.lastName}, ${tc.name}))`;

/**
 * Rewrites the search text of the discussions of an ad, of a user, or of every discussion. The
 * areas that rename an ad, a user or a company call it in the same transaction, so that the
 * messages search finds the new name.
 */
export async function refreshDiscussionSearch(
  tx: Executor,
  of: { adId: number } | { userId: number } | { companyId: number } | { discussionId: number } | 'all',
): Promise<void> {
  let where: SQL | undefined;
  if (of === 'all') where = undefined;
  else if ('adId' in of) where = eq(d.adId, of.adId);
  else if ('userId' in of) where = or(eq(d.landlordId, of.userId), eq(d.tenantId, of.userId));
  else if ('companyId' in of) where = or(eq(l.companyId, of.companyId), eq(t.companyId, of.companyId));
  else where = eq(d.id, of.discussionId);
  const texts = tx
    .select({ id: d.id, text: DISCUSSION_SEARCH_TEXT.as('text') })
    .from(d)
    .innerJoin(ads, eq(ads.id, d.adId))
    .innerJoin(l, eq(l.id, d.landlordId))
    .innerJoin(t, eq(t.id, d.tenantId))
    .leftJoin(lc, eq(lc.id, l.companyId))
    .leftJoin(tc, eq(tc.id, t.companyId))
    .where(where)
    .as('s');
  await tx
    .update(discussions)
    .set({ searchText: sql`${texts.text}` })
    .from(texts)
    .where(and(eq(discussions.id, texts.id), sql`${discussions.searchText} is distinct from ${texts.text}`));
}
