import { type AnyColumn, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { ads, companies, contracts, coworkingSpaces, sites, users } from '../../db/schema/index.ts';
import { refreshDiscussionSearch } from '../messages/search-text.ts';

const a = alias(ads, 'a');
const s = alias(sites, 's');
const os = alias(coworkingSpaces, 'os');
const u = alias(users, 'u');
const co = alias(companies, 'co');

/** The city of the contract's ad (its site's first), and of its coworking space's site. */
const AD_CITY = sql`(select coalesce(${s.city}, ${a.city}) from ${ads} ${a} left join ${sites} ${s} on ${s.id} = ${a.siteId} where ${a.id} = ${contracts.adId})`;
const SPACE_CITY = sql`(select ${s.city} from ${coworkingSpaces} ${os} join ${sites} ${s} on ${s.id} = ${os.siteId} where ${os.id} = ${contracts.coworkingSpaceId})`;

/** A party's names, e-mail and company. */
const partyWords = (partyId: AnyColumn) =>
  sql`(select concat_ws(' ', ${u.firstName}, ${u.lastName}, ${u.email}, ${co.name})
    from ${users} ${u} left join ${companies} ${co} on ${co.id} = ${u.companyId} where ${u.id} = ${partyId})`;

/**
 * The words a contract is found by in the lists' search box, lower-cased in one column with a
 * trigram index (a search over joins of half a million contracts could not use an index): the
 * id, the tenant and landlord (names, e-mail, company), the ad title, the coworking space and
 * site, the city. `city` is filled from the ad or the coworking site when not given.
 *
 * Call it, in the same transaction, after writing a contract's parties, ad or space.
 */
export async function refreshContractSearch(tx: Executor, which: { contractId: number } | 'all'): Promise<void> {
  await updateSearch(tx, which === 'all' ? undefined : eq(contracts.id, which.contractId));
}

async function updateSearch(tx: Executor, where: SQL | undefined): Promise<void> {
  await tx
    .update(contracts)
    .set({
      city: sql`coalesce(${contracts.city}, ${AD_CITY}, ${SPACE_CITY})`,
      searchText: sql`lower(concat_ws(' ',
        '#' || ${contracts.id},
        ${partyWords(contracts.tenantId)},
        (select ${co.name} from ${companies} ${co} where ${co.id} = ${contracts.tenantCompanyId}),
        ${partyWords(contracts.landlordId)},
        ${contracts.landlordName},
        (select ${a.title} from ${ads} ${a} where ${a.id} = ${contracts.adId}),
        (select concat_ws(' ', ${os.name}, ${s.name}) from ${coworkingSpaces} ${os} join ${sites} ${s} on ${s.id} = ${os.siteId}
          where ${os.id} = ${contracts.coworkingSpaceId}),
        coalesce(${contracts.city}, ${AD_CITY}, ${SPACE_CITY})
      ))`,
    })
    .where(where);
}

/**
 * After a user, a company or an ad is renamed (or a user changes company): the copies of their
 * words that the contracts and messages searches read, rewritten in the same transaction.
 */
export async function refreshSearchTextsOf(tx: Executor, of: { userId: number } | { companyId: number } | { adId: number }): Promise<void> {
  await refreshDiscussionSearch(tx, of);
  let where: SQL | undefined;
  if ('userId' in of) where = or(eq(contracts.tenantId, of.userId), eq(contracts.landlordId, of.userId));
  else if ('adId' in of) where = eq(contracts.adId, of.adId);
  else {
    const party = tx
      .select({ one: sql`1` })
      .from(u)
      .where(sql`${u.companyId} = ${of.companyId} and (${u.id} = ${contracts.tenantId} or ${u.id} = ${contracts.landlordId})`);
    where = or(eq(contracts.tenantCompanyId, of.companyId), exists(party));
  }
  await updateSearch(tx, where);
}
