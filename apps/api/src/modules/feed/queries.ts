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
import { notFound } from '../../lib/http-error.ts';
import { cappedTotal, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { type FeedDeployment, inDeployment } from './deployment.ts';

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
  const filters: SQL[] = [inDeployment(feedMessages.brandId, deployment)];
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
    sql`select ${sites.id}, ${sites.name} from ${sites} where ${inDeployment(sites.brandId, deployment)} order by ${sites.name}, ${sites.id}`,
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

/** One message in full, or null when it is not in the deployment (or, for a member, not theirs to read). */
export async function messageDetail(db: Executor, id: number, scope: SQL, viewerId: number): Promise<FeedMessage | null> {
  const [row] = await queryRows<MessageDetailRow>(
    db,
    sql`select ${feedMessages.id}, ${feedMessages.title}, ${feedMessages.createdAt}, ${feedMessages.plannedAt},
          ${feedMessages.publishedAt}, ${feedMessages.state}, ${espacesOf} as espaces, ${feedMessages.brandId},
          ${feedMessages.description}, ${feedMessages.isImportant},
          ${users.firstName} as sender_first_name, ${users.lastName} as sender_last_name
        from ${feedMessages} join ${users} on ${users.id} = ${feedMessages.senderId}
        where ${feedMessages.id} = ${id} and ${scope}`,
  );
  if (!row) return null;
  const [categories, documents, reactions, receivers, [receiverCount]] = await Promise.all([
    queryRows<{ id: number; title: string; is_event: boolean }>(
      db,
      sql`select ${feedCategories.id}, ${feedCategories.title}, ${feedCategories.isEvent}
          from ${feedMessageCategories} join ${feedCategories} on ${feedCategories.id} = ${feedMessageCategories.categoryId}
          where ${feedMessageCategories.messageId} = ${id} order by ${feedCategories.title}`,
    ),
    queryRows<DocumentRow>(
      db,
      sql`select ${uploads.id}, ${uploads.name}, ${uploads.originalName}, ${uploads.mimeType}, ${uploads.size}
          from ${feedMessageDocuments} join ${uploads} on ${uploads.id} = ${feedMessageDocuments.uploadId}
          where ${feedMessageDocuments.messageId} = ${id} order by ${feedMessageDocuments.position}, ${uploads.id}`,
    ),
    queryRows<{ id: number; first_name: string; last_name: string }>(
      db,
      sql`select ${users.id}, ${users.firstName}, ${users.lastName} from ${feedReactions} join ${users} on ${users.id} = ${feedReactions.userId}
          where ${feedReactions.messageId} = ${id} order by ${feedReactions.createdAt}, ${users.id}`,
    ),
    queryRows<{ id: number; first_name: string; last_name: string }>(
      db,
      sql`select ${users.id}, ${users.firstName}, ${users.lastName} from ${users}
          where ${users.id} in (${receiversOf(id)}) order by ${users.lastName}, ${users.firstName}, ${users.id} limit ${RECEIVERS_SHOWN}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(distinct ${users.id})::int as n from (${receiversOf(id)}) r join ${users} on ${users.id} = r.id`,
    ),
  ]);
  const person = (p: { id: number; first_name: string; last_name: string }): FeedPerson => ({
    id: p.id,
    firstName: p.first_name,
    lastName: p.last_name,
  });
  const cats = categories.map((c) => ({ id: c.id, title: c.title, isEvent: c.is_event }));
  const reacted = reactions.map(person);
  const event = isEventMessage(cats);
  return {
    ...toRow(row),
    state: { id: row.state as FeedState, name: stateName(row.state) },
    categories: cats,
    isImportant: row.is_important,
    description: row.description,
    documents: documents.map((d) => ({ id: d.id, fileName: d.original_name, upload: toUpload(d) })),
    sender: { firstName: row.sender_first_name, lastName: row.sender_last_name, profilePicture: null },
    participants: event ? reacted : [],
    likes: event ? [] : reacted,
    receivers: receivers.map(person),
    receiverCount: Number(receiverCount?.n ?? 0),
    brand: row.brand_id,
    reacted: reacted.some((p) => p.id === viewerId),
  };
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
  const message = await messageDetail(db, id, inDeployment(feedMessages.brandId, deployment), viewerId);
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
  const message = await messageDetail(db, id, readableBy(viewerId), viewerId);
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
  const items = await Promise.all(ids.map((r) => messageDetail(db, r.id, readable, viewerId)));
  return { items: items.filter((m): m is FeedMessage => m !== null), total: Number(count?.n ?? 0) };
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
  const filters: SQL[] = [inDeployment(feedCategories.brandId, deployment)];
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
