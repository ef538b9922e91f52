import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refreshDiscussionSearch } from '../messages/search-text.ts';

/**
 * The words a contract is found by in the lists' search box, lower-cased in one column with a
 * trigram index (a search over joins of half a million contracts could not use an index): the
 * id, the tenant and landlord (names, e-mail, company), the ad title, the coworking space and
 * site, the city. `city` is filled from the ad or the coworking site when not given.
 *
 * Call it, in the same transaction, after writing a contract's parties, ad or space.
 */
export async function refreshContractSearch(tx: Executor, which: SQL): Promise<void> {
  await tx.execute(sql`
    update contracts c set
      city = coalesce(c.city, (
        select coalesce(s.city, a.city) from ads a left join sites s on s.id = a.site_id where a.id = c.ad_id
      ), (
        select s.city from coworking_spaces os join sites s on s.id = os.site_id where os.id = c.coworking_space_id
      )),
      search_text = lower(concat_ws(' ',
        '#' || c.id,
        (select concat_ws(' ', u.first_name, u.last_name, u.email, co.name)
           from users u left join companies co on co.id = u.company_id where u.id = c.tenant_id),
        (select co.name from companies co where co.id = c.tenant_company_id),
        (select concat_ws(' ', u.first_name, u.last_name, u.email, co.name)
           from users u left join companies co on co.id = u.company_id where u.id = c.landlord_id),
        c.landlord_name,
        (select a.title from ads a where a.id = c.ad_id),
        (select concat_ws(' ', os.name, s.name) from coworking_spaces os join sites s on s.id = os.site_id where os.id = c.coworking_space_id),
        coalesce(c.city, (select coalesce(s.city, a.city) from ads a left join sites s on s.id = a.site_id where a.id = c.ad_id),
          (select s.city from coworking_spaces os join sites s on s.id = os.site_id where os.id = c.coworking_space_id))
      ))
    where ${which}`);
}

/**
 * After a user, a company or an ad is renamed (or a user changes company): the copies of their
 * words that the contracts and messages searches read, rewritten in the same transaction.
 */
export async function refreshSearchTextsOf(tx: Executor, of: { userId: number } | { companyId: number } | { adId: number }): Promise<void> {
  await refreshDiscussionSearch(tx, of);
  let which: SQL;
  if ('userId' in of) which = sql`(c.tenant_id = ${of.userId} or c.landlord_id = ${of.userId})`;
  else if ('adId' in of) which = sql`c.ad_id = ${of.adId}`;
  else {
    which = sql`(c.tenant_company_id = ${of.companyId} or exists (
      select 1 from users u where u.company_id = ${of.companyId} and (u.id = c.tenant_id or u.id = c.landlord_id)))`;
  }
  await refreshContractSearch(tx, which);
}
