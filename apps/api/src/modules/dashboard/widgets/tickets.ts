import { isAdmin } from '@hubgrade/domain/auth/roles';
import { DASHBOARD_LINKS } from '@hubgrade/domain/dashboard/links';
import { OPEN_TICKET_STATES } from '@hubgrade/domain/dashboard/schemas';
import { and, asc, count, sql } from 'drizzle-orm';
import { tickets } from '../../../db/schema/index.ts';
import { brandScope } from '../../../lib/brand-scope.ts';
import type { SessionUser } from '../../../lib/session-user.ts';
import { mayOpenList } from '../viewer.ts';
import { defineWidget } from '../widget.ts';

/** The desk: administrators whose brand has the "ticketing" module (the route policy of the desk's calls). */
const isTicketDesk = (viewer: SessionUser) => isAdmin(viewer.roles) && mayOpenList(viewer, 'ticketing');

/**
 * The tickets of the desk's brand scope waiting for it (problème, ouvert, en cours), by state, and
 * the one reported longest ago. The desk reads its brand scope's tickets (modules/tickets/access.ts),
 * so the figures are the detailed view's totals for each state.
 */
export const ticketsOpen = defineWidget({
  id: 'tickets.open',
  area: 'tickets',
  allowed: isTicketDesk,
  async query({ db, viewer }) {
    // Written out, not bound, so that the planner meets the partial index tickets_waiting_idx.
    const waiting = and(sql`${tickets.state} in (1, 2, 3)`, brandScope(tickets.brandId, viewer));
    const [counted, [oldest]] = await Promise.all([
      db.select({ state: tickets.state, n: count() }).from(tickets).where(waiting).groupBy(tickets.state),
      db
        .select({ id: tickets.id, title: tickets.title, state: tickets.state, createdAt: tickets.createdAt })
        .from(tickets)
        .where(waiting)
        .orderBy(asc(tickets.createdAt), asc(tickets.id))
        .limit(1),
    ]);
    const items = OPEN_TICKET_STATES.map((state) => ({
      state,
      count: Number(counted.find((c) => c.state === state)?.n ?? 0),
      link: DASHBOARD_LINKS.tickets.byState(state),
    }));
    return {
      total: items.reduce((sum, item) => sum + item.count, 0),
      link: DASHBOARD_LINKS.tickets.board,
      items,
      oldest: oldest
        ? {
            id: oldest.id,
            title: oldest.title,
            state: oldest.state,
            createdAt: new Date(oldest.createdAt).toISOString(),
            link: DASHBOARD_LINKS.tickets.sheet(oldest.id),
          }
        : null,
    };
  },
});
