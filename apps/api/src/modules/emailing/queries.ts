import type { ListAnswer } from '@hubgrade/domain/common/list';
import { EMAILING_LABELS as L } from '@hubgrade/domain/emailing/labels';
import { type CampaignState, campaignProgress } from '@hubgrade/domain/emailing/rules';
import type { Campaign, CampaignCounts, CampaignQuery, CampaignRow, EmailingOptions, Segment } from '@hubgrade/domain/emailing/schemas';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { companies, emailCampaignRecipients, emailCampaigns, mailOutbox, sites } from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { MAX_MAIL_ATTEMPTS } from '../../plugins/mail-delivery.ts';
import { segmentMembers } from './segment.ts';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Where delivery counts come from: with SMTP the sender stamps each mail; without, the built-in mailbox is the delivery. */
export interface Delivery {
  smtp: boolean;
}

interface CountRow {
  campaign_id: number;
  recipients: number;
  sent: number;
  failed: number;
}

/** The delivery counts of some campaigns, by id. */
async function countsOf(db: Executor, ids: number[]): Promise<Map<number, CountRow>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<CountRow>(
    db,
    sql`select ${emailCampaignRecipients.campaignId} as campaign_id, count(*)::int as recipients,
          count(${mailOutbox.sentAt})::int as sent,
          (count(*) filter (where ${mailOutbox.sentAt} is null and ${mailOutbox.attempts} >= ${MAX_MAIL_ATTEMPTS}))::int as failed
        from ${emailCampaignRecipients} left join ${mailOutbox} on ${mailOutbox.id} = ${emailCampaignRecipients.mailId}
        where ${emailCampaignRecipients.campaignId} = any(${sql.param(ids)}::int[]) group by ${emailCampaignRecipients.campaignId}`,
  );
  return new Map(rows.map((r) => [Number(r.campaign_id), r]));
}

function countsFor(total: number, row: CountRow | undefined, delivery: Delivery): CampaignCounts {
  const recipients = Number(row?.recipients ?? 0);
  const sent = delivery.smtp ? Number(row?.sent ?? 0) : recipients;
  const failed = delivery.smtp ? Number(row?.failed ?? 0) : 0;
  return { total, recipients, queued: recipients - sent - failed, sent, failed, progress: campaignProgress(recipients, total) };
}

interface CampaignListRow {
  id: number;
  subject: string;
  state: CampaignState;
  scheduled_at: Date | string | null;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  created_at: Date | string;
  total: number;
}

const rowColumns = sql`${emailCampaigns.id} as id, ${emailCampaigns.subject} as subject, ${emailCampaigns.state} as state,
  ${emailCampaigns.scheduledAt} as scheduled_at, ${emailCampaigns.startedAt} as started_at, ${emailCampaigns.finishedAt} as finished_at,
  ${emailCampaigns.createdAt} as created_at, ${emailCampaigns.total} as total`;

function toRow(r: CampaignListRow, counts: Map<number, CountRow>, delivery: Delivery): CampaignRow {
  return {
    id: r.id,
    subject: r.subject,
    state: r.state,
    scheduledAt: iso(r.scheduled_at),
    startedAt: iso(r.started_at),
    finishedAt: iso(r.finished_at),
    createdAt: iso(r.created_at) as string,
    counts: countsFor(Number(r.total), counts.get(r.id), delivery),
  };
}

const SORTS: Record<CampaignQuery['sortBy'], SQL | typeof emailCampaigns.id> = {
  id: emailCampaigns.id,
  subject: sql`lower(${emailCampaigns.subject})`,
};

/** GET /emailing/campaigns: newest first, keyset-paged, with each one's delivery counts. */
export async function listCampaigns(
  db: Executor,
  viewer: SessionUser,
  query: CampaignQuery,
  delivery: Delivery,
): Promise<ListAnswer<CampaignRow>> {
  const filters: SQL[] = [brandScope(emailCampaigns.brandId, viewer)];
  if (query.state) filters.push(eq(emailCampaigns.state, query.state));
  if (query.search) filters.push(sql`${emailCampaigns.subject} ilike ${likePattern(query.search)}`);
  const where = and(...filters);
  const sort: KeysetSort = { column: SORTS[query.sortBy], id: emailCampaigns.id, desc: query.sortDesc };
  const after = afterCursor(sort, query.after);
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const order =
    sort.column === emailCampaigns.id
      ? sql`${emailCampaigns.id} ${direction}`
      : sql`${sort.column} ${direction}, ${emailCampaigns.id} ${direction}`;
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    queryRows<CampaignListRow>(
      db,
      sql`select ${rowColumns} from ${emailCampaigns} where ${after ? and(where, after) : where} order by ${order} limit ${limit} offset ${offset}`,
    ),
    cappedTotal(db, sql`from ${emailCampaigns} where ${where}`),
  ]);
  const page = pageOf(rows, query.itemsPerPage, (r) => [query.sortBy === 'subject' ? r.subject.toLowerCase() : r.id, r.id]);
  const counts = await countsOf(
    db,
    page.items.map((r) => r.id),
  );
  return { items: page.items.map((r) => toRow(r, counts, delivery)), ...counted, next: page.next };
}

/** GET /emailing/campaigns/{id}: another brand's is a 404. */
export async function findCampaign(db: Executor, viewer: SessionUser, id: number, delivery: Delivery): Promise<Campaign> {
  const [row] = await queryRows<CampaignListRow & { brand_id: number | null; body: string; segment: Segment }>(
    db,
    sql`select ${rowColumns}, ${emailCampaigns.brandId} as brand_id, ${emailCampaigns.body} as body, ${emailCampaigns.segment} as segment
        from ${emailCampaigns} where ${emailCampaigns.id} = ${id} and ${brandScope(emailCampaigns.brandId, viewer)}`,
  );
  if (!row) throw notFound(L.refusals.notFound);
  const counts = await countsOf(db, [id]);
  return { ...toRow(row, counts, delivery), brand: row.brand_id, body: row.body, segment: row.segment };
}

/** POST /emailing/audience: the members the segment reaches in the caller's brand now. */
export async function countSegment(db: Executor, viewer: SessionUser, segment: Segment): Promise<{ count: number }> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${segmentMembers(viewer.brandId, segment)}`);
  return { count: Number(row?.n ?? 0) };
}

/** GET /emailing/options: the sites and companies of the caller's brand (the main platform's for its staff). */
export async function emailingOptions(db: Executor, viewer: SessionUser): Promise<EmailingOptions> {
  const [siteRows, companyRows] = await Promise.all([
    queryRows<{ id: number; name: string }>(
      db,
      sql`select ${sites.id} as id, ${sites.name} as name from ${sites} where ${ofBrand(sites.brandId, viewer.brandId)}
          order by ${sites.name}`,
    ),
    queryRows<{ id: number; name: string }>(
      db,
      sql`select ${companies.id} as id, ${companies.name} as name from ${companies}
          where ${ofBrand(companies.brandId, viewer.brandId)} and ${companies.deletedAt} is null order by ${companies.name}`,
    ),
  ]);
  return { sites: siteRows, companies: companyRows };
}
