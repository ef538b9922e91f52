import type { Conversation, MessageList, MessageListQuery, MessageRow, ThreadMessage } from '@hubgrade/domain/messages/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.ts';
import { ads, companies, discussions, messages, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, pageOf, pageWindow } from '../../lib/keyset.ts';
import { lowerLikePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** The statements here join two users and two companies: each table under its alias (`from ${messages} ${m}`). */
const m = alias(messages, 'm');
const d = alias(discussions, 'd');
const a = alias(ads, 'a');
const l = alias(users, 'l');
const t = alias(users, 't');
const lc = alias(companies, 'lc');
const tc = alias(companies, 'tc');

/** The ad of discussion `d`, its landlord `l` and tenant `t` with their companies `lc` and `tc`. */
const PARTIES_JOINS = sql`join ${ads} ${a} on ${a.id} = ${d.adId}
    join ${users} ${l} on ${l.id} = ${d.landlordId}
    join ${users} ${t} on ${t.id} = ${d.tenantId}
    left join ${companies} ${lc} on ${lc.id} = ${l.companyId}
    left join ${companies} ${tc} on ${tc.id} = ${t.companyId}`;

/**
 * The conditions of the list on messages `m`. The discussion-level ones (archived, ad, user,
 * search) become one `discussion_id in (…)`: the trigram index of discussions answers the search,
 * then either the messages of the few discussions found are sorted, or (for a common word) the
 * planner walks messages newest first and keeps those whose discussion matched.
 */
export function listConditions(viewer: SessionUser, query: MessageListQuery): SQL {
  const where: SQL[] = [brandScope(m.brandId, viewer)];
  if (query.state !== undefined) where.push(sql`${m.state} = ${query.state}`);
  const discussion: SQL[] = [];
  if (query.archived !== undefined) discussion.push(sql`${d.archived} = ${query.archived}`);
  if (query.adId !== undefined) discussion.push(sql`${d.adId} = ${query.adId}`);
  if (query.userId !== undefined) discussion.push(sql`(${d.landlordId} = ${query.userId} or ${d.tenantId} = ${query.userId})`);
  if (query.search) discussion.push(sql`${d.searchText} like ${lowerLikePattern(query.search)}`);
  if (discussion.length > 0) {
    where.push(sql`${m.discussionId} in (select ${d.id} from ${discussions} ${d} where ${sql.join(discussion, sql` and `)})`);
  }
  return sql.join(where, sql` and `);
}

interface MessageListRow {
  message_id: number;
  date: Date | string;
  ad_id: number;
  ad_title: string;
  ad_category: number;
  ad_address: string | null;
  ad_zipcode: string | null;
  ad_city: string | null;
  ad_area_square: number;
  ad_available: boolean;
  loueur_id: number;
  loueur_company: string | null;
  loueur_first_name: string;
  loueur_last_name: string;
  loueur_email: string;
  loueur_mobile: string | null;
  locataire_id: number;
  locataire_company: string | null;
  locataire_first_name: string;
  locataire_last_name: string;
  locataire_email: string;
  locataire_mobile: string | null;
  message_sender: number;
  message_state: number;
  message_content: string[];
  message_type: number;
  sent_by_admin: boolean;
  discussion_id: number;
  archived: boolean;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toRow(r: MessageListRow): MessageRow {
  return { ...r, id: r.message_id, date: iso(r.date), message_state: r.message_state as MessageRow['message_state'] };
}

/** Every column of a message row, from messages `m` of `ids`. */
function rowsSelect(ids: SQL): SQL {
  return sql`
    select ${m.id} as message_id, ${m.createdAt} as date, ${a.id} as ad_id, ${a.title} as ad_title, ${a.category} as ad_category,
      ${a.address} as ad_address, ${a.zipcode} as ad_zipcode, ${a.city} as ad_city, ${a.areaSquare} as ad_area_square,
      coalesce(${a.availabilityStart} <= current_date, true) as ad_available,
      ${l.id} as loueur_id, ${lc.name} as loueur_company, ${l.firstName} as loueur_first_name, ${l.lastName} as loueur_last_name,
      ${l.email} as loueur_email, ${l.mobile} as loueur_mobile,
      ${t.id} as locataire_id, ${tc.name} as locataire_company, ${t.firstName} as locataire_first_name, ${t.lastName} as locataire_last_name,
      ${t.email} as locataire_email, ${t.mobile} as locataire_mobile,
      ${m.senderId} as message_sender, ${m.state} as message_state, ${m.content} as message_content, ${m.messageType} as message_type,
      ${m.sentByAdmin} as sent_by_admin, ${m.discussionId} as discussion_id, ${d.archived} as archived
    from ${messages} ${m}
    join ${discussions} ${d} on ${d.id} = ${m.discussionId}
    ${PARTIES_JOINS}
    where ${m.id} in (${ids})`;
}

/**
 * GET /messages: the page's ids through the index of the sort (keyset after the first page),
 * joined to their ad and parties in the same statement; the total is counted up to the cap.
 */
export async function listMessages(db: Executor, viewer: SessionUser, query: MessageListQuery): Promise<MessageList> {
  const sort: KeysetSort = { column: m.id, id: m.id, desc: query.sortDesc };
  const conditions = listConditions(viewer, query);
  const after = afterCursor(sort, query.after);
  const where = after ? sql`${conditions} and ${after}` : conditions;
  const { limit, offset } = pageWindow(query);
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  // One statement for the page and its rows (the ids through the sort's index, then their joins), the capped count beside it.
  const pageIds = sql`select ${m.id} from ${messages} ${m} where ${where} order by ${m.id} ${direction} limit ${limit} offset ${offset}`;
  const [rows, counted] = await Promise.all([
    queryRows<MessageListRow>(db, sql`${rowsSelect(pageIds)} order by ${m.id} ${direction}`),
    cappedTotal(db, sql`from ${messages} ${m} where ${conditions}`),
  ]);
  const page = pageOf(rows.map(toRow), query.itemsPerPage, (r) => [r.message_id, r.message_id]);
  return { items: page.items, total: counted.total, totalCapped: counted.totalCapped, next: page.next };
}

/** One message row of the viewer's brand scope; another brand's is not found. */
export async function findMessageRow(db: Executor, viewer: SessionUser, id: number): Promise<MessageRow> {
  const [row] = await queryRows<MessageListRow>(db, sql`${rowsSelect(sql`${id}`)} and ${brandScope(m.brandId, viewer)}`);
  if (!row) throw notFound();
  return toRow(row);
}

/** The head of a conversation: the discussion, its ad and both parties. */
interface ConversationHeadRow {
  discussion_id: number;
  archived: boolean;
  brand_id: number | null;
  ad_id: number;
  ad_title: string;
  ad_category: number;
  ad_address: string | null;
  ad_zipcode: string | null;
  ad_city: string | null;
  ad_area_square: number;
  ad_available: boolean;
  loueur: Conversation['loueur'];
  locataire: Conversation['locataire'];
}

/** A message of the thread, as both engines return it (a date or its text, the state unchecked). */
interface ThreadMessageRow extends Omit<ThreadMessage, 'date' | 'message_state'> {
  date: Date | string;
  message_state: number;
}

/** GET /discussions/{id}: the conversation with its whole thread, oldest first. */
export async function findConversation(db: Executor, viewer: SessionUser, discussionId: number): Promise<Conversation> {
  const [head] = await queryRows<ConversationHeadRow>(
    db,
    sql`select ${d.id} as discussion_id, ${d.archived} as archived, ${d.brandId} as brand_id, ${a.id} as ad_id, ${a.title} as ad_title,
          ${a.category} as ad_category, ${a.address} as ad_address, ${a.zipcode} as ad_zipcode, ${a.city} as ad_city,
          ${a.areaSquare} as ad_area_square, coalesce(${a.availabilityStart} <= current_date, true) as ad_available,
          json_build_object('id', ${l.id}, 'company', ${lc.name}, 'firstName', ${l.firstName}, 'lastName', ${l.lastName},
            'email', ${l.email}, 'mobile', ${l.mobile}) as loueur,
          json_build_object('id', ${t.id}, 'company', ${tc.name}, 'firstName', ${t.firstName}, 'lastName', ${t.lastName},
            'email', ${t.email}, 'mobile', ${t.mobile}) as locataire
        from ${discussions} ${d}
        ${PARTIES_JOINS}
        where ${d.id} = ${discussionId} and ${brandScope(d.brandId, viewer)}`,
  );
  if (!head) throw notFound();
  const thread = await queryRows<ThreadMessageRow>(
    db,
    sql`select ${m.id} as message_id, ${m.createdAt} as date, ${m.senderId} as message_sender, ${m.state} as message_state,
          ${m.content} as message_content, ${m.messageType} as message_type, ${m.sentByAdmin} as sent_by_admin
        from ${messages} ${m} where ${m.discussionId} = ${discussionId} order by ${m.id}`,
  );
  return {
    discussion_id: head.discussion_id,
    archived: head.archived,
    brandId: head.brand_id,
    ad: {
      id: head.ad_id,
      title: head.ad_title,
      category: head.ad_category,
      address: head.ad_address,
      zipcode: head.ad_zipcode,
      city: head.ad_city,
      areaSquare: head.ad_area_square,
      available: head.ad_available,
    },
    loueur: head.loueur,
    locataire: head.locataire,
    messages: thread.map((m) => ({ ...m, date: iso(m.date), message_state: m.message_state as ThreadMessage['message_state'] })),
  };
}
