import { isAdmin } from '@hubgrade/domain/auth/roles';
import { TICKET_LABELS as L } from '@hubgrade/domain/tickets/labels';
import type { TicketActor } from '@hubgrade/domain/tickets/rules';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { tickets } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** The desk: administrators of the brand scope (spec shell §6 "ticketing"). */
export const isDesk = (viewer: SessionUser) => isAdmin(viewer.roles);

/**
 * A user of a brand reaches tickets when the brand has the "ticketing" module (the main platform
 * always has it). The route's policy cannot say it for members: a brand's modules are declared
 * for its administrators, while members report problems too.
 */
export function checkTicketing(viewer: SessionUser): SessionUser {
  if (viewer.brandId !== null && !viewer.brandModules.includes('ticketing')) throw forbidden(L.refusals.moduleOff);
  return viewer;
}

/**
 * The tickets a viewer reads: the desk its brand scope's; anyone else the tickets they reported,
 * and a company owner also their company's.
 */
export function ticketsReadableBy(viewer: SessionUser): SQL {
  if (isDesk(viewer)) return brandScope(tickets.brandId, viewer);
  const own = eq(tickets.reporterId, viewer.id);
  if (viewer.companyOwner && viewer.companyId !== null) {
    return sql`(${own} or ${and(eq(tickets.companyId, viewer.companyId), brandScope(tickets.brandId, viewer))})`;
  }
  return own;
}

/** What the viewer is to one ticket, for the state machine: the desk, its reporter (or their company's owner), or both. */
export function actorsOf(viewer: SessionUser, ticket: { reporterId: number; companyId: number | null }): TicketActor[] {
  const actors: TicketActor[] = [];
  if (isDesk(viewer)) actors.push('staff');
  const ownCompany = viewer.companyOwner && viewer.companyId !== null && viewer.companyId === ticket.companyId;
  if (ticket.reporterId === viewer.id || ownCompany) actors.push('reporter');
  return actors;
}
