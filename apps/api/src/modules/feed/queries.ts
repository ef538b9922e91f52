import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import { type FeedState, isEventMessage } from '@hubgrade/domain/feed/rules';
import type {
  FeedCategory,
  FeedCategoryList,
  FeedCategoryQuery,
  FeedCounts,
  FeedEspace,
  FeedMessage,
  FeedMessageList,
  FeedMessageQuery,
  FeedMessageRow,
  FeedPerson,
} from '@hubgrade/domain/feed/schemas';
import { uploadPath } from '@hubgrade/domain/uploads/rules';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import {
  companies,
  feedCategories,
  feedMessageCategories,
  feedMessageDocuments,
  feedMessageSites,
  feedMessages,
  feedReactions,
  sites,
  uploads,
  users,
} from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { cappedTotal, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { FeedDeployment } from './deployment.ts';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const stateName = (state: number) => L.states[state as FeedState];

/** The receivers shown on a card: enough to read, not the whole site. */
const RECEIVERS_SHOWN = 200;

const espacesOf = sql`coalesce((select json_agg(json_build_object('id', ${sites.id}, 'name', ${sites.name}) order by ${sites.name})
  from ${feedMessageSites} join ${sites} on ${sites.id} = ${feedMessageSites.siteId}
  where ${feedMessageSites.messageId} = ${feedMessages.id}), '[]'::json)`;

interface MessageListRow {
  id: number;
  title: string;
  created_at: Date | string;
  planned_at: Date | string | null;
  published_at: Date | string | null;
  state: number;
  espaces: FeedEspace[] | string;
}

function toRow(row: MessageListRow): FeedMessageRow {
  return {
    id: row.id,
    title: row.title,
    dateCreation: iso(row.created_at) as string,
    datePlaned: iso(row.planned_at),
    dateOnline: iso(row.published_at),
    messageState: row.state as FeedState,
    messageStateName: stateName(row.state),
    espaces: typeof row.espaces === 'string' ? JSON.parse(row.espaces) : row.espaces,
  };
}

/** The filters shared by the table and its state counts: deployment, sites, search on the title or the id. */
function messageFilters(deployment: FeedDeployment, query: { espaces?: number[]; search?: string }): SQL[] {
  const filters: SQL[] = [ofBrand(feedMessages.brandId, deployment)];
  if (query.espaces && query.espaces.length > 0) {
    filters.push(
      sql`exists (select 1 from ${feedMessageSites} where ${feedMessageSites.messageId} = ${feedMessages.id}
          and ${feedMessageSites.siteId} = any(${sql.param(query.espaces)}::int[]))`,
    );
  }
  if (query.search) {
    const id = /^\d{1,9}$/.test(query.search) ? Number(query.search) : null;
    filters.push(
      sql`(${feedMessages.title} ilike ${likePattern(query.search)}${id === null ? sql`` : sql` or ${feedMessages.id} = ${id}`})`,
    );
  }
  return filters;
}

const MESSAGE_SORTS: Record<FeedMessageQuery['sortBy'], SQL> = {
  id: sql`${feedMessages.id}`,
  title: sql`lower(${feedMessages.title})`,
  dateCreation: sql`${feedMessages.createdAt}`,
  datePlaned: sql`${feedMessages.plannedAt}`,
  dateOnline: sql`${feedMessages.publishedAt}`,
  messageState: sql`${feedMessages.state}`,
};

/** GET /brand/{idBrand}/feed/messages: the table of §2.18, newest first by default. */
export async function listMessages(db: Executor, deployment: FeedDeployment, query: FeedMessageQuery): Promise<FeedMessageList> {
  const filters = messageFilters(deployment, query);
  if (query.messageState) filters.push(eq(feedMessages.state, query.messageState));
  const where = and(...filters);
  const direction = sql.raw(query.sortDesc ? 'desc nulls last' : 'asc nulls last');
  const { limit, offset } = pageWindow({ page: query.page, itemsPerPage: query.itemsPerPage });
  const [rows, counted] = await Promise.all([
    queryRows<MessageListRow>(
      db,
      sql`select ${feedMessages.id}, ${feedMessages.title}, ${feedMessages.createdAt}, ${feedMessages.plannedAt},
            ${feedMessages.publishedAt}, ${feedMessages.state}, ${espacesOf} as espaces
          from ${feedMessages} where ${where}
          order by ${MESSAGE_SORTS[query.sortBy]} ${direction}, ${feedMessages.id} ${direction}
          limit ${limit - 1} offset ${offset}`,
    ),
    cappedTotal(db, sql`from ${feedMessages} where ${where}`),
  ]);
  return { items: rows.map(toRow), ...counted, next: null };
}

/** GET /brand/{idBrand}/feed/messages/counts: the numbers on the state buttons. */
export async function countMessages(
  db: Executor,
  deployment: FeedDeployment,
  query: { espaces?: number[]; search?: string },
): Promise<FeedCounts> {
  const [row] = await queryRows<{ total: number; draft: number; planned: number; published: number }>(
    db,
    sql`select count(*)::int as total, count(*) filter (where ${feedMessages.state} = 1)::int as draft,
          count(*) filter (where ${feedMessages.state} = 2)::int as planned, count(*) filter (where ${feedMessages.state} = 3)::int as published
        from ${feedMessages} where ${and(...messageFilters(deployment, query))}`,
  );
  return { all: Number(row?.total ?? 0), 1: Number(row?.draft ?? 0), 2: Number(row?.planned ?? 0), 3: Number(row?.published ?? 0) };
}

/** GET /brand/{idBrand}/feed/espaces: the deployment's sites, by name. */
export async function deploymentSites(db: Executor, deployment: FeedDeployment): Promise<FeedEspace[]> {
  return queryRows<FeedEspace>(
    db,
    sql`select ${sites.id}, ${sites.name} from ${sites} where ${ofBrand(sites.brandId, deployment)} order by ${sites.name}, ${sites.id}`,
  );
}

interface MessageDetailRow extends MessageListRow {
  brand_id: number | null;
  description: string;
  is_important: boolean;
  sender_first_name: string;
  sender_last_name: string;
}

interface DocumentRow {
  id: number;
  name: string;
  original_name: string;
  mime_type: string;
  size: number;
}

/** The members of the message's sites: those who receive it. */
export function receiversOf(messageId: number | SQL): SQL {
  return sql`select ${users.id} from ${users} join ${companies} on ${companies.id} = ${users.companyId}
    join ${feedMessageSites} on ${feedMessageSites.siteId} = ${companies.siteId}
    where ${feedMessageSites.messageId} = ${messageId} and ${users.deletedAt} is null`;
}

type PersonRow = { message_id: number; id: number; first_name: string; last_name: string };

/** Rows of a batch read, grouped by the message they belong to. */
function byMessage<T extends { message_id: number }>(rows: T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.message_id);
    if (list) list.push(row);
    else grouped.set(row.message_id, [row]);
  }
  return grouped;
}

/**
 * The receivers shown on each card and how many there are. A member belongs to one site, so a
 * message's receivers are the disjoint union of its sites' members: each site's first names and
 * count are read once for the whole page (a member's feed is mostly one site), then merged.
 */
function receiversOfMessages(db: Executor, ids: number[]) {
  const pageSites = sql`select ${feedMessageSites.messageId} as message_id, ${feedMessageSites.siteId} as site_id
    from ${feedMessageSites} where ${feedMessageSites.messageId} = any(${sql.param(ids)}::int[])`;
  return Promise.all([
    queryRows<PersonRow>(
      db,
      sql`with page_sites as (${pageSites}),
          site_first as (
            select s.site_id, f.id, f.first_name, f.last_name
            from (select distinct site_id from page_sites) s cross join lateral (
              select ${users.id} as id, ${users.firstName} as first_name, ${users.lastName} as last_name
              from ${users} join ${companies} on ${companies.id} = ${users.companyId}
              where ${companies.siteId} = s.site_id and ${users.deletedAt} is null
              order by ${users.lastName}, ${users.firstName}, ${users.id} limit ${RECEIVERS_SHOWN}) f
          ),
          ranked as (
            select p.message_id, f.id, f.first_name, f.last_name,
              row_number() over (partition by p.message_id order by f.last_name, f.first_name, f.id) as n
            from page_sites p join site_first f on f.site_id = p.site_id
          )
          select message_id, id, first_name, last_name from ranked where n <= ${RECEIVERS_SHOWN} order by message_id, n`,
    ),
    queryRows<{ message_id: number; n: number }>(
      db,
      sql`with page_sites as (${pageSites}),
          site_count as (
            select ${companies.siteId} as site_id, count(*)::int as n
            from ${users} join ${companies} on ${companies.id} = ${users.companyId}
            where ${companies.siteId} in (select site_id from page_sites) and ${users.deletedAt} is null
            group by ${companies.siteId}
          )
          select p.message_id, sum(c.n)::int as n from page_sites p join site_count c on c.site_id = p.site_id group by p.message_id`,
    ),
  ]);
}

/**
 * Messages in full, in the order of `ids`, leaving out those not in `scope` (outside the
 * deployment, or for a member, not theirs to read). One statement per part for the whole batch,
 * however many messages: a feed page costs the same round trips as one card.
 */
export async function messageDetails(db: Executor, ids: number[], scope: SQL, viewerId: number): Promise<FeedMessage[]> {
  if (ids.length === 0) return [];
  const inBatch = sql`any(${sql.param(ids)}::int[])`;
  const [rows, categories, documents, reactions, [receivers, receiverCounts]] = await Promise.all([
    queryRows<MessageDetailRow>(
      db,
      sql`select ${feedMessages.id}, ${feedMessages.title}, ${feedMessages.createdAt}, ${feedMessages.plannedAt},
            ${feedMessages.publishedAt}, ${feedMessages.state}, ${espacesOf} as espaces, ${feedMessages.brandId},
            ${feedMessages.description}, ${feedMessages.isImportant},
            ${users.firstName} as sender_first_name, ${users.lastName} as sender_last_name
          from ${feedMessages} join ${users} on ${users.id} = ${feedMessages.senderId}
          where ${feedMessages.id} = ${inBatch} and ${scope}`,
    ),
    queryRows<{ message_id: number; id: number; title: string; is_event: boolean }>(
      db,
      sql`select ${feedMessageCategories.messageId} as message_id, ${feedCategories.id}, ${feedCategories.title}, ${feedCategories.isEvent}
          from ${feedMessageCategories} join ${feedCategories} on ${feedCategories.id} = ${feedMessageCategories.categoryId}
          where ${feedMessageCategories.messageId} = ${inBatch} order by ${feedCategories.title}`,
    ),
    queryRows<DocumentRow & { message_id: number }>(
      db,
      sql`select ${feedMessageDocuments.messageId} as message_id, ${uploads.id}, ${uploads.name}, ${uploads.originalName},
            ${uploads.mimeType}, ${uploads.size}
          from ${feedMessageDocuments} join ${uploads} on ${uploads.id} = ${feedMessageDocuments.uploadId}
          where ${feedMessageDocuments.messageId} = ${inBatch} order by ${feedMessageDocuments.position}, ${uploads.id}`,
    ),
    queryRows<PersonRow>(
      db,
      sql`select ${feedReactions.messageId} as message_id, ${users.id}, ${users.firstName}, ${users.lastName}
          from ${feedReactions} join ${users} on ${users.id} = ${feedReactions.userId}
          where ${feedReactions.messageId} = ${inBatch} order by ${feedReactions.createdAt}, ${users.id}`,
    ),
    receiversOfMessages(db, ids),
  ]);
  const categoriesOf = byMessage(categories);
  const documentsOf = byMessage(documents);
  const reactionsOf = byMessage(reactions);
  const shownOf = byMessage(receivers);
  const countOf = new Map(receiverCounts.map((c) => [c.message_id, Number(c.n)]));
  const person = (p: PersonRow): FeedPerson => ({ id: p.id, firstName: p.first_name, lastName: p.last_name });
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = found.get(id);
    if (!row) return [];
    const cats = (categoriesOf.get(id) ?? []).map((c) => ({ id: c.id, title: c.title, isEvent: c.is_event }));
    const reacted = (reactionsOf.get(id) ?? []).map(person);
    const event = isEventMessage(cats);
    const message: FeedMessage = {
      ...toRow(row),
      state: { id: row.state as FeedState, name: stateName(row.state) },
      categories: cats,
      isImportant: row.is_important,
      description: row.description,
      documents: (documentsOf.get(id) ?? []).map((d) => ({ id: d.id, fileName: d.original_name, upload: toUpload(d) })),
      sender: { firstName: row.sender_first_name, lastName: row.sender_last_name, profilePicture: null },
      participants: event ? reacted : [],
      likes: event ? [] : reacted,
      receivers: (shownOf.get(id) ?? []).map(person),
      receiverCount: countOf.get(id) ?? 0,
      brand: row.brand_id,
      reacted: reacted.some((p) => p.id === viewerId),
    };
    return [message];
  });
}

function toUpload(d: DocumentRow): Upload {
  return {
    id: d.id,
    name: d.name,
    path: uploadPath(d.id),
    originalName: d.original_name,
    mimeType: d.mime_type as Upload['mimeType'],
    size: d.size,
  };
}

/** GET /brand/{idBrand}/feed/messages/{id} for the deployment's staff. */
export async function findMessage(db: Executor, deployment: FeedDeployment, id: number, viewerId: number): Promise<FeedMessage> {
  const [message] = await messageDetails(db, [id], ofBrand(feedMessages.brandId, deployment), viewerId);
  if (!message) throw notFound(L.notFound);
  return message;
}

/** A member reads the published messages sent to the site of their company. */
export function readableBy(viewerId: number): SQL {
  // The messages sent to the viewer's company's site (what `receiversOf` says from the message's
  // side), found from the viewer's side: through the sites' index, not a sub-select per message.
  return sql`${feedMessages.state} = 3 and ${feedMessages.id} in (
    select ${feedMessageSites.messageId} from ${feedMessageSites}
    join ${companies} on ${companies.siteId} = ${feedMessageSites.siteId}
    join ${users} on ${users.companyId} = ${companies.id}
    where ${users.id} = ${viewerId} and ${users.deletedAt} is null)`;
}

/** GET /feed/messages/{id}: a published message, for one of its receivers. */
export async function readMessage(db: Executor, viewerId: number, id: number): Promise<FeedMessage> {
  const [message] = await messageDetails(db, [id], readableBy(viewerId), viewerId);
  if (!message) throw notFound(L.notFound);
  return message;
}

/** GET /feed/messages: a member's feed, published newest first. */
export async function myFeed(db: Executor, viewerId: number, page: number): Promise<{ items: FeedMessage[]; total: number }> {
  const size = 10;
  const readable = readableBy(viewerId);
  const [ids, [count]] = await Promise.all([
    queryRows<{ id: number }>(
      db,
      sql`select ${feedMessages.id} from ${feedMessages} where ${readable}
          order by ${feedMessages.isImportant} desc, ${feedMessages.publishedAt} desc, ${feedMessages.id} desc limit ${size} offset ${(page - 1) * size}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${feedMessages} where ${readable}`),
  ]);
  const items = await messageDetails(
    db,
    ids.map((r) => r.id),
    readable,
    viewerId,
  );
  return { items, total: Number(count?.n ?? 0) };
}

interface CategoryRow {
  id: number;
  title: string;
  is_event: boolean;
  brand_id: number | null;
}
export const toCategory = (c: CategoryRow): FeedCategory => ({ id: c.id, title: c.title, isEvent: c.is_event, brand: c.brand_id });

/** GET /brand/{idBrand}/feed/categories: 20 a page, id descending (§2.19, §9). */
export async function listCategories(db: Executor, deployment: FeedDeployment, query: FeedCategoryQuery): Promise<FeedCategoryList> {
  const filters: SQL[] = [ofBrand(feedCategories.brandId, deployment)];
  if (query.search) filters.push(sql`${feedCategories.title} ilike ${likePattern(query.search)}`);
  const where = and(...filters);
  const sort = query.sortBy === 'title' ? sql`lower(${feedCategories.title})` : sql`${feedCategories.id}`;
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const { limit, offset } = pageWindow({ page: query.page, itemsPerPage: query.itemsPerPage });
  const [rows, counted] = await Promise.all([
    queryRows<CategoryRow>(
      db,
      sql`select ${feedCategories.id}, ${feedCategories.title}, ${feedCategories.isEvent}, ${feedCategories.brandId}
          from ${feedCategories} where ${where} order by ${sort} ${direction}, ${feedCategories.id} ${direction}
          limit ${limit - 1} offset ${offset}`,
    ),
    cappedTotal(db, sql`from ${feedCategories} where ${where}`),
  ]);
  return { items: rows.map(toCategory), ...counted, next: null };
}
