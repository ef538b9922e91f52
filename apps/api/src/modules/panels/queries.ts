import { PANEL_LABELS as L } from '@hubgrade/domain/panels/labels';
import { orderBlocks, PANEL_FEED_MAX, type PanelBlock, type PanelOrientation } from '@hubgrade/domain/panels/rules';
import type {
  Panel,
  PanelDefaultContent,
  PanelList,
  PanelOptions,
  PanelQuery,
  PanelRow,
  PanelScreen,
} from '@hubgrade/domain/panels/schemas';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import {
  feedMessageSites,
  feedMessages,
  meetingRoomReservations,
  meetingRooms,
  panelDefaultContents,
  panels,
  sites,
} from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();
type Scope = Pick<SessionUser, 'brandId'>;

interface PanelListRow {
  id: number;
  name: string;
  site_id: number;
  site_name: string;
  orientation: string;
  blocks: string[];
  brand_id: number | null;
  updated_at: Date | string;
  total: number | string;
}

const toRow = (r: Omit<PanelListRow, 'total'>): PanelRow => ({
  id: r.id,
  name: r.name,
  espace: { id: r.site_id, name: r.site_name },
  orientation: r.orientation as PanelOrientation,
  blocks: orderBlocks(r.blocks as PanelBlock[]),
  brand: r.brand_id,
  updatedAt: iso(r.updated_at),
});

const SORTS: Record<PanelQuery['sortBy'], SQL> = {
  id: sql`${panels.id}`,
  name: sql`lower(${panels.name})`,
  updatedAt: sql`${panels.updatedAt}`,
};

/** GET /panels: the scope's panels, searched by name or site. Few rows per deployment: paged by offset. */
export async function listPanels(db: Executor, viewer: Scope, query: PanelQuery): Promise<PanelList> {
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const search = query.search ? likePattern(query.search) : null;
  const rows = await queryRows<PanelListRow>(
    db,
    sql`select ${panels.id} as id, ${panels.name} as name, ${panels.orientation} as orientation, ${panels.blocks} as blocks,
               ${panels.brandId} as brand_id, ${panels.updatedAt} as updated_at, ${sites.id} as site_id, ${sites.name} as site_name,
               count(*) over () as total
        from ${panels} join ${sites} on ${sites.id} = ${panels.siteId}
        where ${brandScope(panels.brandId, viewer)}
          ${query.espace ? sql`and ${panels.siteId} = ${query.espace}` : sql``}
          ${search ? sql`and (${panels.name} ilike ${search} or ${sites.name} ilike ${search})` : sql``}
        order by ${SORTS[query.sortBy]} ${direction}, ${panels.id} ${direction}
        limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`,
  );
  const total = rows[0] ? Number(rows[0].total) : 0;
  return { items: rows.map(toRow), total, next: null };
}

/** The editor's sites: those of the caller's scope. */
export async function panelOptions(db: Executor, viewer: Scope): Promise<PanelOptions> {
  const espaces = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(brandScope(sites.brandId, viewer))
    .orderBy(sites.name, sites.id);
  return { espaces };
}

/** A panel of the caller's scope, else 404. */
export async function findPanel(db: Executor, viewer: Scope, id: number): Promise<Panel> {
  const [row] = await db
    .select({ panel: panels, siteName: sites.name })
    .from(panels)
    .innerJoin(sites, eq(sites.id, panels.siteId))
    .where(and(eq(panels.id, id), brandScope(panels.brandId, viewer)));
  if (!row) throw notFound();
  const p = row.panel;
  return {
    ...toRow({
      id: p.id,
      name: p.name,
      site_id: p.siteId,
      site_name: row.siteName,
      orientation: p.orientation,
      blocks: p.blocks,
      brand_id: p.brandId,
      updated_at: p.updatedAt,
    }),
    announcement: p.announcement,
    secret: p.secret,
    createdAt: iso(p.createdAt),
  };
}

async function defaultContentOf(db: Executor, brandId: number | null) {
  const [row] = await db
    .select()
    .from(panelDefaultContents)
    .where(brandId === null ? sql`${panelDefaultContents.brandId} is null` : eq(panelDefaultContents.brandId, brandId));
  return row ?? null;
}

/** The default content of the caller's deployment (their brand, or the main platform). */
export async function findDefaultContent(db: Executor, viewer: Scope): Promise<PanelDefaultContent> {
  const row = await defaultContentOf(db, viewer.brandId);
  return {
    brand: viewer.brandId,
    title: row?.title ?? '',
    message: row?.message ?? '',
    updatedAt: row ? iso(row.updatedAt) : null,
  };
}

interface ScreenBookingRow {
  room_id: number;
  room_name: string;
  room_color: string;
  id: number | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  subject: string | null;
  private: boolean | null;
}

interface ScreenFeedRow {
  id: number;
  title: string;
  excerpt: string;
  is_important: boolean;
  published_at: Date | string;
}

interface TodayRow {
  now: Date | string;
  day: string;
}

/**
 * GET /project/screen/{secret}: the lobby screen, read without signing in. It shows only its own
 * site: today's (Paris) meetings of the site's rooms, a private one as « Réservé » with no subject,
 * the feed messages published for the site, and the announcement.
 */
export async function panelScreen(db: Executor, secret: string): Promise<PanelScreen> {
  const [row] = await db
    .select({ panel: panels, siteName: sites.name })
    .from(panels)
    .innerJoin(sites, eq(sites.id, panels.siteId))
    .where(eq(panels.secret, secret));
  if (!row) throw notFound(L.screen.notFound);
  const p = row.panel;
  const blocks = orderBlocks(p.blocks as PanelBlock[]);
  const [today] = await queryRows<TodayRow>(
    db,
    sql`select now() as now, to_char((now() at time zone 'Europe/Paris')::date, 'YYYY-MM-DD') as day`,
  );
  const day = today?.day ?? '';

  const rooms: PanelScreen['rooms'] = [];
  if (blocks.includes('rooms')) {
    const bookingRows = await queryRows<ScreenBookingRow>(
      db,
      sql`select r.id as room_id, r.name as room_name, r.color as room_color,
                 b.id, b.starts_at, b.ends_at, b.subject, b.private
          from ${meetingRooms} r
          left join ${meetingRoomReservations} b on b.room_id = r.id and b.cancelled_at is null
            and b.starts_at < ((${day}::date + 1)::timestamp at time zone 'Europe/Paris')
            and b.ends_at > (${day}::date::timestamp at time zone 'Europe/Paris')
          where r.site_id = ${p.siteId}
          order by r.name, r.id, b.starts_at, b.id`,
    );
    for (const b of bookingRows) {
      let room = rooms.at(-1);
      if (room?.id !== b.room_id) {
        room = { id: b.room_id, name: b.room_name, color: b.room_color, bookings: [] };
        rooms.push(room);
      }
      if (b.id === null || b.starts_at === null || b.ends_at === null) continue;
      room.bookings.push({
        id: b.id,
        start: iso(b.starts_at),
        end: iso(b.ends_at),
        subject: b.private ? L.screen.privateSubject : (b.subject ?? ''),
        private: b.private === true,
      });
    }
  }

  const feed = blocks.includes('feed')
    ? (
        await queryRows<ScreenFeedRow>(
          db,
          sql`select m.id, m.title, m.is_important, m.published_at,
                     left(btrim(regexp_replace(regexp_replace(m.description, '<[^>]*>', ' ', 'g'), '[[:space:]]+', ' ', 'g')), 240) as excerpt
              from ${feedMessages} m
              where m.state = 3 and ${ofBrand(sql`m.brand_id`, p.brandId)}
                and exists (select 1 from ${feedMessageSites} fs where fs.message_id = m.id and fs.site_id = ${p.siteId})
              order by m.is_important desc, m.published_at desc nulls last, m.id desc
              limit ${PANEL_FEED_MAX}`,
        )
      ).map((m) => ({ id: m.id, title: m.title, excerpt: m.excerpt, important: m.is_important, publishedAt: iso(m.published_at) }))
    : [];

  const fallback = blocks.includes('announcements') ? await defaultContentOf(db, p.brandId) : null;
  return {
    name: p.name,
    espace: row.siteName,
    orientation: p.orientation as PanelOrientation,
    blocks,
    now: iso(today?.now ?? new Date()),
    day,
    rooms,
    feed,
    announcement: blocks.includes('announcements')
      ? { title: fallback?.title ?? '', message: p.announcement.trim() ? p.announcement : (fallback?.message ?? '') }
      : { title: '', message: '' },
  };
}
