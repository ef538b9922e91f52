import type { Conversation, MessageList, MessageListQuery, MessageRow, ThreadMessage } from '@hubgrade/domain/messages/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, pageOf, pageWindow } from '../../lib/keyset.ts';
import { lowerLikePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** Brand scope on an alias's brand_id: the SQL twin of lib/brand-scope.ts for the raw queries here. */
export function scopeOf(alias: 'm' | 'd', viewer: Pick<SessionUser, 'brandId'>): SQL {
  return viewer.brandId === null ? sql`true` : sql`${sql.raw(alias)}.brand_id = ${viewer.brandId}`;
}

const MESSAGE_ID = sql.raw('m.id');

/**
 * The conditions of the list on messages `m`. The discussion-level ones (archived, ad, user,
 * search) become one `discussion_id in (…)`: the trigram index of discussions answers the search,
 * then either the messages of the few discussions found are sorted, or (for a common word) the
 * planner walks messages newest first and keeps those whose discussion matched.
 */
export function listConditions(viewer: SessionUser, query: MessageListQuery): SQL {
  const where: SQL[] = [scopeOf('m', viewer)];
  if (query.state !== undefined) where.push(sql`m.state = ${query.state}`);
  const discussion: SQL[] = [];
  if (query.archived !== undefined) discussion.push(sql`d.archived = ${query.archived}`);
  if (query.adId !== undefined) discussion.push(sql`d.ad_id = ${query.adId}`);
  if (query.userId !== undefined) discussion.push(sql`(d.landlord_id = ${query.userId} or d.tenant_id = ${query.userId})`);
  if (query.search) discussion.push(sql`d.search_text like ${lowerLikePattern(query.search)}`);
  if (discussion.length > 0) {
    where.push(sql`m.discussion_id in (select d.id from discussions d where ${sql.join(discussion, sql` and `)})`);
  }
  return sql.join(where, sql` and `);
}

interface RowRecord {
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

function toRow(r: RowRecord): MessageRow {
  return { ...r, id: r.message_id, date: iso(r.date), message_state: r.message_state as MessageRow['message_state'] };
}

/** Every column of a message row, from messages `m` of `ids`. */
function rowsSelect(ids: SQL): SQL {
  return sql`
    select m.id as message_id, m.created_at as date, a.id as ad_id, a.title as ad_title, a.category as ad_category,
      a.address as ad_address, a.zipcode as ad_zipcode, a.city as ad_city, a.area_square as ad_area_square,
      coalesce(a.availability_start <= current_date, true) as ad_available,
      l.id as loueur_id, lc.name as loueur_company, l.first_name as loueur_first_name, l.last_name as loueur_last_name,
      l.email as loueur_email, l.mobile as loueur_mobile,
      t.id as locataire_id, tc.name as locataire_company, t.first_name as locataire_first_name, t.last_name as locataire_last_name,
      t.email as locataire_email, t.mobile as locataire_mobile,
      m.sender_id as message_sender, m.state as message_state, m.content as message_content, m.message_type,
      m.sent_by_admin, m.discussion_id, d.archived
    from messages m
    join discussions d on d.id = m.discussion_id
    join ads a on a.id = d.ad_id
    join users l on l.id = d.landlord_id
    join users t on t.id = d.tenant_id
    left join companies lc on lc.id = l.company_id
    left join companies tc on tc.id = t.company_id
    where m.id in (${ids})`;
}

/**
 * GET /messages: the page's ids through the index of the sort (keyset after the first page),
 * joined to their ad and parties in the same statement; the total is counted up to the cap.
 */
export async function listMessages(db: Executor, viewer: SessionUser, query: MessageListQuery): Promise<MessageList> {
  const sort: KeysetSort = { column: MESSAGE_ID, id: MESSAGE_ID, desc: query.sortDesc };
  const conditions = listConditions(viewer, query);
  const after = afterCursor(sort, query.after);
  const where = after ? sql`${conditions} and ${after}` : conditions;
  const { limit, offset } = pageWindow(query);
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  // One statement for the page and its rows (the ids through the sort's index, then their joins), the capped count beside it.
  const pageIds = sql`select m.id from messages m where ${where} order by m.id ${direction} limit ${limit} offset ${offset}`;
  const [rows, counted] = await Promise.all([
    queryRows<RowRecord>(db, sql`${rowsSelect(pageIds)} order by m.id ${direction}`),
    cappedTotal(db, sql`from messages m where ${conditions}`),
  ]);
  const page = pageOf(rows.map(toRow), query.itemsPerPage, (r) => [r.message_id, r.message_id]);
  return { items: page.items, total: counted.total, totalCapped: counted.totalCapped, next: page.next };
}

/** One message row of the viewer's brand scope; another brand's is not found. */
export async function findMessageRow(db: Executor, viewer: SessionUser, id: number): Promise<MessageRow> {
  const [row] = await queryRows<RowRecord>(db, sql`${rowsSelect(sql`${id}`)} and ${scopeOf('m', viewer)}`);
  if (!row) throw notFound();
  return toRow(row);
}

/** GET /discussions/{id}: the conversation with its whole thread, oldest first. */
export async function findConversation(db: Executor, viewer: SessionUser, discussionId: number): Promise<Conversation> {
  const [head] = await queryRows<{
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
  }>(
    db,
    sql`select d.id as discussion_id, d.archived, d.brand_id, a.id as ad_id, a.title as ad_title, a.category as ad_category,
          a.address as ad_address, a.zipcode as ad_zipcode, a.city as ad_city, a.area_square as ad_area_square,
          coalesce(a.availability_start <= current_date, true) as ad_available,
          json_build_object('id', l.id, 'company', lc.name, 'firstName', l.first_name, 'lastName', l.last_name,
            'email', l.email, 'mobile', l.mobile) as loueur,
          json_build_object('id', t.id, 'company', tc.name, 'firstName', t.first_name, 'lastName', t.last_name,
            'email', t.email, 'mobile', t.mobile) as locataire
        from discussions d
        join ads a on a.id = d.ad_id
        join users l on l.id = d.landlord_id
        join users t on t.id = d.tenant_id
        left join companies lc on lc.id = l.company_id
        left join companies tc on tc.id = t.company_id
        where d.id = ${discussionId} and ${scopeOf('d', viewer)}`,
  );
  if (!head) throw notFound();
  const thread = await queryRows<Omit<ThreadMessage, 'date' | 'message_state'> & { date: Date | string; message_state: number }>(
    db,
    sql`select m.id as message_id, m.created_at as date, m.sender_id as message_sender, m.state as message_state,
          m.content as message_content, m.message_type, m.sent_by_admin
        from messages m where m.discussion_id = ${discussionId} order by m.id`,
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
